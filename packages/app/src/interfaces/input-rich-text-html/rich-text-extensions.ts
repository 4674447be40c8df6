import { mergeAttributes } from '@tiptap/core';
import type { Extensions } from '@tiptap/core';
import { AssetImage } from './asset-image.js';
import { Table, TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * Tables written as plain `<table><tbody>…`: tiptap's own output adds `style="min-width…"` and a
 * `<colgroup>` of styled columns, which the app's CSP refuses (style-src 'self') wherever the HTML
 * is built or read again. The editor's own table view sets widths through the CSSOM, as allowed.
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

/**
 * What the editor understands: paragraphs, headings 1-6, bold/italic/underline/strike/code, lists,
 * quotes, code blocks, rules, links, images and tables (StarterKit brings undo history, links and
 * underline). Links keep to http(s), mailto and relative URLs; images never take data: URLs.
 */
export function richTextExtensions(placeholder?: string, imageSrc: (src: string) => string = (src) => src): Extensions {
  return [
    StarterKit.configure({
      // No empty paragraph appended after a closing list, table or image: the stored HTML stays as written.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      },
    }),
    AssetImage.configure({ allowBase64: false, imageSrc }),
    TableKit.configure({ table: false }),
    PlainTable,
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
  ];
}
