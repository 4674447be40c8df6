import {
  insertCodeBlock,
  insertHorizontalRule,
  insertLink,
  toggleHeading,
  toggleLinePrefix,
  toggleNumberedList,
  toggleWrap,
} from './markdown-edits.js';
import type { TFunction } from '../../lib/i18n/i18n.js';
import type { TextState } from './markdown-edits.js';

/** One toolbar button: its accessible name, what it shows, its shortcut key (with Ctrl/Cmd) and its edit. */
export interface MarkdownCommand {
  id: string;
  /** The button's accessible name in the current language. */
  label: (t: TFunction) => string;
  /** Short text shown on the button (the label is its accessible name). */
  glyph: string;
  shortcut?: 'b' | 'i' | 'k';
  apply: (state: TextState) => TextState;
}

/** The toolbar's buttons, in order; `null` draws a separator. */
export const MARKDOWN_COMMANDS: readonly (MarkdownCommand | null)[] = [
  { id: 'h1', label: (t) => t('interfaceText.heading', { level: 1 }), glyph: 'H1', apply: (state) => toggleHeading(state, 1) },
  { id: 'h2', label: (t) => t('interfaceText.heading', { level: 2 }), glyph: 'H2', apply: (state) => toggleHeading(state, 2) },
  { id: 'h3', label: (t) => t('interfaceText.heading', { level: 3 }), glyph: 'H3', apply: (state) => toggleHeading(state, 3) },
  null,
  { id: 'bold', label: (t) => t('interfaceText.bold'), glyph: 'B', shortcut: 'b', apply: (state) => toggleWrap(state, '**') },
  { id: 'italic', label: (t) => t('interfaceText.italic'), glyph: 'I', shortcut: 'i', apply: (state) => toggleWrap(state, '*') },
  { id: 'strikethrough', label: (t) => t('interfaceText.strikethrough'), glyph: 'S', apply: (state) => toggleWrap(state, '~~') },
  null,
  { id: 'bullets', label: (t) => t('interfaceText.bulletedList'), glyph: '•', apply: (state) => toggleLinePrefix(state, 'bullet') },
  { id: 'numbers', label: (t) => t('interfaceText.numberedList'), glyph: '1.', apply: toggleNumberedList },
  { id: 'quote', label: (t) => t('interfaceText.quote'), glyph: '❝', apply: (state) => toggleLinePrefix(state, 'quote') },
  null,
  { id: 'link', label: (t) => t('interfaceText.link'), glyph: 'Link', shortcut: 'k', apply: (state) => insertLink(state) },
  { id: 'image', label: (t) => t('interfaceText.imageByUrl'), glyph: 'Image', apply: (state) => insertLink(state, true) },
  { id: 'code', label: (t) => t('interfaceText.inlineCode'), glyph: '</>', apply: (state) => toggleWrap(state, '`', '`', 'code') },
  { id: 'code-block', label: (t) => t('interfaceText.codeBlock'), glyph: '{ }', apply: insertCodeBlock },
  { id: 'rule', label: (t) => t('interfaceText.horizontalRule'), glyph: '―', apply: insertHorizontalRule },
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
