import type { Knex } from 'knex';
import { dbClientOf } from '../connection.js';
import { SYSTEM_TABLES } from '../system-tables.js';
import { createSystemTables } from './0001-create-system-tables.js';
import { createOtpUsed } from './0002-create-otp-used.js';
import { applyTableSpecs } from './apply-table-spec.js';
import type { Migration } from './migration.js';

export const MIGRATIONS: Migration[] = [createSystemTables, createOtpUsed];

const LOCK_KEY = 'tessera_migrations';

/** Runs the migrations not yet recorded, one instance at a time; returns the versions it ran. */
export async function migrate(db: Knex, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  return withMigrationLock(db, async (conn) => {
    const migrationsTable = SYSTEM_TABLES.filter((table) => table.name === 'directus_migrations');
    await applyTableSpecs(conn, migrationsTable);
    const done = new Set((await conn('directus_migrations').select('version')).map((row: { version: string }) => row.version));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await migration.up(conn);
      await conn('directus_migrations').insert({ version: migration.version, name: migration.name, timestamp: new Date() });
      ran.push(migration.version);
    }
    return ran;
  });
}

/** Instances starting together must not migrate twice: a database-level lock serialises them. */
async function withMigrationLock<T>(db: Knex, run: (conn: Knex) => Promise<T>): Promise<T> {
  switch (dbClientOf(db)) {
    case 'pg':
      // DDL is transactional on PostgreSQL: a failed migration leaves nothing half done.
      return db.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [LOCK_KEY]);
        return run(trx);
      });
    case 'mysql':
      return db.transaction(async (trx) => {
        await trx.raw('select get_lock(?, 120)', [LOCK_KEY]);
        try {
          return await run(trx);
        } finally {
          await trx.raw('select release_lock(?)', [LOCK_KEY]);
        }
      });
    case 'sqlite3':
      return run(db);
  }
}
