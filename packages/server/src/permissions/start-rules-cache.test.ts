import type { Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness/test-databases.js';
import { createConnection } from '../db/connection.js';
import { migrate } from '../db/migrations/migrate.js';
import { createSchemaCache } from '../schema/schema-cache.js';
import type { RulesCache } from './rules-cache.js';
import { startRulesCache } from './start-rules-cache.js';

const REDIS = 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

describe('rules cache across instances (SYNCHRONIZATION_STORE=redis)', () => {
  let database: TestDatabase;
  let db: Knex;
  let first: RulesCache;
  let second: RulesCache;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite3');
    db = createConnection(database.settings);
    await migrate(db);
    const config = { SYNCHRONIZATION_STORE: 'redis' as const, REDIS };
    first = await startRulesCache({ config, db, schema: createSchemaCache(db), logger });
    second = await startRulesCache({ config, db, schema: createSchemaCache(db), logger });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.destroy();
    await database?.drop();
  });

  it("drops the other instance's compiled rules when one instance invalidates", async () => {
    await db('directus_permissions').insert({ role: null, collection: 'directus_settings', action: 'read', fields: '*' });
    const before = await second.get(null, false);
    expect(await second.get(null, false)).toBe(before);
    first.invalidate();
    await expect.poll(async () => (await second.get(null, false)) !== before, { timeout: 3_000 }).toBe(true);
  });

  it('uses the local Redis when REDIS is unset, like the schema sync', async () => {
    const third = await startRulesCache({
      config: { SYNCHRONIZATION_STORE: 'redis', REDIS: undefined },
      db,
      schema: createSchemaCache(db),
      logger,
    });
    try {
      const before = await third.get(null, false);
      first.invalidate();
      await expect.poll(async () => (await third.get(null, false)) !== before, { timeout: 3_000 }).toBe(true);
    } finally {
      await third.close();
    }
  });

  it('stays local with the memory store', async () => {
    const local = await startRulesCache({
      config: { SYNCHRONIZATION_STORE: 'memory', REDIS: undefined },
      db,
      schema: createSchemaCache(db),
      logger,
    });
    const rules = await local.get(null, false);
    expect(rules.rules.get('directus_settings')?.get('read')).toBeDefined();
    await local.close();
  });
});
