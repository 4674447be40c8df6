import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness/start-test-server.js';
import { serverTestDatabases } from '../test/harness/test-databases.js';

/**
 * Issue 26's list for running several instances: two servers on one database and one Redis, each
 * seeing what was changed through the other within a second. (Cache purges and Redis outages are
 * proven beside the cache; the single-topic proofs live beside their code, e.g. auth-instances.)
 */
const VISIBLE_WITHIN_MS = 1_000;
const REDIS_URL = 'redis://127.0.0.1:6379';
const LOGIN_POINTS = 5;

/** True once `check` holds, polled until `VISIBLE_WITHIN_MS` after the change was answered. */
async function seenWithinOneSecond(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + VISIBLE_WITHIN_MS;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statusOf = async (response: Promise<Response>): Promise<number> => {
  const answered = await response;
  await answered.arrayBuffer();
  return answered.status;
};

const SERVER_DATABASES = serverTestDatabases();

describe.each(SERVER_DATABASES)('two instances on one %s database and one Redis', (client) => {
  const namespace = `tessera-cluster-test-${randomUUID()}`;
  const env = {
    SYNCHRONIZATION_STORE: 'redis',
    RATE_LIMITER_STORE: 'redis',
    REDIS: REDIS_URL,
    RATE_LIMITER_NAMESPACE: namespace,
    LOGIN_STALL_TIME: '0',
    LOGIN_RATE_LIMIT_POINTS: String(LOGIN_POINTS),
    // The rate-limit proof signs in from an address of its own, apart from the other proofs' sign-ins.
    IP_TRUST_PROXY: 'true',
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A collection made through A that B already serves (the schema proof itself is the first test). */
  async function collectionThroughA(name: string): Promise<void> {
    const created = a.asAdmin('/collections', {
      method: 'POST',
      json: { collection: name, schema: {}, fields: [{ field: 'title', type: 'string' }] },
    });
    expect(await statusOf(created)).toBe(200);
    expect(await seenWithinOneSecond(async () => (await statusOf(b.asAdmin(`/items/${name}`))) === 200)).toBe(true);
  }

  it('serves on B, within 1 s, a collection and a field created through A', async () => {
    expect(await statusOf(b.asAdmin('/items/cluster_schema'))).toBe(403);
    await collectionThroughA('cluster_schema');
    const field = a.asAdmin('/fields/cluster_schema', { method: 'POST', json: { field: 'body', type: 'text' } });
    expect(await statusOf(field)).toBe(200);
    expect(
      await seenWithinOneSecond(
        async () => (await statusOf(b.asAdmin('/items/cluster_schema', { method: 'POST', json: { title: 't', body: 'b' } }))) === 200,
      ),
    ).toBe(true);
  });

  it('changes B’s answer within 1 s when a permission is granted, then revoked, through A', async () => {
    await collectionThroughA('cluster_rules');
    const role = await a.createRole();
    const user = await a.createUser({ role });
    const { access_token } = await b.login(user.email, user.password);
    const readOnB = () => statusOf(b.request('/items/cluster_rules', { token: access_token }));
    expect(await readOnB()).toBe(403);

    const granted = await a.asAdmin('/permissions', {
      method: 'POST',
      json: { role, collection: 'cluster_rules', action: 'read', fields: ['*'] },
    });
    expect(granted.status).toBe(200);
    const { id } = ((await granted.json()) as { data: { id: number } }).data;
    expect(await seenWithinOneSecond(async () => (await readOnB()) === 200)).toBe(true);

    expect(await statusOf(a.asAdmin(`/permissions/${id}`, { method: 'DELETE' }))).toBe(204);
    expect(await seenWithinOneSecond(async () => (await readOnB()) === 403)).toBe(true);
  });

  it('refuses on B, within 1 s, a session logged out and a user suspended through A', async () => {
    const user = await a.createUser({ role: await a.createRole() });
    const signIn = await a.request('/auth/login', {
      method: 'POST',
      json: { email: user.email, password: user.password, mode: 'session' },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('directus_session_token='))!
      .split(';')[0]!;
    expect(await statusOf(b.request('/users/me', { headers: { cookie } }))).toBe(200);
    expect(await statusOf(a.request('/auth/logout', { method: 'POST', json: { mode: 'session' }, headers: { cookie } }))).toBe(204);
    expect(await seenWithinOneSecond(async () => (await statusOf(b.request('/users/me', { headers: { cookie } }))) === 401)).toBe(true);

    const { access_token } = await b.login(user.email, user.password);
    expect(await statusOf(b.request('/users/me', { token: access_token }))).toBe(200);
    expect(await statusOf(a.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { status: 'suspended' } }))).toBe(200);
    expect(await seenWithinOneSecond(async () => (await statusOf(b.request('/users/me', { token: access_token }))) === 401)).toBe(true);
  });

  it('counts sign-in attempts from one address against one budget, whichever instance takes them', async () => {
    const attempt = (server: TestServer) =>
      statusOf(
        server.request('/auth/login', {
          method: 'POST',
          json: { email: 'nobody@example.com', password: 'wrong-password' },
          headers: { 'x-forwarded-for': '198.51.100.26' },
        }),
      );
    const answers: number[] = [];
    for (let index = 0; index < LOGIN_POINTS; index++) answers.push(await attempt(index % 2 === 0 ? a : b));
    expect(answers).toEqual(Array.from({ length: LOGIN_POINTS }, () => 401));
    // A has taken three and B two: each alone is under the budget, together they have spent it.
    expect(await attempt(b)).toBe(429);
    expect(await attempt(a)).toBe(429);
  });
});
