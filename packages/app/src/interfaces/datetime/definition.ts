import { Datetime } from './datetime.js';
import type { InterfaceDefinition } from '../types.js';

export const datetimeInterface: InterfaceDefinition = {
  id: 'datetime',
  name: 'Datetime',
  types: ['dateTime', 'date', 'time', 'timestamp'],
  component: Datetime,
  options: [{ key: 'includeSeconds', label: 'Include seconds', kind: 'boolean' }],
};
