import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createConnection } from '../connection.js';
import { introspect } from '../introspect/introspect.js';
import { createSystemTables } from './0001-create-system-tables.js';
import { createOtpUsed } from './0002-create-otp-used.js';
import { addCollectionTrash } from './0003-add-collection-trash.js';
import { migrate } from './migrate.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('migration 0003 (directus_collections.trash) on %s', (client) => {
  let database: TestDatabase;
  let db: Knex;

  beforeAll(async () => {
    database = await createTestDatabase(client);
    db = createConnection(database.settings);
    // A database as Directus left it: its tables, a collection's options, no `trash` column.
    await migrate(db, [createSystemTables, createOtpUsed]);
    expect(await db.schema.hasColumn('directus_collections', 'trash')).toBe(false);
    await db('directus_collections').insert({ collection: 'articles', icon: 'article' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('adds the column as NOT NULL DEFAULT false, leaving existing rows off', async () => {
    expect(await migrate(db, [createSystemTables, createOtpUsed, addCollectionTrash])).toEqual(['tessera-0003']);
    const column = (await introspect(db)).find((table) => table.name === 'directus_collections')!.columns.find((c) => c.name === 'trash');
    expect(column?.isNullable).toBe(false);
    expect([false, 0, '0']).toContainEqual(column?.defaultValue);
    const row = await db('directus_collections').where('collection', 'articles').first('icon', 'trash');
    expect({ icon: row.icon, trash: Boolean(row.trash) }).toEqual({ icon: 'article', trash: false });
  });

  it('does nothing where the column exists already', async () => {
    await addCollectionTrash.up(db);
    expect(await migrate(db, [createSystemTables, createOtpUsed, addCollectionTrash])).toEqual([]);
  });
});
