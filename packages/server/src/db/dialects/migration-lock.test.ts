import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverTestDatabases, testDatabasesFor, type TestDatabase } from '../../../test/harness/test-databases.js';
import { createConnection } from '../connection.js';
import { dialectOf } from './dialect-of.js';

const DATABASES = serverTestDatabases(testDatabasesFor(import.meta.url));

/**
 * The migration lock serialises instances of one database only: test files (and tenants) migrating
 * other databases of the same server go on (issue 39; MariaDB's GET_LOCK names are server-wide).
 */
describe.each(DATABASES)('the migration lock on %s', (client) => {
  const databases: TestDatabase[] = [];
  const connections: Knex[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) databases.push(await createTestDatabase(client));
    // Two connections to the first database, one to the second.
    connections.push(createConnection(databases[0]!.settings), createConnection(databases[0]!.settings));
    connections.push(createConnection(databases[1]!.settings));
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.destroy()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('lets another database migrate while one holds it, and makes the same database wait', async () => {
    const [first, sameDatabase, otherDatabase] = connections as [Knex, Knex, Knex];
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = dialectOf(first).withMigrationLock(first, 'tessera_migrations', async () => {
      locked();
      await held;
      order.push('first done');
    });
    await isLocked;
    const waiting = dialectOf(sameDatabase).withMigrationLock(
      sameDatabase,
      'tessera_migrations',
      async () => void order.push('same database'),
    );
    await dialectOf(otherDatabase).withMigrationLock(otherDatabase, 'tessera_migrations', async () => void order.push('other database'));
    release();
    await Promise.all([holder, waiting]);
    expect(order).toEqual(['other database', 'first done', 'same database']);
  });
});
