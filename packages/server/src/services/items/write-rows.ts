import type { Knex } from 'knex';
import { rethrowDbError } from '../../db/db-errors.js';
import type { Dialect, RunResult } from '../../db/dialects/dialect.js';
import { id, join, param, raw, sql } from '../../db/sql/fragment.js';
import { cachedPlan } from '../../query/plan-cache.js';
import { bindStatement, compileStatement, type CompiledStatement } from '../../query/sql/compile-statement.js';
import { withConnection } from '../../query/sql/run-statement.js';
import { KEYS_SLOT, Slot } from '../../query/sql/slots.js';
import type { CollectionOverview, SchemaOverview } from '../../schema/schema-overview.js';
import type { PrimaryKey } from './primary-key.js';

export type DbRow = Record<string, unknown>;

export interface WriteTarget {
  db: Knex;
  connection?: unknown;
  schema: SchemaOverview;
  dialect: Dialect;
  collection: CollectionOverview;
}

/**
 * Rows of one multi-row INSERT at most: fewer when the dialect binds fewer values than rows ×
 * columns (SQLite 32,766, PostgreSQL 65,535), and no more than this so each cached statement text
 * stays small (one per row count and column set).
 */
const ROWS_PER_INSERT = 1000;

/**
 * Inserts rows and answers their keys in order: multi-row INSERTs (under the dialect's limit of
 * bound values, in the caller's transaction) when the rows have the same columns and their keys are
 * known or come back through RETURNING; one INSERT per row otherwise.
 */
export async function insertRows(target: WriteTarget, rows: DbRow[]): Promise<PrimaryKey[]> {
  const { collection, dialect } = target;
  const primary = collection.primary;
  const keyType = collection.fields[primary]!.type;
  const columns = Object.keys(rows[0] ?? {}).sort();
  const sameColumns = rows.every((row) => sameKeys(row, columns));
  const keysKnown = rows.every((row) => row[primary] !== undefined && row[primary] !== null);
  if (rows.length > 1 && sameColumns && columns.length > 0 && (keysKnown || dialect.supportsReturning)) {
    const perStatement = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(dialect.maxParameters / columns.length)));
    const keys: PrimaryKey[] = [];
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const values: unknown[] = [];
      for (const row of chunk) for (const column of columns) values.push(row[column]);
      const result = await execute(target, insertStatement(target, columns, chunk.length, !keysKnown), values);
      // New keys come from a sequence or the rowid: ascending in the order of the VALUES list.
      const chunkKeys = keysKnown
        ? chunk.map((row) => row[primary] as PrimaryKey)
        : result.rows.map((row) => toKey(row[primary], keyType)).sort((a, b) => Number(a) - Number(b));
      for (const key of chunkKeys) keys.push(key);
    }
    return keys;
  }
  const keys: PrimaryKey[] = [];
  for (const row of rows) {
    const rowColumns = Object.keys(row);
    const isKnown = row[primary] !== undefined && row[primary] !== null;
    const result = await execute(
      target,
      insertStatement(target, rowColumns, 1, !isKnown && dialect.supportsReturning),
      rowColumns.map((c) => row[c]),
    );
    keys.push(
      isKnown ? (row[primary] as PrimaryKey) : toKey(dialect.supportsReturning ? result.rows[0]?.[primary] : result.insertId, keyType),
    );
  }
  return keys;
}

/** `UPDATE … SET … WHERE pk IN (keys)`. */
export async function updateRows(target: WriteTarget, values: DbRow, keys: readonly PrimaryKey[]): Promise<void> {
  const columns = Object.keys(values);
  if (columns.length === 0 || keys.length === 0) return;
  const statement = cachedPlan(target.schema, `update|${target.collection.collection}|${columns.join(',')}`, () => {
    const sets = columns.map((column, index) => sql`${id(column)} = ${param(new Slot(index))}`);
    const text = sql`UPDATE ${id(target.collection.collection)} SET ${join(sets, ', ')} WHERE ${target.dialect.inList(sql`${id(target.collection.primary)}`, param(KEYS_SLOT), false)}`;
    return compileStatement(target.db, text);
  });
  await execute(
    target,
    statement,
    columns.map((c) => values[c]),
    keys,
  );
}

export async function deleteRows(target: WriteTarget, keys: readonly PrimaryKey[]): Promise<void> {
  if (keys.length === 0) return;
  const statement = cachedPlan(target.schema, `delete|${target.collection.collection}`, () =>
    compileStatement(
      target.db,
      sql`DELETE FROM ${id(target.collection.collection)} WHERE ${target.dialect.inList(sql`${id(target.collection.primary)}`, param(KEYS_SLOT), false)}`,
    ),
  );
  await execute(target, statement, [], keys);
}

/** The keys among `keys` that name a row, in the order given. */
export async function existingKeys(target: WriteTarget, keys: readonly PrimaryKey[]): Promise<PrimaryKey[]> {
  if (keys.length === 0) return [];
  const { collection } = target;
  const statement = cachedPlan(target.schema, `exists|${collection.collection}`, () =>
    compileStatement(
      target.db,
      sql`SELECT ${id(collection.primary)} AS ${raw('k')} FROM ${id(collection.collection)} WHERE ${target.dialect.inList(sql`${id(collection.primary)}`, param(KEYS_SLOT), false)}`,
    ),
  );
  const result = await execute(target, statement, [], keys);
  const found = new Set(result.rows.map((row) => String(row.k)));
  return keys.filter((key) => found.has(String(key)));
}

/** Keys of the rows whose `field` equals `value`. */
export async function keysWhere(target: WriteTarget, field: string, value: unknown): Promise<PrimaryKey[]> {
  const { collection } = target;
  const statement = cachedPlan(target.schema, `keys-where|${collection.collection}|${field}`, () =>
    compileStatement(
      target.db,
      sql`SELECT ${id(collection.primary)} AS ${raw('k')} FROM ${id(collection.collection)} WHERE ${id(field)} = ${param(new Slot(0))}`,
    ),
  );
  const result = await execute(target, statement, [value]);
  return result.rows.map((row) => toKey(row.k, collection.fields[collection.primary]!.type));
}

function insertStatement(target: WriteTarget, columns: string[], count: number, returning: boolean): CompiledStatement {
  const { collection, dialect } = target;
  const key = `insert|${collection.collection}|${columns.join(',')}|${count}|${returning}`;
  return cachedPlan(target.schema, key, () => {
    const returningClause = returning ? sql` RETURNING ${id(collection.primary)}` : raw('');
    if (columns.length === 0) {
      // An item of defaults only: the same statement in every dialect's syntax.
      const values = raw(dialect.defaultValuesInsert);
      return compileStatement(target.db, sql`INSERT INTO ${id(collection.collection)} ${values}${returningClause}`);
    }
    let index = 0;
    const tuples = Array.from(
      { length: count },
      () =>
        sql`(${join(
          columns.map(() => sql`${param(new Slot(index++))}`),
          ', ',
        )})`,
    );
    const names = join(
      columns.map((column) => sql`${id(column)}`),
      ', ',
    );
    return compileStatement(
      target.db,
      sql`INSERT INTO ${id(collection.collection)} (${names}) VALUES ${join(tuples, ', ')}${returningClause}`,
    );
  });
}

async function execute(
  target: WriteTarget,
  statement: CompiledStatement,
  values: unknown[],
  keys?: readonly PrimaryKey[],
): Promise<RunResult> {
  const bindings = bindStatement(statement, values, keys === undefined ? undefined : target.dialect.listValue(keys));
  try {
    return await withConnection(target, target.dialect, (run) => run(statement.sql, bindings));
  } catch (error) {
    rethrowDbError(target.dialect, error, { collection: target.collection.collection, primaryKey: target.collection.primary });
  }
}

function sameKeys(row: DbRow, columns: string[]): boolean {
  return Object.keys(row).length === columns.length && columns.every((column) => column in row);
}

/** Keys as answers show them: integer keys as numbers (PostgreSQL gives bigint as text). */
export function toKey(value: unknown, type: string): PrimaryKey {
  if (type !== 'integer' && type !== 'bigInteger') return value as PrimaryKey;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : String(value);
}
