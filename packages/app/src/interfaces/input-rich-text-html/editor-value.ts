/** The field value → the text loaded into the editor (anything but a string is empty). */
export function storedHtml(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** What tiptap answers for a document with nothing in it. */
const EMPTY_DOCUMENTS = new Set(['', '<p></p>']);

/**
 * The value to hand the form for the editor's HTML. tiptap rewrites HTML as it loads it (quotes,
 * attribute order, empty paragraphs), so the editor's output is compared with `baseline`, the
 * item's stored value as tiptap writes it: equal means unchanged, and the stored value itself is
 * returned so the form sees no edit. An empty document is null.
 */
export function valueFromEditor(html: string, baseline: string, initialValue: unknown): unknown {
  if (html === baseline) return initialValue === undefined ? null : initialValue;
  return EMPTY_DOCUMENTS.has(html) ? null : html;
}
