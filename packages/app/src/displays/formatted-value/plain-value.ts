import type { LayoutColumn } from '../../layouts/types.js';
import { htmlToText } from '../../lib/html/html-to-text.js';

/** A WYSIWYG field's HTML reads as its words (never rendered as markup in a cell); other values pass through. */
export function plainValue(value: unknown, column: LayoutColumn): unknown {
  return typeof value === 'string' && column.field.meta?.interface === 'input-rich-text-html' ? htmlToText(value) : value;
}
