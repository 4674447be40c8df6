import type { Knex } from 'knex';
import { dialectOf } from '../dialects/dialect-of.js';
import { SYSTEM_TABLES } from '../system-tables.js';
import { createSystemTables } from './0001-create-system-tables.js';
import { createOtpUsed } from './0002-create-otp-used.js';
import { addCollectionTrash } from './0003-add-collection-trash.js';
import { createSamlRequests } from './0004-create-saml-requests.js';
import { addWebhookMigrationColumns } from './0005-add-webhook-migration-columns.js';
import { applyTableSpecs } from './apply-table-spec.js';
import type { Migration } from './migration.js';

export const MIGRATIONS: Migration[] = [
  createSystemTables,
  createOtpUsed,
  addCollectionTrash,
  createSamlRequests,
  addWebhookMigrationColumns,
];

/** Instances starting together must not migrate twice: a database-level lock of this name serialises them. */
const LOCK_KEY = 'tessera_migrations';

/** Runs the migrations not yet recorded, one instance at a time; returns the versions it ran. */
export async function migrate(db: Knex, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  return dialectOf(db).withMigrationLock(db, LOCK_KEY, async (conn) => {
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
