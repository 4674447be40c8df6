import { generateHTML, generateJSON } from '@tiptap/core';
import type { Extensions } from '@tiptap/core';
import { sanitizeHtml } from '../../lib/html/sanitize-html.js';
import { storedHtml } from './editor-value.js';

/** The field value as the editor may load it: a string, sanitised (anything else is empty). */
export function loadableHtml(value: unknown): string {
  return sanitizeHtml(storedHtml(value));
}

/** Stored HTML as tiptap writes it back once loaded (sanitised, parsed into its schema, serialised). */
export function normaliseHtml(value: unknown, extensions: Extensions): string {
  return generateHTML(generateJSON(loadableHtml(value), extensions), extensions);
}
