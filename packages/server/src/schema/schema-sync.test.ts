import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness/test-databases.js';
import { createConnection } from '../db/connection.js';
import { migrate } from '../db/migrations/migrate.js';
import { createSchemaCache, type SchemaCache } from './schema-cache.js';
import { startSchemaSync, type SchemaSync } from './schema-sync.js';

const logger = pino({ level: 'silent' });

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describe('startSchemaSync', () => {
  let database: TestDatabase;
  let db: Knex;
  const syncs: SchemaSync[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite3');
    db = createConnection(database.settings);
    await migrate(db);
  });
  afterAll(async () => {
    await Promise.all(syncs.map((sync) => sync.close()));
    await db?.destroy();
    await database?.drop();
  });

  const instance = async (channel: string): Promise<SchemaCache> => {
    const cache = createSchemaCache(db);
    syncs.push(await startSchemaSync(cache, { logger, channel }));
    return cache;
  };

  it('makes the other instances rebuild their model, and not the one that changed it twice', async () => {
    const channel = `tessera:test:${randomUUID()}`;
    const [first, second, third] = [await instance(channel), await instance(channel), await instance(channel)];
    const versions = await Promise.all([first.get(), second.get(), third.get()]).then((models) => models.map((m) => m.version));
    first.invalidate();
    const firstRebuilt = (await first.get()).version;
    expect(firstRebuilt).toBeGreaterThan(versions[0]!);
    await until(async () => (await second.get()).version > versions[1]! && (await third.get()).version > versions[2]!, 1000);
    // The message came back to the first instance too, and was ignored as its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await first.get()).version).toBe(firstRebuilt);
  });

  it('does not forward what it heard from another instance', async () => {
    const channel = `tessera:test:${randomUUID()}`;
    const heard: number[] = [];
    const [first, second] = [await instance(channel), await instance(channel)];
    second.onInvalidate(() => heard.push(Date.now()));
    await second.get();
    first.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });

  it('refuses to start when Redis cannot be reached, instead of running unsynchronised', async () => {
    await expect(startSchemaSync(createSchemaCache(db), { logger, url: 'redis://127.0.0.1:1' })).rejects.toThrow();
  });
});
