import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownRedis, type OwnRedis } from '../../../test/harness/own-redis.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { loadRedis } from '../../utils/load-redis.js';

/** A `notes` collection of one row, written straight into the database from then on (no event purges an answer). */
async function createNotes(server: TestServer): Promise<Knex> {
  const db = server.server.ctx.db;
  await db.schema.createTable('notes', (table) => {
    table.increments('id');
    table.text('body');
  });
  await db('directus_collections').insert({ collection: 'notes' });
  await db('notes').insert({ body: 'first' });
  server.server.ctx.schema.invalidate();
  return db;
}

const bodyOf = async (server: TestServer, path: string) => {
  const response = await server.asAdmin(path);
  expect(response.status).toBe(200);
  return { data: ((await response.json()) as { data: Array<{ body: string }> }).data, headers: response.headers };
};

/**
 * The response cache as `npm start` has it, then with only CACHE_ENABLED set: the other cache tests
 * name a status header, a namespace of their own and their own TTL, size and Cache-Control settings.
 */
describe('the response cache at its defaults', () => {
  let off: TestServer;
  let on: TestServer;
  let unpurged: TestServer;
  beforeAll(async () => {
    [off, on, unpurged] = await Promise.all([
      startTestServer(),
      startTestServer({ env: { CACHE_ENABLED: 'true' } }),
      startTestServer({ env: { CACHE_ENABLED: 'true', CACHE_AUTO_PURGE: 'false' } }),
    ]);
    await Promise.all([off, on, unpurged].map(createNotes));
  });
  afterAll(async () => {
    await Promise.all([off, on, unpurged].map((server) => server?.close()));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the database for every GET while CACHE_ENABLED is unset', async () => {
    expect((await bodyOf(off, '/items/notes?fields=body')).data).toEqual([{ body: 'first' }]);
    await off.server.ctx.db('notes').update({ body: 'changed' });
    expect((await bodyOf(off, '/items/notes?fields=body')).data).toEqual([{ body: 'changed' }]);
  });

  it('keeps an answer for CACHE_TTL’s five minutes, in memory, and names no cache status (CACHE_STATUS_HEADER unset)', async () => {
    const path = '/items/notes?fields=body&filter[id][_eq]=1';
    const asked = Date.now();
    const first = await bodyOf(on, path);
    const answered = Date.now();
    await on.server.ctx.db('notes').where('id', 1).update({ body: 'changed behind the cache' });
    const cached = await bodyOf(on, path);
    expect(cached.data).toEqual(first.data);
    const headers = [...cached.headers].filter(([, value]) => /^(HIT|MISS)$/i.test(value));
    expect(headers).toEqual([]);
    // CACHE_AUTO_PURGE (on by default): no client may keep the answer itself.
    expect(cached.headers.get('cache-control')).toBe('no-cache');
    // Only Date is faked: the cache reads it for the answer's expiry.
    vi.useFakeTimers({ toFake: ['Date'], now: asked + 299_000 });
    expect((await bodyOf(on, path)).data).toEqual(first.data);
    vi.setSystemTime(answered + 300_000);
    expect((await bodyOf(on, path)).data).toEqual([{ body: 'changed behind the cache' }]);
  });

  it('keeps no answer larger than CACHE_VALUE_MAX_SIZE’s 1 MiB', async () => {
    const db = on.server.ctx.db;
    await db('notes').insert([{ body: 'a'.repeat(600_000) }, { body: 'b'.repeat(600_000) }]);
    const large = '/items/notes?fields=body&filter[id][_gt]=1';
    const small = '/items/notes?fields=body&filter[id][_eq]=2';
    expect((await bodyOf(on, large)).data).toHaveLength(2);
    expect((await bodyOf(on, small)).data).toHaveLength(1);
    await db('notes').where('id', '>', 1).update({ body: 'short' });
    expect((await bodyOf(on, large)).data).toEqual([{ body: 'short' }, { body: 'short' }]);
    expect((await bodyOf(on, small)).data[0]!.body).toHaveLength(600_000);
  });

  it('sends Cache-Control without s-maxage while CACHE_CONTROL_S_MAXAGE is unset (auto purge off)', async () => {
    const path = '/items/notes?fields=body&limit=1';
    await bodyOf(unpurged, path);
    expect((await bodyOf(unpurged, path)).headers.get('cache-control')).toMatch(/^private, max-age=(29\d|300)$/);
  });
});

describe('the response cache in Redis at the default CACHE_NAMESPACE', () => {
  let redis: OwnRedis;
  let server: TestServer;
  beforeAll(async () => {
    // A Redis of this test's own: the shared one is never written under the default namespace.
    redis = await ownRedis();
    await redis.start();
    server = await startTestServer({ env: { CACHE_ENABLED: 'true', CACHE_STORE: 'redis', REDIS: redis.url } });
    await createNotes(server);
  });
  afterAll(async () => {
    await server?.close();
    await redis?.kill();
  });

  it('keeps answers under system-cache:', async () => {
    const Redis = loadRedis();
    const client = new Redis(redis.url);
    try {
      // Answers are kept once the store reports ready, moments after the start.
      await expect
        .poll(async () => {
          await bodyOf(server, '/items/notes?fields=body');
          return (await client.keys('*')).some((key) => key.startsWith('system-cache:answer:'));
        })
        .toBe(true);
      expect((await client.keys('*')).filter((key) => !key.startsWith('system-cache:'))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
