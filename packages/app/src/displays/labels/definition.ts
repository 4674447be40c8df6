import type { DisplayDefinition } from '../types.js';
import { labelLooks } from './label-choices.js';
import { LabelsDisplay } from './labels.js';

export const labelsDisplay: DisplayDefinition = {
  id: 'labels',
  name: 'Labels',
  text: (value, column) =>
    labelLooks(value, column)
      .map((look) => look.text)
      .join(', '),
  component: LabelsDisplay,
  options: [{ key: 'choices', label: 'Choices', kind: 'choices', hint: "Empty: the interface's choices." }],
};
