import type { Knex } from 'knex';
import type { RecordedTrail, SchemaChange } from './run-schema-change.js';

type Row = Record<string, unknown>;

/** Which rows: column values to match, or a Knex where-callback. */
export type Condition = Row | ((query: Knex.QueryBuilder) => void);

function matching(change: SchemaChange, table: string, where: Condition): Knex.QueryBuilder {
  return typeof where === 'function' ? change.db(table).where(where) : change.db(table).where(where);
}

/** Primary key of each system table a schema change writes to (`id` unless listed). */
const PRIMARY_KEYS: Record<string, string> = { directus_collections: 'collection' };

const primaryKeyOf = (table: string): string => PRIMARY_KEYS[table] ?? 'id';

/** Inserts a metadata row (values already in storage form) and records its removal as the undo. */
export async function insertRow(change: SchemaChange, table: string, row: Row): Promise<unknown> {
  const key = primaryKeyOf(table);
  const insert = change.db(table).insert(row);
  const [inserted] = (await (change.dialect.supportsReturning ? insert.returning(key) : insert)) as Array<Row | number>;
  const id = row[key] ?? (typeof inserted === 'object' && inserted !== null ? inserted[key] : inserted);
  change.undo(async () => {
    await change
      .db(table)
      .where(key, id as string | number)
      .delete();
  });
  await record(change, table, 'create', [{ key: id as string | number }]);
  return id;
}

/** Updates metadata rows and records how to put the previous values back. */
export async function updateRows(change: SchemaChange, table: string, where: Condition, patch: Row): Promise<void> {
  // `meta: {}` changes nothing; knex refuses an empty UPDATE (it answered 500).
  if (Object.keys(patch).length === 0) return;
  const key = primaryKeyOf(table);
  // The previous values are only needed where DDL cannot roll back with the transaction; the keys for the record.
  const before = change.dialect.hasTransactionalDdl
    ? change.trail
      ? ((await matching(change, table, where).select(key)) as Row[])
      : []
    : ((await matching(change, table, where).select('*')) as Row[]);
  await matching(change, table, where).update(patch);
  if (before.length === 0) return;
  if (!change.dialect.hasTransactionalDdl) {
    change.undo(async () => {
      for (const row of before) {
        const previous = Object.fromEntries(Object.keys(patch).map((column) => [column, row[column]]));
        await change
          .db(table)
          .where(key, row[key] as string | number)
          .update(previous);
      }
    });
  }
  const changed = Object.keys(patch);
  await record(
    change,
    table,
    'update',
    before.map((row) => ({ key: row[key] as string | number, changed })),
  );
}

/** Deletes metadata rows and records their re-insertion as the undo. */
export async function deleteRows(change: SchemaChange, table: string, where: Condition): Promise<void> {
  const key = primaryKeyOf(table);
  const before = change.dialect.hasTransactionalDdl
    ? change.trail
      ? ((await matching(change, table, where).select(key)) as Row[])
      : []
    : ((await matching(change, table, where).select('*')) as Row[]);
  await matching(change, table, where).delete();
  if (before.length === 0) return;
  if (!change.dialect.hasTransactionalDdl) {
    change.undo(async () => {
      await change.db.batchInsert(table, before, 500);
    });
  }
  await record(
    change,
    table,
    'delete',
    before.map((row) => ({ key: row[key] as string | number })),
  );
}

/**
 * Hands the writes to the change's trail, if it has one; where DDL is not transactional, the
 * activity and revision rows it made are taken back with the change.
 */
async function record(
  change: SchemaChange,
  table: string,
  action: 'create' | 'update' | 'delete',
  writes: ReadonlyArray<{ key: string | number; changed?: readonly string[] }>,
): Promise<void> {
  if (!change.trail || writes.length === 0) return;
  const recorded: RecordedTrail = await change.trail.record(change, table, action, writes);
  if (change.dialect.hasTransactionalDdl) return;
  change.undo(async () => {
    const revisions = recorded.revisions.filter((id): id is string | number => id !== null);
    if (revisions.length > 0) await change.db('directus_revisions').whereIn('id', revisions).delete();
    if (recorded.activity.length > 0) await change.db('directus_activity').whereIn('id', recorded.activity).delete();
  });
}
