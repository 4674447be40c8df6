import type { PartialFields } from './partial-fields.js';
import type { Filter } from './permission-row.js';

export interface WritableItemsFilter {
  /** Which rows decide which fields (row indexes): the filter's shape, for caching queries compiled from it. */
  shape: string;
  filter: Filter;
}

/**
 * The items on which every one of `fields` is writable when the rule decides some of them per row:
 * for each such field, the OR of the item rules of the rows that allow it. Fields decided by the
 * same rows share one condition. Null when none of the fields is decided per row.
 */
export function writableItemsFilter(partial: PartialFields | null | undefined, fields: readonly string[]): WritableItemsFilter | null {
  if (!partial) return null;
  const groups = new Map<string, readonly number[]>();
  for (const field of fields) {
    const rows = partial.fields.get(field);
    if (rows) groups.set(rows.join(','), rows);
  }
  if (groups.size === 0) return null;
  const keys = [...groups.keys()].sort();
  const conditions = keys.map((key) => {
    const rows = groups.get(key)!;
    return rows.length === 1 ? partial.filters[rows[0]!]! : { _or: rows.map((index) => partial.filters[index]!) };
  });
  return { shape: keys.join(';'), filter: conditions.length === 1 ? conditions[0]! : { _and: conditions } };
}
