import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordFingerprint, signScopedToken } from '../../auth/scoped-tokens.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;
const NEW_PASSWORD = 'A-new-password-2!';

describe.each(DATABASES)('a password change ends the other sessions on %s', (client) => {
  let server: TestServer;
  let role: string;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000', AUTH_TOKEN_CACHE_TTL: '1h' },
    });
    role = await server.createRole({ name: 'Staff' });
  });
  afterAll(async () => server?.close());

  /** A session-mode sign-in: the cookie header carrying its session JWT. */
  async function sessionCookie(user: { email: string; password: string }): Promise<string> {
    const response = await server.request('/auth/login', {
      method: 'POST',
      json: { email: user.email, password: user.password, mode: 'session' },
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .find((line) => line.startsWith('directus_session_token='))!
      .split(';')[0]!;
  }
  const me = (cookie: string) => server.request('/users/me', { headers: { cookie } });
  const refresh = (refresh_token: string) => server.request('/auth/refresh', { method: 'POST', json: { refresh_token, mode: 'json' } });
  const sessionsOf = async (user: string) =>
    Number(
      ((await server.server.ctx.db('directus_sessions').where('user', user).count({ n: '*' })) as Array<{ n: number | string }>)[0]!.n,
    );

  /** A user with two session-mode sign-ins and one json sign-in, each used once so the token cache holds them. */
  async function signedInThrice() {
    const user = await server.createUser({ role });
    const [mine, other] = [await sessionCookie(user), await sessionCookie(user)];
    const json = await server.login(user.email, user.password);
    for (const cookie of [mine, other]) expect((await me(cookie)).status).toBe(200);
    return { user, mine, other, json };
  }

  async function expectEnded(cookie: string, refreshToken: string) {
    const refused = await me(cookie);
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('INVALID_CREDENTIALS');
    const refreshed = await refresh(refreshToken);
    expect(refreshed.status).toBe(401);
    expect(await codeOf(refreshed)).toBe('INVALID_CREDENTIALS');
  }

  it("PATCH /users/me: the other sessions end at once, the changer's own session keeps working", async () => {
    const { user, mine, other, json } = await signedInThrice();
    expect(
      (await server.request('/users/me', { method: 'PATCH', headers: { cookie: mine }, json: { password: NEW_PASSWORD } })).status,
    ).toBe(200);
    await expectEnded(other, json.refresh_token);
    expect((await me(mine)).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
    const refreshed = await server.request('/auth/refresh', { method: 'POST', headers: { cookie: mine }, json: { mode: 'session' } });
    expect(refreshed.status).toBe(200);
    expect((await server.login(user.email, NEW_PASSWORD)).access_token).toBeTruthy();
  });

  it('PATCH /users/me in json or cookie mode keeps the session whose access token made the change, and ends the others', async () => {
    const user = await server.createUser({ role });
    const mine = await server.login(user.email, user.password);
    const other = await server.login(user.email, user.password);
    const cookieLogin = await server.request('/auth/login', {
      method: 'POST',
      json: { email: user.email, password: user.password, mode: 'cookie' },
    });
    const cookie = cookieLogin.headers
      .getSetCookie()
      .find((line) => line.startsWith('directus_refresh_token='))!
      .split(';')[0]!;
    const changed = await server.request('/users/me', { method: 'PATCH', token: mine.access_token, json: { password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
    const refused = await refresh(other.refresh_token);
    expect(refused.status).toBe(401);
    expect((await server.request('/auth/refresh', { method: 'POST', headers: { cookie }, json: { mode: 'cookie' } })).status).toBe(401);
    const kept = await refresh(mine.refresh_token);
    expect(kept.status).toBe(200);

    // The same from a cookie-mode session: its access token names its session too.
    const json = await server.login(user.email, NEW_PASSWORD);
    const cookieSignIn = await server.request('/auth/login', {
      method: 'POST',
      json: { email: user.email, password: NEW_PASSWORD, mode: 'cookie' },
    });
    const { access_token } = ((await cookieSignIn.json()) as { data: { access_token: string } }).data;
    const refreshCookie = cookieSignIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('directus_refresh_token='))!
      .split(';')[0]!;
    expect(
      (await server.request('/users/me', { method: 'PATCH', token: access_token, json: { password: 'A-third-password-3!' } })).status,
    ).toBe(200);
    expect((await refresh(json.refresh_token)).status).toBe(401);
    expect(
      (await server.request('/auth/refresh', { method: 'POST', headers: { cookie: refreshCookie }, json: { mode: 'cookie' } })).status,
    ).toBe(200);
  });

  it('PATCH /users/:id by an admin ends every session of that user', async () => {
    const { user, mine, other, json } = await signedInThrice();
    expect((await server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { password: NEW_PASSWORD } })).status).toBe(200);
    await expectEnded(other, json.refresh_token);
    expect((await me(mine)).status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("batch PATCH /users (keys and item arrays) ends the sessions of every user whose password changed, no one else's", async () => {
    const [a, b, c, untouched] = [await signedInThrice(), await signedInThrice(), await signedInThrice(), await signedInThrice()];
    expect(
      (await server.asAdmin('/users', { method: 'PATCH', json: { keys: [a.user.id, b.user.id], data: { password: NEW_PASSWORD } } }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.asAdmin('/users', {
          method: 'PATCH',
          json: [
            { id: c.user.id, password: NEW_PASSWORD },
            { id: untouched.user.id, first_name: 'Kept' },
          ],
        })
      ).status,
    ).toBe(200);
    for (const ended of [a, b, c]) await expectEnded(ended.other, ended.json.refresh_token);
    expect((await me(untouched.other)).status).toBe(200);
    expect(await sessionsOf(untouched.user.id)).toBe(3);
  });

  it('a change without a password ends nothing', async () => {
    const { user, other } = await signedInThrice();
    expect((await server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { first_name: 'Same' } })).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(3);
  });

  it('a reset through /auth/password/reset ends every session, session cookies included', async () => {
    const { user, mine, other, json } = await signedInThrice();
    const stored = (await server.server.ctx.db('directus_users').where('id', user.id).first('password')) as { password: string };
    const token = await signScopedToken(
      { scope: 'password-reset', email: user.email, hash: passwordFingerprint(stored.password) },
      server.server.ctx.secrets.secret,
    );
    expect((await server.request('/auth/password/reset', { method: 'POST', json: { token, password: NEW_PASSWORD } })).status).toBe(204);
    await expectEnded(other, json.refresh_token);
    expect((await me(mine)).status).toBe(401);
  });
});
