import type { Knex } from 'knex';
import { AppError } from '../../../errors/app-error.js';
import { invalidPayload } from '../../../errors/error-helpers.js';
import { introspectSqlite } from '../../introspect/sqlite.js';
import { REFERENTIAL_ACTIONS, type ColumnDefinition } from '../column-definition.js';
import type { DialectDdl } from '../dialect.js';
import { withPooledConnection } from '../knex-pool.js';
import { geometrySqlType, knexDdl } from '../knex-ddl.js';

const MAX_IDENTIFIER_LENGTH = 64;

/**
 * SQLite keeps the declared type name as written, and Tessera reads field types back from it, so
 * types Knex would blur are spelled out: Knex writes decimal as `float` and timestamp as
 * `datetime`. Geometry is kept as GeoJSON text in a column declared with its OGC type name
 * (SQLite has no spatial types without SpatiaLite).
 */
function spell(column: ColumnDefinition): string | null {
  if (column.type === 'decimal') return `decimal(${column.precision ?? 10}, ${column.scale ?? 5})`;
  if (column.type === 'timestamp') return 'timestamp';
  if (column.type.startsWith('geometry')) return geometrySqlType(column.type);
  return null;
}

const shared = knexDdl({
  spell,
  maxIdentifierLength: MAX_IDENTIFIER_LENGTH,
  async dropUnique(db, table, column) {
    const indexes: Array<{ name: string; unique: number; origin: string }> = await db.raw(`pragma index_list(${quote(table)})`);
    for (const index of indexes.filter((i) => i.unique === 1 && i.origin !== 'pk')) {
      const parts: Array<{ name: string }> = await db.raw(`pragma index_info(${quote(index.name)})`);
      if (parts.length !== 1 || parts[0]?.name !== column) continue;
      // An inline UNIQUE constraint (origin "u") is part of the table definition and has no index to drop.
      if (index.origin === 'u')
        throw invalidPayload(
          `The unique constraint on "${table}"."${column}" is part of the table definition and can't be removed on SQLite`,
        );
      await db.raw(`drop index ${quote(index.name)}`);
    }
  },
});

export const sqliteDdl: DialectDdl = {
  maxIdentifierLength: MAX_IDENTIFIER_LENGTH,
  hasTransactionalDdl: true,
  referentialActions: REFERENTIAL_ACTIONS,
  // ALTER TABLE cannot add a constraint; CREATE TABLE accepts references to tables that come later.
  declaresForeignKeysInCreateTable: true,
  foreignKeysIgnoreTypes: true,

  // SQLite can only add a foreign key by rebuilding the table (create, copy, drop, rename). With
  // foreign keys enforced, dropping the old table would fire ON DELETE actions on the rows that
  // point at it, and the pragma cannot change inside a transaction: so it is turned off before
  // BEGIN and the violations are checked once, before COMMIT
  // (https://www.sqlite.org/lang_altertable.html#otheralter). The connection is held throughout
  // and only goes back to the pool with foreign keys on again, so no other query runs without them.
  transaction(db, run) {
    return withPooledConnection(db, async (connection) => {
      await db.raw('pragma foreign_keys = off').connection(connection);
      try {
        return await db.transaction(
          async (trx) => {
            const result = await run(trx);
            await assertNoForeignKeyViolations(trx);
            return result;
          },
          { connection },
        );
      } finally {
        await db.raw('pragma foreign_keys = on').connection(connection);
      }
    });
  },

  // No lock: a SQLite database is a local file that one instance serves.
  withMigrationLock(db, _key, run) {
    return run(db);
  },

  async listTables(db) {
    const rows: Array<{ name: string }> = await db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
    return rows.map((row) => row.name);
  },

  introspect: introspectSqlite,

  ...shared,

  async addColumn(db, table, column) {
    // ADD COLUMN refuses NOT NULL without a default and non-constant defaults such as CURRENT_TIMESTAMP:
    // add it plain, fill it, then redefine it (a table rebuild).
    const needsRebuild = (!column.nullable && column.default.kind === 'none') || column.default.kind === 'now';
    if (!needsRebuild) return shared.addColumn(db, table, column);
    const plain: ColumnDefinition = { ...column, nullable: true, default: { kind: 'none' } };
    const undo = await shared.addColumn(db, table, plain);
    if (column.default.kind === 'now') await db(table).update({ [column.name]: db.fn.now() });
    await shared.alterColumn(db, table, plain, column);
    return undo;
  },
};

async function assertNoForeignKeyViolations(trx: Knex): Promise<void> {
  const violations: Array<{ table: string; parent: string; fkid: number }> = await trx.raw('pragma foreign_key_check');
  const first = violations[0];
  if (!first) return;
  const keys: Array<{ id: number; from: string }> = await trx.raw(`pragma foreign_key_list(${quote(first.table)})`);
  const field = keys.find((key) => key.id === first.fkid)?.from ?? null;
  throw new AppError('INVALID_FOREIGN_KEY', `Invalid foreign key${field ? ` for field "${field}"` : ''} in collection "${first.table}".`, {
    collection: first.table,
    field,
  });
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
