import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../auth/sessions.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Polls until `check` holds (pub/sub delivery is quick but not synchronous). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.each(DATABASES)('token cache across two instances on %s', (client) => {
  // REDIS unset: every instance takes the default, redis://127.0.0.1:6379, as `npm start` would.
  const env = {
    LOGIN_STALL_TIME: '0',
    LOGIN_RATE_LIMIT_POINTS: '100000',
    SYNCHRONIZATION_STORE: 'redis',
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

  describe('revocations are known to the other instance before the answer leaves', () => {
    type ErrorBody = { errors: Array<{ extensions: { code: string } }> };
    const codeOn = async (server: TestServer, token: string) => {
      const response = await server.request('/users/me', { token });
      return response.status === 200 ? 'OK' : ((await response.json()) as ErrorBody).errors[0]!.extensions.code;
    };
    /** A user signed in twice on A (json mode), both tokens cached by B. */
    const signedInTwice = async () => {
      const user = await a.createUser({ role: await a.createRole() });
      const tokens = [await a.login(user.email, user.password), await a.login(user.email, user.password)];
      for (const { access_token } of tokens) expect(await codeOn(b, access_token)).toBe('OK');
      return { user, first: tokens[0]!, second: tokens[1]! };
    };

    it('logout on A: B refuses the access token at once', async () => {
      const { first, second } = await signedInTwice();
      expect((await a.request('/auth/logout', { method: 'POST', json: { refresh_token: first.refresh_token } })).status).toBe(204);
      expect(await codeOn(b, first.access_token)).toBe('INVALID_CREDENTIALS');
      expect(await codeOn(b, second.access_token)).toBe('OK');
    });

    it("own password change on A: B refuses the other session's access token at once, keeps the changer's", async () => {
      const { first, second } = await signedInTwice();
      const changed = await a.request('/users/me', { method: 'PATCH', token: first.access_token, json: { password: 'A-new-password-2!' } });
      expect(changed.status).toBe(200);
      expect(await codeOn(b, second.access_token)).toBe('INVALID_CREDENTIALS');
      expect(await codeOn(b, first.access_token)).toBe('OK');
    });

    it("an admin's password change, suspension or revocation on A: B refuses the user's tokens at once", async () => {
      const changed = await signedInTwice();
      expect((await a.asAdmin(`/users/${changed.user.id}`, { method: 'PATCH', json: { password: 'A-new-password-2!' } })).status).toBe(200);
      expect(await codeOn(b, changed.first.access_token)).toBe('INVALID_CREDENTIALS');
      const suspended = await signedInTwice();
      expect((await a.asAdmin(`/users/${suspended.user.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
      expect(await codeOn(b, suspended.first.access_token)).toBe('INVALID_CREDENTIALS');
      const revoked = await signedInTwice();
      expect((await a.asAdmin(`/users/${revoked.user.id}/sessions`, { method: 'DELETE' })).status).toBe(204);
      for (const tokens of [revoked.first, revoked.second]) expect(await codeOn(b, tokens.access_token)).toBe('INVALID_CREDENTIALS');
    });

    it('an instance started after a revocation learns it from Redis', async () => {
      const { first } = await signedInTwice();
      expect((await a.request('/auth/logout', { method: 'POST', json: { refresh_token: first.refresh_token } })).status).toBe(204);
      const c = await startTestServer({ client, env, database: a.database });
      try {
        // Asked before any request reaches it: the set it read from Redis at connection holds the session.
        const sessionId = sessionIdOf(first.refresh_token);
        const deadline = Date.now() + 2_000;
        while (!c.server.ctx.auth.isRevoked(sessionId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(c.server.ctx.auth.isRevoked(sessionId)).toBe(true);
        expect(await codeOn(c, first.access_token)).toBe('INVALID_CREDENTIALS');
      } finally {
        await c.server.close();
      }
    });
  });
});
