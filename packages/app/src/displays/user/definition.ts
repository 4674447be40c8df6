import type { DisplayDefinition } from '../types.js';
import { UserDisplay } from './user-display.js';
import { USER_FIELDS, userRow } from './user-row.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';
import { i18n } from '../../lib/i18n/i18n.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  {
    key: 'display',
    label: 'displayOptions.show',
    kind: 'select',
    choices: [
      { value: 'both', text: 'displayOptions.avatarAndName' },
      { value: 'avatar', text: 'displayOptions.avatar' },
      { value: 'name', text: 'displayOptions.name' },
    ],
  },
];

export const userDisplay: DisplayDefinition = {
  id: 'user',
  get name() {
    return i18n.t('displayOptions.displayUser');
  },
  fields: () => USER_FIELDS,
  text: (value) => userRow(value)?.name ?? '',
  component: UserDisplay,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
