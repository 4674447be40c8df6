import type { Editor } from '@tiptap/core';
import type { TFunction } from '../../lib/i18n/i18n.js';

/** One toolbar button that acts on the editor directly (link, image and source view open their own UI). */
export interface RichTextCommand {
  /** The reference's `toolbar` option value. */
  id: string;
  /** The button's accessible name in the current language. */
  label: (t: TFunction) => string;
  /** Material Symbols name. */
  icon: string;
  /** Toggles carry aria-pressed. */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  canRun?: (editor: Editor) => boolean;
}

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const headings: RichTextCommand[] = HEADING_LEVELS.map((level) => ({
  id: `h${level}`,
  label: (t) => t('interfaceText.heading', { level }),
  icon: `format_h${level}`,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
}));

/** Every command button, in toolbar order; `link`, `image` and `source` sit between them (see rich-text-toolbar.tsx). */
export const RICH_TEXT_COMMANDS: readonly RichTextCommand[] = [
  {
    id: 'undo',
    label: (t) => t('interfaceText.undo'),
    icon: 'undo',
    run: (editor) => editor.chain().focus().undo().run(),
    canRun: (editor) => editor.can().undo(),
  },
  {
    id: 'redo',
    label: (t) => t('interfaceText.redo'),
    icon: 'redo',
    run: (editor) => editor.chain().focus().redo().run(),
    canRun: (editor) => editor.can().redo(),
  },
  {
    id: 'bold',
    label: (t) => t('interfaceText.bold'),
    icon: 'format_bold',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    label: (t) => t('interfaceText.italic'),
    icon: 'format_italic',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    id: 'underline',
    label: (t) => t('interfaceText.underline'),
    icon: 'format_underlined',
    isActive: (editor) => editor.isActive('underline'),
    run: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
  {
    id: 'strikethrough',
    label: (t) => t('interfaceText.strikethrough'),
    icon: 'format_strikethrough',
    isActive: (editor) => editor.isActive('strike'),
    run: (editor) => editor.chain().focus().toggleStrike().run(),
  },
  ...headings,
  {
    id: 'bullist',
    label: (t) => t('interfaceText.bulletedList'),
    icon: 'format_list_bulleted',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'numlist',
    label: (t) => t('interfaceText.numberedList'),
    icon: 'format_list_numbered',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'blockquote',
    label: (t) => t('interfaceText.blockquote'),
    icon: 'format_quote',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  {
    id: 'codeblock',
    label: (t) => t('interfaceText.codeBlock'),
    icon: 'code_blocks',
    isActive: (editor) => editor.isActive('codeBlock'),
    run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
  },
  {
    id: 'table',
    label: (t) => t('interfaceText.insertTable'),
    icon: 'table',
    run: (editor) => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    canRun: (editor) => !editor.isActive('table'),
  },
  {
    id: 'hr',
    label: (t) => t('interfaceText.horizontalRule'),
    icon: 'horizontal_rule',
    run: (editor) => editor.chain().focus().setHorizontalRule().run(),
  },
  {
    id: 'removeformat',
    label: (t) => t('interfaceText.clearFormatting'),
    icon: 'format_clear',
    run: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().run(),
  },
];

/** Shown while the cursor is in a table (when the toolbar offers tables). */
export const TABLE_COMMANDS: readonly RichTextCommand[] = [
  {
    id: 'table-row',
    label: (t) => t('interfaceText.addRow'),
    icon: 'add_row_below',
    run: (editor) => editor.chain().focus().addRowAfter().run(),
  },
  {
    id: 'table-column',
    label: (t) => t('interfaceText.addColumn'),
    icon: 'add_column_right',
    run: (editor) => editor.chain().focus().addColumnAfter().run(),
  },
  {
    id: 'table-delete-row',
    label: (t) => t('interfaceText.deleteRow'),
    icon: 'delete_sweep',
    run: (editor) => editor.chain().focus().deleteRow().run(),
  },
  {
    id: 'table-delete',
    label: (t) => t('interfaceText.deleteTable'),
    icon: 'grid_off',
    run: (editor) => editor.chain().focus().deleteTable().run(),
  },
];

/** What the toolbar offers when the field sets no `toolbar` option. */
export const DEFAULT_TOOLBAR: readonly string[] = [
  'undo',
  'redo',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'h1',
  'h2',
  'h3',
  'bullist',
  'numlist',
  'blockquote',
  'codeblock',
  'customLink',
  'customImage',
  'table',
  'hr',
  'removeformat',
  'code',
];

/** The `toolbar` option as a set of ids (the default when it is missing or not a list of strings). */
export function toolbarIds(option: unknown): ReadonlySet<string> {
  if (Array.isArray(option) && option.every((entry) => typeof entry === 'string')) return new Set(option as string[]);
  return new Set(DEFAULT_TOOLBAR);
}
