import type { ComponentType } from 'react';

/**
 * One setting an interface or display offers in the field editor, stored under `key` in the
 * field's `meta.options` (interfaces) or `meta.display_options` (displays). The editor builds
 * its options form from these lists, so a new option is one line on a definition.
 */
export type OptionDeclaration =
  | { key: string; label: string; kind: 'text' | 'number' | 'template'; hint?: string }
  /** `isOnByDefault`: the interface treats a missing value as on, so unticking stores `false`. */
  | { key: string; label: string; kind: 'boolean'; isOnByDefault?: boolean; hint?: string }
  | { key: string; label: string; kind: 'select'; choices: readonly OptionChoice[]; hint?: string }
  /** A list of `{ text, value }` entries (a select's `choices`). */
  | { key: string; label: string; kind: 'choices'; hint?: string }
  /** A list of plain strings (tag presets). */
  | { key: string; label: string; kind: 'list'; hint?: string }
  /** An editor of the interface's own (a map to pan and zoom for the map's default view). */
  | { key: string; label: string; kind: 'custom'; editor: ComponentType<OptionEditorProps>; hint?: string };

/** What a `custom` option's editor gets: the option's stored value, and the id its label names. */
export interface OptionEditorProps {
  id: string;
  describedBy: string | undefined;
  value: unknown;
  /** The next value; null removes the option, so the interface's own default applies. */
  onChange: (value: unknown) => void;
}

export interface OptionChoice {
  value: string;
  text: string;
}
