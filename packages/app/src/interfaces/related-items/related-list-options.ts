import type { MessageKey } from '../../lib/i18n/i18n.js';
import type { KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

/** The options `list-o2m` and `list-m2m` share: the rows' template (its hint and example differ) and what the list allows. */
export function relatedListOptions(templateHint: MessageKey, templateExample: string): readonly KeyedOptionDeclaration[] {
  return [
    {
      key: 'template',
      label: 'interfaceOptions.template',
      kind: 'template',
      hint: templateHint,
      hintParams: { example: templateExample },
    },
    { key: 'enableCreate', label: 'interfaceOptions.enableCreate', kind: 'boolean', isOnByDefault: true },
    { key: 'enableSelect', label: 'interfaceOptions.enableSelect', kind: 'boolean', isOnByDefault: true },
  ];
}
