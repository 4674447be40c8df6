import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../auth/sessions.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ extensions: { code: string } }> };
const NEW_PASSWORD = 'A-new-password-2!';

/**
 * Issue 38 point 2: an access token ends with its session (logout, password change, an admin's
 * revocation, a deleted user) or its user (suspension) on the next request, not at its own expiry.
 * The token cache holds tokens for an hour here: nothing below waits for it to forget them.
 */
describe.each(DATABASES)('access tokens end with their session on %s', (client) => {
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

  /** `GET /users/me` with `token`: its status and, when refused, its code. */
  const me = async (token: string, target = server) => {
    const response = await target.request('/users/me', { token });
    const body = (await response.json()) as Partial<ErrorBody>;
    return { status: response.status, code: body.errors?.[0]?.extensions.code ?? null };
  };
  const refused = { status: 401, code: 'INVALID_CREDENTIALS' };
  const ok = { status: 200, code: null };
  /** A user signed in twice in json mode, both tokens used once (so the token cache holds them). */
  const signedInTwice = async () => {
    const user = await server.createUser({ role });
    const [first, second] = [await server.login(user.email, user.password), await server.login(user.email, user.password)];
    for (const tokens of [first, second]) expect(await me(tokens.access_token)).toEqual(ok);
    return { user, first, second };
  };
  const refresh = (refresh_token: string) => server.request('/auth/refresh', { method: 'POST', json: { refresh_token, mode: 'json' } });

  it('logout: the access token is refused at once (INVALID_CREDENTIALS, as the reference for a token whose session is gone)', async () => {
    const { first, second } = await signedInTwice();
    expect((await server.request('/auth/logout', { method: 'POST', json: { refresh_token: first.refresh_token } })).status).toBe(204);
    expect(await me(first.access_token)).toEqual(refused);
    expect(await me(second.access_token)).toEqual(ok);
  });

  it('logout after refreshes also ends the access tokens the earlier refresh tokens brought: a session keeps its id', async () => {
    const { first } = await signedInTwice();
    const refreshed = ((await (await refresh(first.refresh_token)).json()) as { data: { access_token: string; refresh_token: string } })
      .data;
    expect(sessionIdOf(refreshed.refresh_token)).toBe(sessionIdOf(first.refresh_token));
    expect(refreshed.refresh_token).not.toBe(first.refresh_token);
    // A refresh ends no access token: both work until the logout.
    expect(await me(first.access_token)).toEqual(ok);
    expect(await me(refreshed.access_token)).toEqual(ok);
    expect((await server.request('/auth/logout', { method: 'POST', json: { refresh_token: refreshed.refresh_token } })).status).toBe(204);
    expect(await me(first.access_token)).toEqual(refused);
    expect(await me(refreshed.access_token)).toEqual(refused);
  });

  it('a logout with a made-up refresh token of the right session id (it is readable in the JWT) ends nothing', async () => {
    const { first } = await signedInTwice();
    const forged = `${sessionIdOf(first.refresh_token)}${'x'.repeat(43)}`;
    expect((await server.request('/auth/logout', { method: 'POST', json: { refresh_token: forged } })).status).toBe(204);
    expect(await me(first.access_token)).toEqual(ok);
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });

  it("own password change: the other sessions' access tokens are refused at once, the changer's keeps working", async () => {
    const { first, second } = await signedInTwice();
    const changed = await server.request('/users/me', { method: 'PATCH', token: first.access_token, json: { password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(await me(second.access_token)).toEqual(refused);
    expect(await me(first.access_token)).toEqual(ok);
  });

  it('a password change by an admin ends every access token of the user', async () => {
    const { user, first, second } = await signedInTwice();
    expect((await server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { password: NEW_PASSWORD } })).status).toBe(200);
    for (const tokens of [first, second]) expect(await me(tokens.access_token)).toEqual(refused);
  });

  it('suspension and deletion: the access tokens are refused at once', async () => {
    const suspended = await signedInTwice();
    expect((await server.asAdmin(`/users/${suspended.user.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
    expect(await me(suspended.first.access_token)).toEqual(refused);
    const deleted = await signedInTwice();
    expect((await server.asAdmin(`/users/${deleted.user.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await me(deleted.first.access_token)).toEqual(refused);
  });

  it("an admin's DELETE /users/:id/sessions ends every session: refresh and access tokens alike", async () => {
    const { user, first, second } = await signedInTwice();
    expect((await server.asAdmin(`/users/${user.id}/sessions`, { method: 'DELETE' })).status).toBe(204);
    for (const tokens of [first, second]) {
      expect(await me(tokens.access_token)).toEqual(refused);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
    }
    // Signing in again works: the user is not blocked, only their sessions ended.
    expect(await me((await server.login(user.email, user.password)).access_token)).toEqual(ok);
  });

  it('DELETE /users/:id/sessions is an admin’s only: anyone else, an unknown or a malformed id answer 403', async () => {
    const { user, first } = await signedInTwice();
    const victim = await signedInTwice();
    const attempt = async (id: string, token?: string) => {
      const response = await server.request(`/users/${encodeURIComponent(id)}/sessions`, {
        method: 'DELETE',
        token: token ?? server.adminToken,
      });
      return { status: response.status, code: ((await response.json()) as ErrorBody).errors[0]!.extensions.code };
    };
    const forbidden = { status: 403, code: 'FORBIDDEN' };
    expect(await attempt(victim.user.id, first.access_token)).toEqual(forbidden);
    expect(await attempt(user.id, first.access_token)).toEqual(forbidden);
    for (const id of ['__proto__', 'constructor', '00000000-0000-4000-8000-000000000000', 'x'.repeat(90), "' OR 1=1 --"])
      expect(await attempt(id)).toEqual(forbidden);
    expect(await me(victim.first.access_token)).toEqual(ok);
    expect(await me(first.access_token)).toEqual(ok);
  });

  it("static tokens keep working when the user's sessions end", async () => {
    const token = `static-revocation-${client}`;
    const user = await server.createUser({ role, token });
    const signedIn = await server.login(user.email, user.password);
    expect((await server.asAdmin(`/users/${user.id}/sessions`, { method: 'DELETE' })).status).toBe(204);
    expect(await me(signedIn.access_token)).toEqual(refused);
    expect(await me(token)).toEqual(ok);
  });

  it('an instance that never heard of the revocation (started after it, no shared store) refuses the token too', async () => {
    const { first } = await signedInTwice();
    expect((await server.request('/auth/logout', { method: 'POST', json: { refresh_token: first.refresh_token } })).status).toBe(204);
    const late = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' }, database: server.database });
    try {
      expect(await me(first.access_token, late)).toEqual(refused);
    } finally {
      await late.server.close();
    }
  });
});
