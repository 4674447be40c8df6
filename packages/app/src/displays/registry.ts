import { formatCell } from '../layouts/format-cell.js';
import type { LayoutColumn } from '../layouts/types.js';
import { booleanDisplay } from './boolean/definition.js';
import { datetimeDisplay } from './datetime/definition.js';
import { formattedValueDisplay } from './formatted-value/definition.js';
import { fileDisplay } from './file/definition.js';
import { filesDisplay } from './files/definition.js';
import { imageDisplay } from './image/definition.js';
import { labelsDisplay } from './labels/definition.js';
import { rawDisplay } from './raw/definition.js';
import { relatedValuesDisplay } from './related-values/definition.js';
import type { DisplayDefinition } from './types.js';
import { userDisplay } from './user/definition.js';

/**
 * Every display the app has, by `meta.display` id. Adding one = a folder + a line here. App
 * extensions add theirs at run time (addDisplay); the object has no prototype.
 */
const registry: Record<string, DisplayDefinition> = Object.assign(
  Object.create(null) as Record<string, DisplayDefinition>,
  Object.fromEntries(
    [
      labelsDisplay,
      relatedValuesDisplay,
      booleanDisplay,
      datetimeDisplay,
      imageDisplay,
      fileDisplay,
      filesDisplay,
      userDisplay,
      formattedValueDisplay,
      rawDisplay,
    ].map((definition) => [definition.id, definition]),
  ),
);

export const DISPLAYS: Readonly<Record<string, DisplayDefinition>> = registry;

/** The built-in displays' ids (an extension cannot replace one). */
export const BUILT_IN_DISPLAY_IDS: ReadonlySet<string> = new Set(Object.keys(registry));

/** Adds an app extension's display; false (nothing changed) when the id is taken. */
export function addDisplay(definition: DisplayDefinition): boolean {
  if (Object.hasOwn(registry, definition.id)) return false;
  registry[definition.id] = definition;
  return true;
}

/** What a column shows when no display is chosen (or one the app lacks): the layouts' plain text. */
const plainDisplay: DisplayDefinition = { id: 'plain', name: 'Plain', text: formatCell };

const DEFAULT_BY_TYPE: Record<string, string> = {
  boolean: 'boolean',
  date: 'datetime',
  dateTime: 'datetime',
  timestamp: 'datetime',
  time: 'datetime',
  json: 'raw',
  csv: 'labels',
};

/** The display for a column: its field's `meta.display`, else the default for its relation, interface or type. */
export function displayFor(column: LayoutColumn): DisplayDefinition {
  const meta = column.field.meta;
  const chosen = meta?.display ? DISPLAYS[meta.display] : undefined;
  if (chosen) return chosen;
  // Files through a junction show their thumbnails; other junction rows (m2m, m2a, translations) read through their templates.
  if (column.junctionField && column.relatedCollection === 'directus_files' && !meta?.display) return filesDisplay;
  if (column.junctionField) return plainDisplay;
  if (column.relatedCollection === 'directus_files') return imageDisplay;
  if (column.relatedCollection === 'directus_users') return userDisplay;
  if (column.relatedCollection) return plainDisplay;
  if (meta?.special?.includes('conceal')) return plainDisplay;
  if (meta?.interface === 'tags') return labelsDisplay;
  if (meta?.interface === 'input-rich-text-html') return formattedValueDisplay;
  const byType = DEFAULT_BY_TYPE[column.field.type];
  return (byType ? DISPLAYS[byType] : undefined) ?? plainDisplay;
}

/** The paths under a column's key its display needs in the items request, or null for the value itself. */
export function displayFields(column: LayoutColumn): string[] | null {
  return displayFor(column).fields?.(column) ?? null;
}

/** A value as its display reads in words (tooltips, accessible names, card subtitles). */
export function displayText(value: unknown, column: LayoutColumn): string {
  if (value === null || value === undefined) return '';
  return displayFor(column).text(value, column);
}
