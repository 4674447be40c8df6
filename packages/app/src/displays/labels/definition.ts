import type { DisplayDefinition } from '../types.js';
import { labelLooks } from './label-choices.js';
import { LabelsDisplay } from './labels.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';
import { i18n } from '../../lib/i18n/i18n.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'choices', label: 'displayOptions.choices', kind: 'choices', hint: 'displayOptions.choicesHint' },
];

export const labelsDisplay: DisplayDefinition = {
  id: 'labels',
  get name() {
    return i18n.t('displayOptions.displayLabels');
  },
  text: (value, column) =>
    labelLooks(value, column)
      .map((look) => look.text)
      .join(', '),
  component: LabelsDisplay,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
