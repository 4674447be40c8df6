import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

/** Polls until `check` holds (pub/sub delivery is quick but not synchronous). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.each(TEST_DATABASES)('token cache across two instances on %s', (client) => {
  const env = {
    LOGIN_STALL_TIME: '0',
    LOGIN_RATE_LIMIT_POINTS: '100000',
    SYNCHRONIZATION_STORE: 'redis',
    REDIS: 'redis://127.0.0.1:6379',
    AUTH_TOKEN_CACHE_TTL: '1h',
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
  });

  it('drops a suspended user on the other instance at once, not after the cache TTL', async () => {
    const user = await a.createUser({ role: await a.createRole() });
    const { access_token } = await a.login(user.email, user.password);
    expect((await b.request('/users/me', { token: access_token })).status).toBe(200);
    expect((await a.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
    expect(await eventually(async () => (await b.request('/users/me', { token: access_token })).status === 401)).toBe(true);
  });

  it('ends a session token on the other instance when it logs out on one', async () => {
    const user = await a.createUser({ role: await a.createRole() });
    const login = await a.request('/auth/login', { method: 'POST', json: { email: user.email, password: user.password, mode: 'session' } });
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('directus_session_token='))!
      .split(';')[0]!;
    expect((await b.request('/users/me', { headers: { cookie } })).status).toBe(200);
    expect((await a.request('/auth/logout', { method: 'POST', json: { mode: 'session' }, headers: { cookie } })).status).toBe(204);
    expect(await eventually(async () => (await b.request('/users/me', { headers: { cookie } })).status === 401)).toBe(true);
  });

  it('ends the other sessions of a user on the other instance when the password changes on one', async () => {
    const user = await a.createUser({ role: await a.createRole() });
    const signIn = async (server: TestServer) => {
      const login = await server.request('/auth/login', {
        method: 'POST',
        json: { email: user.email, password: user.password, mode: 'session' },
      });
      return login.headers
        .getSetCookie()
        .find((line) => line.startsWith('directus_session_token='))!
        .split(';')[0]!;
    };
    const [changer, other] = [await signIn(a), await signIn(b)];
    // Both tokens are now cached by instance b.
    for (const cookie of [changer, other]) expect((await b.request('/users/me', { headers: { cookie } })).status).toBe(200);
    expect(
      (await a.request('/users/me', { method: 'PATCH', headers: { cookie: changer }, json: { password: 'A-new-password-2!' } })).status,
    ).toBe(200);
    expect(await eventually(async () => (await b.request('/users/me', { headers: { cookie: other } })).status === 401)).toBe(true);
    expect((await b.request('/users/me', { headers: { cookie: changer } })).status).toBe(200);
  });
});
