import { Datetime } from './datetime.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [{ key: 'includeSeconds', label: 'interfaceOptions.includeSeconds', kind: 'boolean' }];

export const datetimeInterface: InterfaceDefinition = {
  id: 'datetime',
  get name() {
    return i18n.t('interfaceOptions.nameDatetime');
  },
  types: ['dateTime', 'date', 'time', 'timestamp'],
  component: Datetime,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
