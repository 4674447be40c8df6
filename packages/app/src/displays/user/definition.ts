import type { DisplayDefinition } from '../types.js';
import { UserDisplay } from './user-display.js';
import { USER_FIELDS, userRow } from './user-row.js';

export const userDisplay: DisplayDefinition = {
  id: 'user',
  name: 'User',
  fields: () => USER_FIELDS,
  text: (value) => userRow(value)?.name ?? '',
  component: UserDisplay,
  options: [
    {
      key: 'display',
      label: 'Show',
      kind: 'select',
      choices: [
        { value: 'both', text: 'Avatar and name' },
        { value: 'avatar', text: 'Avatar' },
        { value: 'name', text: 'Name' },
      ],
    },
  ],
};
