import type { Dialect } from './dialects/dialect.js';

/** Values a statement keeps free for its other bindings besides the list. */
const RESERVED = 100;

/**
 * `values` in runs that each fit one statement of `dialect` as a list bound a value per
 * placeholder (knex's `whereIn`), so a user-sized list never passes what the database binds in one
 * statement (SQLite 32,766, PostgreSQL 65,535): run the statement once per run, in one transaction
 * where it writes. The item operations bind a whole list as one value instead (Dialect.inList).
 */
export function parameterChunks<T>(dialect: Pick<Dialect, 'maxParameters'>, values: readonly T[]): T[][] {
  const size = Math.max(1, dialect.maxParameters - RESERVED);
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}
