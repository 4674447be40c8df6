import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { ownRedis, type OwnRedis } from '../../../test/harness/own-redis.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const STATUS = 'x-cache-status';

describe.each(DATABASES)('response cache and rate limits when Redis is lost, on %s', (client) => {
  let redis: OwnRedis;
  let a: TestServer;
  let b: TestServer;
  let db: Knex;
  let token: string;
  const logLines: string[] = [];

  const get = async (target: TestServer, path: string) => {
    const response = await target.request(path, { token, signal: AbortSignal.timeout(5_000) });
    return { status: response.status, cache: response.headers.get(STATUS), body: (await response.json()) as { data: { title: string } } };
  };

  beforeAll(async () => {
    redis = await ownRedis();
    await redis.start();
    const env = {
      LOGIN_STALL_TIME: '0',
      CACHE_ENABLED: 'true',
      CACHE_STORE: 'redis',
      CACHE_STATUS_HEADER: 'X-Cache-Status',
      RATE_LIMITER_STORE: 'redis',
      LOGIN_RATE_LIMIT_POINTS: '3',
      LOGIN_RATE_LIMIT_DURATION: '60',
      REDIS: redis.url,
      LOG_LEVEL: 'warn',
    };
    a = await startTestServer({ client, env, logDestination: { write: (line: string) => void logLines.push(line) } });
    b = await startTestServer({ client, env: { ...env, LOG_LEVEL: 'silent' }, database: a.database });
    db = a.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    const role = await a.createRole({ name: 'Reader' });
    await db('directus_permissions').insert({ role, collection: 'articles', action: 'read', fields: '*' });
    for (const server of [a, b]) {
      server.server.ctx.schema.invalidate();
      server.server.ctx.permissions.invalidate();
    }
    const user = await a.createUser({ role });
    token = (await a.login(user.email, user.password)).access_token;
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
    await redis?.kill();
  });

  it('answers fresh data without errors while Redis is down, limits logins locally, and caches again once it is back', async () => {
    const path = '/items/articles/1?fields=title';
    await get(a, path);
    expect((await get(a, path)).cache).toBe('HIT');

    await redis.kill();
    for (const [server, title] of [
      [a, 'Written through A'],
      [b, 'Written through B'],
    ] as const) {
      const write = await server.asAdmin('/items/articles/1', { method: 'PATCH', json: { title }, signal: AbortSignal.timeout(5_000) });
      expect(write.status).toBe(200);
      for (const reader of [a, b]) {
        const answer = await get(reader, path);
        expect([answer.status, answer.cache, answer.body.data.title]).toEqual([200, 'MISS', title]);
      }
    }

    // The login limit (3 per minute per IP) still applies, counted in this process.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const attempt = await a.request('/auth/login', {
        method: 'POST',
        json: { email: 'nobody@example.com', password: 'wrong' },
        signal: AbortSignal.timeout(5_000),
      });
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, 3).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // One warning per outage from each part that uses Redis, not one per request. The rate limiter's
    // comes from its client's reconnect attempt, which a loaded machine may run after these requests.
    const count = (text: string) => logLines.filter((line) => line.includes(text)).length;
    const warnings = () => [count('response cache: the store is unreachable'), count('rate limiter: Redis is unreachable')];
    await expect.poll(warnings, { timeout: 5_000 }).toEqual([1, 1]);

    await redis.start();
    let hit = false;
    const deadline = Date.now() + 10_000;
    while (!hit && Date.now() < deadline) {
      await get(b, path);
      const answer = await get(b, path);
      hit = answer.cache === 'HIT' && answer.body.data.title === 'Written through B';
      if (!hit) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(hit).toBe(true);
  });
});
