import type { CollectionOverview, FieldOverview } from '../../schema/schema-overview.js';
import { convertCsvValue } from './convert-csv-value.js';

/**
 * What one CSV column holds: a field's value, or one leaf of a json field that the export wrote as
 * dot paths (`data.nested.ok`, see services/export/serializers/csv-cells.ts).
 */
export type CsvColumn = { field: FieldOverview; path: null } | { field: FieldOverview; path: string[] };

/**
 * The column a header name stands for, or null when it names nothing of the collection. Field
 * names are matched trimmed (spreadsheets pad them); the keys of a json leaf are taken from the
 * `raw` name as written, since a key of the object may itself start or end with a space.
 */
export function csvColumnOf(collection: CollectionOverview, name: string, raw = name): CsvColumn | null {
  const field = collection.fields[name];
  if (field) return { field, path: null };
  const dot = raw.indexOf('.');
  if (dot <= 0 || dot === raw.length - 1) return null;
  const root = collection.fields[raw.slice(0, dot).trim()];
  if (!root || root.type !== 'json') return null;
  const path = raw.slice(dot + 1).split('.');
  return path.includes('') ? null : { field: root, path };
}

/**
 * The payload of one record: plain columns converted by their field's type, and the dot-path
 * leaves of each json field put back together into its object. A leaf is read as the export
 * wrote it: an unquoted cell is JSON (a number, true, false), a quoted one is text unless it is a
 * JSON array or object (arrays and empty objects are written as one quoted JSON cell), an empty
 * unquoted cell is a key the object did not have. A json field whose own column has a value
 * (an array, say) keeps it; with no value and no leaves it is null. Keys are defined as own
 * properties, so a `__proto__` leaf is data, never the object's prototype.
 */
export function csvPayloadOf(
  columns: readonly CsvColumn[],
  cells: readonly string[],
  quoted: ReadonlySet<number>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const objects = new Map<string, Record<string, unknown>>();
  for (const [index, column] of columns.entries()) {
    const text = cells[index]!;
    const name = column.field.field;
    if (column.path === null) {
      if (!(objects.has(name) && text === '')) values[name] = convertCsvValue(column.field, text);
      continue;
    }
    if (!Object.hasOwn(values, name)) values[name] = null;
    if (text === '' && !quoted.has(index)) continue;
    let object = objects.get(name);
    if (!object) objects.set(name, (object = {}));
    setPath(object, column.path, leafValue(text, quoted.has(index)));
  }
  for (const [name, object] of objects) if (values[name] === null) values[name] = object;
  return values;
}

function leafValue(text: string, quoted: boolean): unknown {
  if (quoted && !text.startsWith('[') && !text.startsWith('{')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let object = target;
  for (const key of path.slice(0, -1)) {
    const next = Object.hasOwn(object, key) ? object[key] : undefined;
    if (next !== null && typeof next === 'object' && !Array.isArray(next)) object = next as Record<string, unknown>;
    else object = define(object, key, {}) as Record<string, unknown>;
  }
  define(object, path[path.length - 1]!, value);
}

function define(object: Record<string, unknown>, key: string, value: unknown): unknown {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
