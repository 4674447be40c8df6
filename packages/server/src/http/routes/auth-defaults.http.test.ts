import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;

/**
 * Sign-in as `npm start` has it: LOGIN_STALL_TIME, the LOGIN_RATE_LIMIT_* and
 * PASSWORD_REQUEST_RATE_LIMIT_* limits (in memory, RATE_LIMITER_STORE's default) and
 * AUTH_TOKEN_CACHE_TTL all unset. Most tests set them out of the way; these keep their defaults.
 * The test client plays a proxy (IP_TRUST_PROXY) so that each test counts from a fresh address.
 */
describe('sign-in at its default settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { IP_TRUST_PROXY: 'true' } });
  });
  afterAll(async () => server?.close());
  afterEach(() => vi.useRealTimers());

  const signIn = (email: string, password: string, ip: string) =>
    server.request('/auth/login', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('answers a wrong password and an unknown e-mail after at least 500 ms (LOGIN_STALL_TIME)', async () => {
    const user = await server.createUser();
    for (const email of [user.email, 'nobody@example.com']) {
      const started = performance.now();
      const response = await signIn(email, 'wrong password', '198.51.100.10');
      expect(response.status).toBe(401);
      expect(performance.now() - started).toBeGreaterThanOrEqual(495);
    }
  });

  it('refuses the 21st sign-in from one address within a minute with 429 and a Retry-After of at most 60 s', async () => {
    // Twenty attempts at once, each for another account, so only the per-address budget is spent.
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn(`ip-${index}@example.com`, 'wrong', '198.51.100.20')),
    );
    expect(attempts.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 401));
    const limited = await signIn('ip-20@example.com', 'wrong', '198.51.100.20');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    // The window of LOGIN_RATE_LIMIT_DURATION (60 s) opened with the first attempt, moments ago.
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await errorOf(limited)).extensions).toMatchObject({ code: 'REQUESTS_EXCEEDED', limit: 20 });
    expect((await signIn('ip-21@example.com', 'wrong', '198.51.100.21')).status).toBe(401);
  });

  it('refuses the 21st sign-in to one account within a minute, whatever the address', async () => {
    const user = await server.createUser();
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, index) => signIn(user.email, 'wrong', `203.0.113.${index + 1}`)));
    expect(attempts.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 401));
    expect((await signIn(user.email, user.password, '203.0.113.100')).status).toBe(429);
  });

  it('refuses the 6th password request from one address within a minute (PASSWORD_REQUEST_RATE_LIMIT_*)', async () => {
    const request = (email: string) =>
      server.request('/auth/password/request', { method: 'POST', json: { email }, headers: { 'x-forwarded-for': '192.0.2.30' } });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await request(`reset-${index}@example.com`)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it("keeps a token's user for AUTH_TOKEN_CACHE_TTL's 30 s, then reads it again", async () => {
    const user = await server.createUser({ role: await server.createRole() });
    const { access_token } = await server.login(user.email, user.password);
    const me = async () => (await server.request('/users/me', { token: access_token })).status;
    // The token is cached at some moment between these two readings.
    const asked = Date.now();
    expect(await me()).toBe(200);
    const answered = Date.now();
    // Straight into the database: no event drops the cached token, only its age.
    await server.server.ctx.db('directus_users').where('id', user.id).update({ status: 'suspended' });
    // Only Date is faked: the cache and the token's expiry read it; the server's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'], now: asked + 29_000 });
    expect(await me()).toBe(200);
    vi.setSystemTime(answered + 30_000);
    expect(await me()).toBe(401);
  });
});
