import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterKey } from '../../../test/harness/fuzz-arbitraries.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Collections keyed by an integer, a UUID and a string, a few rows each. */
async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('by_int', (t) => {
    t.increments('id');
    t.string('name', 20).notNullable();
  });
  await db.schema.createTable('by_uuid', (t) => {
    t.uuid('id').primary();
    t.string('name', 20).notNullable();
  });
  await db.schema.createTable('by_code', (t) => {
    t.string('id', 40).primary();
    t.string('name', 20).notNullable();
  });
  await db('directus_collections').insert([{ collection: 'by_int' }, { collection: 'by_uuid' }, { collection: 'by_code' }]);
  await db('by_int').insert([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
  await db('by_uuid').insert([
    { id: '0b7d3f52-9b7e-4a3c-8d7a-5e0f6c1a2b3c', name: 'a' },
    { id: 'f3a1c2d4-1e2f-4a5b-9c8d-7e6f5a4b3c2d', name: 'b' },
  ]);
  await db('by_code').insert([
    { id: 'alpha', name: 'a' },
    { id: 'beta', name: 'b' },
    { id: "o'neil", name: 'c' },
  ]);
}

describe.each(DATABASES)('fuzzing after= on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createSchema(server.server.ctx.db);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('answers any after key with 200 or 400 INVALID_QUERY, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        afterKey,
        fc.constantFrom('by_int', 'by_uuid', 'by_code'),
        fc.constantFrom('', '&sort=-name', '&sort=name,-id'),
        fc.boolean(),
        async (key, collection, sort, bySearch) => {
          const response = bySearch
            ? await server.asAdmin(`/items/${collection}?limit=2${sort}`, { method: 'SEARCH', json: { query: { after: key } } })
            : await server.asAdmin(`/items/${collection}?limit=2&after=${encodeURIComponent(key)}${sort}`);
          const body = (await response.json()) as { data?: unknown[]; errors?: Array<{ extensions: { code: string } }> };
          expect([200, 400], `${response.status} for ${JSON.stringify(key)} on ${collection}`).toContain(response.status);
          if (response.status === 400) expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
          else expect(Array.isArray(body.data)).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(150) },
    );
  });
});
