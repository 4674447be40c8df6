import type { Filter, PermissionRow } from './permission-row.js';

/**
 * The fields of a merged rule that are not allowed on every item it admits: several rows of one
 * collection + action whose item rules and field lists differ (a role row next to a default rule,
 * or two role rows). A field is readable (writable) on an item only when some row that admits the
 * item allows it, so for these fields the rows that allow them are kept apart.
 */
export interface PartialFields {
  /**
   * Every row's item rule, in row order (variables unresolved until the rule is resolved). For a
   * create, each row's validation instead: a new item has no stored values, so the condition a
   * row puts on it is its validation.
   */
  filters: readonly Filter[];
  /** A field → the indexes (into `filters`) of the rows that allow it; each list sorted. */
  fields: ReadonlyMap<string, readonly number[]>;
}

/**
 * Null when every field of `union` is decided the same on every admitted item (the common case:
 * one row, or rows that allow the same fields), so the queries stay what they were. A row that
 * admits every item (no item rule) makes the fields it allows plain.
 */
export function partialFieldsOf(
  rows: readonly PermissionRow[],
  union: readonly string[],
  conditionOf: (row: PermissionRow) => Filter | null = (row) => row.permissions,
): PartialFields | null {
  if (rows.length < 2) return null;
  const fields = new Map<string, number[]>();
  for (const field of union) {
    const allowing: number[] = [];
    let plain = true;
    rows.forEach((row, index) => {
      if (!allowsField(row, field)) plain = false;
      else allowing.push(index);
    });
    if (plain || allowing.some((index) => isEveryItem(conditionOf(rows[index]!)))) continue;
    fields.set(field, allowing);
  }
  if (fields.size === 0) return null;
  return { filters: rows.map((row) => conditionOf(row) ?? {}), fields };
}

function allowsField(row: PermissionRow, field: string): boolean {
  return row.fields !== null && (row.fields.includes('*') || row.fields.includes(field));
}

function isEveryItem(filter: Filter | null): boolean {
  return filter === null || Object.keys(filter).length === 0;
}
