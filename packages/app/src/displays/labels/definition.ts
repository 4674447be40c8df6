import type { DisplayDefinition } from '../types.js';
import { labelLooks } from './label-choices.js';
import { LabelsDisplay } from './labels.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'choices', label: 'displayOptions.choices', kind: 'choices', hint: 'displayOptions.choicesHint' },
];

export const labelsDisplay: DisplayDefinition = {
  id: 'labels',
  name: 'Labels',
  text: (value, column) =>
    labelLooks(value, column)
      .map((look) => look.text)
      .join(', '),
  component: LabelsDisplay,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
