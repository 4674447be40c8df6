import { PresentationNotice } from './presentation-notice.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'text', label: 'interfaceOptions.text', kind: 'text' },
  {
    key: 'color',
    label: 'interfaceOptions.kind',
    kind: 'select',
    choices: [
      { value: 'info', text: 'interfaceOptions.noticeInfo' },
      { value: 'success', text: 'interfaceOptions.noticeSuccess' },
      { value: 'warning', text: 'interfaceOptions.noticeWarning' },
      { value: 'danger', text: 'interfaceOptions.noticeDanger' },
    ],
  },
];

export const presentationNoticeInterface: InterfaceDefinition = {
  id: 'presentation-notice',
  get name() {
    return i18n.t('interfaceOptions.nameNotice');
  },
  types: ['alias'],
  component: PresentationNotice,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
