import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { createFlow } from '../../../test/harness/flow-fixtures.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { loadRedis } from '../../utils/load-redis.js';

const DATABASES = testDatabasesFor(import.meta.url);

const STATUS = 'x-cache-status';

/** Polls `check` until it holds or `timeoutMs` has passed; answers whether it held. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() < deadline);
  return false;
}

describe.each(DATABASES)('response cache shared in Redis by two instances on %s', (client) => {
  let a: TestServer;
  let b: TestServer;
  let db: Knex;
  let tokens: { x: string; y: string };
  const namespace = `tessera-test:${randomUUID()}`;

  const get = async (target: TestServer, path: string, token: string) => {
    const response = await target.request(path, { token });
    return { status: response.status, cache: response.headers.get(STATUS), body: (await response.json()) as { data: unknown } };
  };

  beforeAll(async () => {
    const env = {
      LOGIN_STALL_TIME: '0',
      CACHE_ENABLED: 'true',
      CACHE_STORE: 'redis',
      REDIS: 'redis://127.0.0.1:6379',
      // A namespace of this run's own: the shared Redis is never flushed.
      CACHE_NAMESPACE: namespace,
      CACHE_STATUS_HEADER: 'X-Cache-Status',
      SYNCHRONIZATION_STORE: 'redis',
    };
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
    db = a.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    const x = await a.createRole({ name: 'X' });
    const y = await a.createRole({ name: 'Y' });
    await db('directus_permissions').insert([
      { role: x, collection: 'articles', action: 'read', fields: '*' },
      { role: x, collection: 'authors', action: 'read', fields: '*' },
      { role: y, collection: 'articles', action: 'read', fields: 'id', permissions: JSON.stringify({ id: { _eq: 2 } }) },
    ]);
    for (const server of [a, b]) {
      server.server.ctx.schema.invalidate();
      server.server.ctx.permissions.invalidate();
    }
    const signIn = async (role: string) => {
      const user = await a.createUser({ role });
      return (await a.login(user.email, user.password)).access_token;
    };
    tokens = { x: await signIn(x), y: await signIn(y) };
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
    // This run's own keys only: the shared Redis is never flushed.
    const redis = new (loadRedis())('redis://127.0.0.1:6379');
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("serves A's answer from B, and a write through A purges it on B within 1 s", async () => {
    const path = '/items/articles/3?fields=id,title,author.name';
    expect((await get(a, path, tokens.x)).cache).toBe('MISS');
    const shared = await get(b, path, tokens.x);
    expect([shared.status, shared.cache]).toEqual([200, 'HIT']);
    expect((await a.asAdmin('/items/authors/2', { method: 'PATCH', json: { name: 'Renamed' } })).status).toBe(200);
    const fresh = await within(1_000, async () => {
      const answer = await get(b, path, tokens.x);
      return (answer.body.data as { author: { name: string } }).author.name === 'Renamed';
    });
    expect(fresh).toBe(true);
  });

  it("purges B's answer at once when a flow on A writes with events off", async () => {
    const flow = await createFlow(a, {
      trigger: 'webhook',
      options: { method: 'POST' },
      operations: [
        {
          key: 'rename',
          type: 'item-update',
          options: { collection: 'authors', key: 1, payload: { name: 'Renamed by a flow' }, permissions: '$full' },
        },
      ],
    });
    const path = '/items/authors/1?fields=name';
    await get(b, path, tokens.x);
    expect((await get(b, path, tokens.x)).cache).toBe('HIT');
    const ran = await a.request(`/flows/trigger/${flow.id}`, { method: 'POST', json: {} });
    expect(ran.status).toBe(200);
    await ran.arrayBuffer();
    const answer = await get(b, path, tokens.x);
    expect([answer.cache, answer.body.data]).toEqual(['MISS', { name: 'Renamed by a flow' }]);
  });

  it('never serves an answer A cached for role X to role Y on B', async () => {
    const path = '/items/articles?fields=id&sort=id&limit=-1';
    const forX = await get(a, path, tokens.x);
    expect((forX.body.data as unknown[]).length).toBeGreaterThan(1);
    const forY = await get(b, path, tokens.y);
    expect([forY.cache, forY.body]).toEqual(['MISS', { data: [{ id: 2 }] }]);
  });
});

describe.each(DATABASES)('response cache in memory on two instances told by the Redis bus on %s', (client) => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = {
      CACHE_ENABLED: 'true',
      CACHE_STATUS_HEADER: 'X-Cache-Status',
      SYNCHRONIZATION_STORE: 'redis',
      REDIS: 'redis://127.0.0.1:6379',
    };
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
    await createBlogSchema(a.server.ctx.db, client);
    await seedBlog(a.server.ctx.db, client);
    for (const server of [a, b]) server.server.ctx.schema.invalidate();
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
  });

  it("purges B's own copy within 1 s of a flow's write through A with events off", async () => {
    const flow = await createFlow(a, {
      trigger: 'webhook',
      options: { method: 'POST' },
      operations: [
        { key: 'rename', type: 'item-update', options: { collection: 'teams', key: 2, payload: { name: 'Navy' }, permissions: '$full' } },
      ],
    });
    const path = '/items/teams/2?fields=name';
    await b.asAdmin(path);
    expect((await b.asAdmin(path)).headers.get(STATUS)).toBe('HIT');
    const ran = await a.request(`/flows/trigger/${flow.id}`, { method: 'POST', json: {} });
    expect(ran.status).toBe(200);
    await ran.arrayBuffer();
    const fresh = await within(1_000, async () => {
      const body = (await (await b.asAdmin(path)).json()) as { data: { name: string } };
      return body.data.name === 'Navy';
    });
    expect(fresh).toBe(true);
  });

  it("purges B's own copy within 1 s of a write through A", async () => {
    const path = '/items/teams/1?fields=name';
    await b.asAdmin(path);
    expect((await b.asAdmin(path)).headers.get(STATUS)).toBe('HIT');
    expect((await a.asAdmin('/items/teams/1', { method: 'PATCH', json: { name: 'Green' } })).status).toBe(200);
    const fresh = await within(1_000, async () => {
      const body = (await (await b.asAdmin(path)).json()) as { data: { name: string } };
      return body.data.name === 'Green';
    });
    expect(fresh).toBe(true);
  });
});
