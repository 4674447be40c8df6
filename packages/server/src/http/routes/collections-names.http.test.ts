import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };

/**
 * Issue 12: names the databases keep for themselves (`sqlite_master`, `pg_*`, the catalog schemas)
 * answered 500 or made broken collections. Every engine's reserved names are refused on every
 * engine (a data model moves between them), as are names too long or with odd characters.
 */
describe.each(DATABASES)('collection names on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };
  const collectionNames = async () =>
    ((await call('/collections')).body.data as Array<{ collection: string }>).map((entry) => entry.collection).sort();

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it.each([
    'sqlite_master',
    'sqlite_sequence',
    'SQLITE_anything',
    'pg_class',
    'pg_mine',
    'information_schema',
    'INFORMATION_SCHEMA',
    'mysql',
    'performance_schema',
    'sys',
    'directus_things',
    'tessera_otp_used',
    'x'.repeat(65),
    'a"b',
    'a`b',
    "a'b",
    'a b',
    'a-b',
    'a.b',
    'é',
    '1abc',
    '',
  ])('refuses %j with 400 INVALID_PAYLOAD and creates nothing', async (collection) => {
    const before = await collectionNames();
    for (const schema of [{}, null]) {
      const { status, body } = await call('/collections', { method: 'POST', json: { collection, schema } });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    }
    expect(await collectionNames()).toEqual(before);
  });

  it('refuses a name longer than the engine takes (63 characters on PostgreSQL, 64 elsewhere)', async () => {
    const limit = client === 'pg' ? 63 : 64;
    const tooLong = await call('/collections', { method: 'POST', json: { collection: 'y'.repeat(limit + 1), schema: {} } });
    expect([tooLong.status, tooLong.body.errors?.[0]?.extensions.code]).toEqual([400, 'INVALID_PAYLOAD']);
    const longest = await call('/collections', { method: 'POST', json: { collection: 'y'.repeat(limit), schema: {} } });
    expect(longest.status).toBe(200);
    expect((await call(`/collections/${'y'.repeat(limit)}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('accepts the longest name every engine takes (63 characters)', async () => {
    const collection = `c${'x'.repeat(62)}`;
    const { status } = await call('/collections', { method: 'POST', json: { collection, schema: {} } });
    expect(status).toBe(200);
    expect((await call(`/items/${collection}`)).status).toBe(200);
    expect((await call(`/collections/${collection}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("serves a user's own table whose name starts with tessera_ like any other (only the server's own tables are hidden)", async () => {
    await server.server.ctx.db.schema.createTable('tessera_articles', (t) => {
      t.increments('id');
      t.string('title');
    });
    await server.server.ctx.db('tessera_articles').insert({ title: 'kept' });
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
    expect(await collectionNames()).toContain('tessera_articles');
    expect(await collectionNames()).not.toContain('tessera_otp_used');
    expect((await call('/items/tessera_articles')).body.data).toEqual([{ id: 1, title: 'kept' }]);
  });

  it('accepts a name that is an SQL keyword, quoted everywhere', async () => {
    const { status } = await call('/collections', { method: 'POST', json: { collection: 'select', schema: {} } });
    expect(status).toBe(200);
    expect((await call('/items/select', { method: 'POST', json: {} })).status).toBe(200);
    expect((await call('/items/select')).body.data).toHaveLength(1);
    expect((await call('/collections/select', { method: 'DELETE' })).status).toBe(204);
  });
});
