import {
  insertCodeBlock,
  insertHorizontalRule,
  insertLink,
  toggleHeading,
  toggleLinePrefix,
  toggleNumberedList,
  toggleWrap,
} from './markdown-edits.js';
import type { TextState } from './markdown-edits.js';

/** One toolbar button: its accessible name, what it shows, its shortcut key (with Ctrl/Cmd) and its edit. */
export interface MarkdownCommand {
  id: string;
  label: string;
  /** Short text shown on the button (the label is its accessible name). */
  glyph: string;
  shortcut?: 'b' | 'i' | 'k';
  apply: (state: TextState) => TextState;
}

/** The toolbar's buttons, in order; `null` draws a separator. */
export const MARKDOWN_COMMANDS: readonly (MarkdownCommand | null)[] = [
  { id: 'h1', label: 'Heading 1', glyph: 'H1', apply: (state) => toggleHeading(state, 1) },
  { id: 'h2', label: 'Heading 2', glyph: 'H2', apply: (state) => toggleHeading(state, 2) },
  { id: 'h3', label: 'Heading 3', glyph: 'H3', apply: (state) => toggleHeading(state, 3) },
  null,
  { id: 'bold', label: 'Bold', glyph: 'B', shortcut: 'b', apply: (state) => toggleWrap(state, '**') },
  { id: 'italic', label: 'Italic', glyph: 'I', shortcut: 'i', apply: (state) => toggleWrap(state, '*') },
  { id: 'strikethrough', label: 'Strikethrough', glyph: 'S', apply: (state) => toggleWrap(state, '~~') },
  null,
  { id: 'bullets', label: 'Bulleted list', glyph: '•', apply: (state) => toggleLinePrefix(state, 'bullet') },
  { id: 'numbers', label: 'Numbered list', glyph: '1.', apply: toggleNumberedList },
  { id: 'quote', label: 'Quote', glyph: '❝', apply: (state) => toggleLinePrefix(state, 'quote') },
  null,
  { id: 'link', label: 'Link', glyph: 'Link', shortcut: 'k', apply: (state) => insertLink(state) },
  { id: 'image', label: 'Image by URL', glyph: 'Image', apply: (state) => insertLink(state, true) },
  { id: 'code', label: 'Inline code', glyph: '</>', apply: (state) => toggleWrap(state, '`', '`', 'code') },
  { id: 'code-block', label: 'Code block', glyph: '{ }', apply: insertCodeBlock },
  { id: 'rule', label: 'Horizontal rule', glyph: '―', apply: insertHorizontalRule },
];

/** The command bound to Ctrl/Cmd+`key`, if any. */
export function commandForShortcut(key: string): MarkdownCommand | undefined {
  const lower = key.toLowerCase();
  return MARKDOWN_COMMANDS.find((command): command is MarkdownCommand => command !== null && command.shortcut === lower);
}

/** "Ctrl+B" or "⌘B", for the button's title. */
export function shortcutText(key: string, isMac: boolean): string {
  return isMac ? `⌘${key.toUpperCase()}` : `Ctrl+${key.toUpperCase()}`;
}
