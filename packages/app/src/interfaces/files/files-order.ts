import { withCreatedReplaced, withUpdated } from '../related-items/alterations.js';
import type { DisplayRow } from '../related-items/alterations.js';

/** A sort value as a number; anything else sorts last. */
function sortValue(row: DisplayRow, sortField: string): number {
  const value = Number(row.item[sortField]);
  return row.item[sortField] === null || row.item[sortField] === undefined || Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
}

/** Rows in their sort field's order (rows without one keep their place after the sorted ones). */
export function sortedRows(rows: readonly DisplayRow[], sortField: string | null): DisplayRow[] {
  if (!sortField) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sortValue(a.row, sortField) - sortValue(b.row, sortField) || a.index - b.index)
    .map(({ row }) => row);
}

/** The sort value a row added at the end gets: one past the highest. */
export function nextSortValue(rows: readonly DisplayRow[], sortField: string): number {
  const values = rows.map((row) => sortValue(row, sortField)).filter(Number.isFinite);
  return values.length === 0 ? 1 : Math.max(...values) + 1;
}

/** `rows` with the one at `from` moved to `to`. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const result = [...rows];
  const [moved] = result.splice(from, 1);
  if (moved === undefined) return result;
  result.splice(Math.max(0, Math.min(to, result.length)), 0, moved);
  return result;
}

/**
 * The edit that stores `ordered` as the new order: every junction row gets its place (1, 2, …) in
 * the sort field, existing rows as updates and new rows in their create entry, as the
 * reference's manual sort of a many-to-many writes it.
 */
export function withOrder(value: unknown, ordered: readonly DisplayRow[], sortField: string, junctionKeyField: string): unknown {
  let next: unknown = value;
  ordered.forEach((row, index) => {
    const place = index + 1;
    if (row.state === 'created') next = withCreatedReplaced(next, row.createIndex ?? 0, { ...row.item, [sortField]: place });
    else if (row.primaryKey !== undefined && row.item[sortField] !== place)
      next = withUpdated(next, junctionKeyField, row.primaryKey, { [sortField]: place });
  });
  return next;
}
