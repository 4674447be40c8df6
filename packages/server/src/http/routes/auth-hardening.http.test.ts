import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRedis, type OwnRedis } from '../../../test/harness/own-redis.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const STALL = 300;

describe.each(DATABASES)('sign-in hardening on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { LOGIN_STALL_TIME: String(STALL), LOGIN_RATE_LIMIT_POINTS: '100000', IP_TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => server?.close());

  const db = () => server.server.ctx.db;
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    server.request('/auth/login', { method: 'POST', json: { email, password }, headers });
  const setAttempts = (value: number | null) => db()('directus_settings').update({ auth_login_attempts: value });

  it('answers an unknown e-mail and a wrong password alike, both after the stall time', async () => {
    const user = await server.createUser();
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await signIn(email, 'wrong password');
      return { ms: performance.now() - started, status: response.status, body: await response.json() };
    };
    const unknown = await timed('nobody@example.com');
    const wrong = await timed(user.email);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body).toEqual({ errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] });
    expect(unknown.ms).toBeGreaterThanOrEqual(STALL - 5);
    expect(wrong.ms).toBeGreaterThanOrEqual(STALL - 5);
  });

  it('suspends a user after auth_login_attempts consecutive failures', async () => {
    await setAttempts(3);
    const user = await server.createUser();
    const { refresh_token } = await server.login(user.email, user.password);
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(user.email, 'wrong')).status).toBe(401);
    expect(await db()('directus_users').where('id', user.id).first('status')).toEqual({ status: 'suspended' });
    const locked = await signIn(user.email, user.password);
    expect(locked.status).toBe(401);
    expect((await errorOf(locked)).extensions.code).toBe('INVALID_CREDENTIALS');
    const refresh = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token } });
    expect((await errorOf(refresh)).extensions.code).toBe('USER_SUSPENDED');
    // Re-activated, the user starts with the full allowance again.
    await db()('directus_users').where('id', user.id).update({ status: 'active' });
    expect((await signIn(user.email, 'wrong')).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    await setAttempts(3);
    const user = await server.createUser();
    for (let round = 0; round < 2; round++) {
      expect((await signIn(user.email, 'wrong')).status).toBe(401);
      expect((await signIn(user.email, 'wrong')).status).toBe(401);
      expect((await signIn(user.email, user.password)).status).toBe(200);
    }
    expect(await db()('directus_users').where('id', user.id).first('status')).toEqual({ status: 'active' });
  });

  it('never suspends when auth_login_attempts is null', async () => {
    await setAttempts(null);
    const user = await server.createUser();
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(user.email, 'wrong')).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('refuses sign-in and every request from outside the role ip_access with 401 INVALID_IP', async () => {
    const role = await server.createRole({ ip_access: '10.0.0.0/8,2001:db8::/32' });
    const user = await server.createUser({ role, token: `ip-static-${randomUUID()}` });
    const outside = await signIn(user.email, user.password);
    expect(outside.status).toBe(401);
    expect((await errorOf(outside)).extensions.code).toBe('INVALID_IP');
    // The wrong password from outside is still just bad credentials: nothing about the account leaks.
    expect((await errorOf(await signIn(user.email, 'wrong'))).extensions.code).toBe('INVALID_CREDENTIALS');
    const inside = await signIn(user.email, user.password, { 'x-forwarded-for': '10.1.2.3' });
    expect(inside.status).toBe(200);
    const { access_token } = ((await inside.json()) as { data: { access_token: string } }).data;
    const me = (token: string, ip?: string) => server.request('/users/me', { token, headers: ip ? { 'x-forwarded-for': ip } : {} });
    expect((await me(access_token, '10.200.0.1')).status).toBe(200);
    expect((await me(access_token, '2001:db8::1')).status).toBe(200);
    const stolen = await me(access_token);
    expect(stolen.status).toBe(401);
    expect((await errorOf(stolen)).extensions.code).toBe('INVALID_IP');
    const staticToken = String((await db()('directus_users').where('id', user.id).first('token')).token);
    expect((await me(staticToken)).status).toBe(401);
    expect((await me(staticToken, '10.0.0.9')).status).toBe(200);
  });
});

describe.each(DATABASES)('sign-in rate limits on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      // The test client plays a proxy: each request says which client it forwards.
      env: {
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '3',
        LOGIN_RATE_LIMIT_DURATION: '60',
        PASSWORD_REQUEST_RATE_LIMIT_POINTS: '2',
        IP_TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => server?.close());

  const signIn = (email: string, ip: string) =>
    server.request('/auth/login', { method: 'POST', json: { email, password: 'wrong' }, headers: { 'x-forwarded-for': ip } });

  it('limits sign-in attempts per IP with 429 REQUESTS_EXCEEDED and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(`ip-${attempt}@example.com`, '198.51.100.1')).status).toBe(401);
    const limited = await signIn('ip-4@example.com', '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await errorOf(limited)).extensions).toMatchObject({ code: 'REQUESTS_EXCEEDED', limit: 3 });
    expect((await signIn('ip-5@example.com', '198.51.100.2')).status).toBe(401);
  });

  it('limits sign-in attempts per account whatever the IP', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn('Target@example.com', `203.0.113.${attempt}`)).status).toBe(401);
    expect((await signIn('target@EXAMPLE.com', '203.0.113.50')).status).toBe(429);
  });

  it('limits password requests per IP and per account', async () => {
    const request = (email: string, ip: string) =>
      server.request('/auth/password/request', { method: 'POST', json: { email }, headers: { 'x-forwarded-for': ip } });
    expect((await request('reset-a@example.com', '192.0.2.1')).status).toBe(204);
    expect((await request('reset-b@example.com', '192.0.2.1')).status).toBe(204);
    expect((await request('reset-c@example.com', '192.0.2.1')).status).toBe(429);
    expect((await request('reset-d@example.com', '192.0.2.2')).status).toBe(204);
    expect((await request('reset-d@example.com', '192.0.2.3')).status).toBe(204);
    expect((await request('reset-d@example.com', '192.0.2.4')).status).toBe(429);
  });
});

describe('rate limits in Redis', () => {
  const namespace = `tessera-test-${randomUUID()}`;
  let server: TestServer;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis('redis://127.0.0.1:6379');
    server = await startTestServer({
      client: 'sqlite3',
      env: {
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '2',
        RATE_LIMITER_STORE: 'redis',
        REDIS: 'redis://127.0.0.1:6379',
        RATE_LIMITER_NAMESPACE: namespace,
        RATE_LIMITER_ENABLED: 'true',
        RATE_LIMITER_POINTS: '5',
        RATE_LIMITER_DURATION: '60',
        IP_TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps sign-in, attempt and per-request counters in Redis, shared by every instance', async () => {
    await server.server.ctx.db('directus_settings').update({ auth_login_attempts: 10 });
    const user = await server.createUser();
    const signIn = () =>
      server.request('/auth/login', {
        method: 'POST',
        json: { email: user.email, password: 'wrong' },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
    expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(429);
    expect(await redis.get(`${namespace}:login-ip:198.51.100.7`)).toBe('3');
    expect(await redis.get(`${namespace}:login-attempts:${user.id}`)).toBe('2');
    // The global per-IP limiter (5 per minute here) counted those three and stops the sixth request.
    expect((await server.request('/server/ping', { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(200);
    expect((await server.request('/server/ping', { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(200);
    const limited = await server.request('/server/ping', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('rate limits with Redis unreachable', () => {
  it('counts in this process instead of hanging or letting the request through', async () => {
    const server = await startTestServer({
      client: 'sqlite3',
      env: {
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '2',
        RATE_LIMITER_STORE: 'redis',
        REDIS: 'redis://127.0.0.1:1',
        RATE_LIMITER_NAMESPACE: `tessera-test-${randomUUID()}`,
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await server.request('/auth/login', { method: 'POST', json: { email: 'a@example.com', password: 'x' } });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('rate limits in Redis at the default RATE_LIMITER_NAMESPACE', () => {
  let redis: OwnRedis;
  let server: TestServer;
  beforeAll(async () => {
    // A Redis of this test's own: nothing else writes under the default namespace there.
    redis = await ownRedis();
    await redis.start();
    server = await startTestServer({ env: { LOGIN_STALL_TIME: '0', RATE_LIMITER_STORE: 'redis', REDIS: redis.url } });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.kill();
  });

  it('keeps the counters under tessera:rate-limit', async () => {
    const client = new Redis(redis.url);
    try {
      const signIn = await server.request('/auth/login', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong' } });
      expect(signIn.status).toBe(401);
      const keys = await client.keys('*');
      expect(keys).toContain('tessera:rate-limit:login-ip:127.0.0.1');
      expect(keys.filter((key) => !key.startsWith('tessera:rate-limit:'))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
