import type { ComponentType } from 'react';
import type { LayoutColumn } from '../layouts/types.js';
import type { OptionDeclaration } from '../lib/options/option-declaration.js';
import { fieldDisplayOptions } from '../lib/schema/field-meta.js';

/** What every display gets: one value of a column (the field, its options and relation live on the column). */
export interface DisplayProps {
  value: unknown;
  column: LayoutColumn;
}

/**
 * How a field's values read in the table, the cards and related lists (`meta.display`).
 * Adding one = a folder + a line in `registry.ts`.
 */
export interface DisplayDefinition {
  id: string;
  /** What the field editor's display picker shows (the reference's display names). */
  name: string;
  /**
   * Paths under the column's key the display needs, asked for in the page's one items request
   * (`['id', 'title']` → `author.id`, `author.title`). Absent: the column's own value.
   */
  fields?: (column: LayoutColumn) => string[] | null;
  /** The value as plain text: tooltips, accessible names, and the display when it has no component. */
  text: (value: unknown, column: LayoutColumn) => string;
  component?: ComponentType<DisplayProps>;
  /** What the field editor offers for `meta.display_options`. */
  options?: readonly OptionDeclaration[];
}

/** The column's `meta.display_options` (empty when none). */
export function displayOptions(column: LayoutColumn): Record<string, unknown> {
  return fieldDisplayOptions(column.field);
}

export function stringOption(options: Record<string, unknown>, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
