import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]?.extensions.code;

/** name=value of each Set-Cookie, with its attributes as written. */
function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.split('=')[0]!, line]));
}
const cookieValue = (line: string | undefined) => line?.split(';')[0]?.split('=').slice(1).join('=') ?? '';

describe.each(DATABASES)('sign-in, refresh and logout on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
  });
  afterAll(async () => server?.close());

  const me = (init: RequestInit & { token?: string } = {}) => server.request('/server/health', init);
  const isAdminBy = async (init: RequestInit & { token?: string }) => 'checks' in ((await (await me(init)).json()) as object);

  it('signs in (json) with the reference shape, a session row, an activity row and last_access', async () => {
    const response = await server.request('/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password },
      headers: { 'user-agent': 'auth-test/1.0', origin: 'http://app.example' },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(['access_token', 'expires', 'refresh_token']);
    expect(data.expires).toBe(900_000);
    expect(data.refresh_token).toMatch(/^[\w-]{64}$/);
    const claims = decodeJwt(String(data.access_token));
    const admin = await server.server.ctx.db('directus_users').where('email', TEST_ADMIN.email).first('id', 'role', 'last_access');
    expect(claims).toMatchObject({ id: admin.id, role: admin.role, app_access: true, admin_access: true, iss: 'directus' });
    expect(claims.session).toBeUndefined();
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(admin.last_access).not.toBeNull();
    const session = await server.server.ctx.db('directus_sessions').where('token', String(data.refresh_token)).first();
    expect(session).toMatchObject({ user: admin.id, ip: '127.0.0.1', user_agent: 'auth-test/1.0', origin: 'http://app.example' });
    const activity = await server.server.ctx
      .db('directus_activity')
      .where({ action: 'login', item: admin.id })
      .orderBy('id', 'desc')
      .first();
    expect(activity).toMatchObject({
      collection: 'directus_users',
      user: admin.id,
      ip: '127.0.0.1',
      user_agent: 'auth-test/1.0',
      origin: 'http://app.example',
    });
    expect(await isAdminBy({ token: String(data.access_token) })).toBe(true);
  });

  it('sends the access token as a bearer header or ?access_token=, never both', async () => {
    const { access_token } = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await isAdminBy({ token: access_token })).toBe(true);
    expect('checks' in ((await (await server.request(`/server/health?access_token=${access_token}`)).json()) as object)).toBe(true);
    const both = await server.request(`/server/health?access_token=${access_token}`, { token: access_token });
    expect(both.status).toBe(400);
    expect(await codeOf(both)).toBe('INVALID_PAYLOAD');
  });

  it('cookie mode keeps the refresh token in an httpOnly SameSite=Lax cookie, out of the body', async () => {
    const response = await server.request('/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password, mode: 'cookie' },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(['access_token', 'expires']);
    const cookie = cookiesOf(response).directus_refresh_token;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookieValue(cookie)).toMatch(/^[\w-]{64}$/);

    // No body: the mode is cookie and the token comes from the cookie; it rotates there too.
    const refreshed = await server.request('/auth/refresh', {
      method: 'POST',
      headers: { cookie: `directus_refresh_token=${cookieValue(cookie)}` },
    });
    expect(refreshed.status).toBe(200);
    const next = cookiesOf(refreshed).directus_refresh_token;
    expect(cookieValue(next)).toMatch(/^[\w-]{64}$/);
    expect(cookieValue(next)).not.toBe(cookieValue(cookie));
    expect(Object.keys(((await refreshed.json()) as { data: object }).data).sort()).toEqual(['access_token', 'expires']);
  });

  it('session mode puts a JWT carrying the session id in a cookie, which authenticates, refreshes and dies at logout', async () => {
    const response = await server.request('/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password, mode: 'session' },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({ expires: 86_400_000 });
    const cookie = cookiesOf(response).directus_session_token;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const jwt = cookieValue(cookie);
    const session = String(decodeJwt(jwt).session);
    expect(await server.server.ctx.db('directus_sessions').where('token', session).first('token')).toBeTruthy();
    expect(await isAdminBy({ headers: { cookie: `directus_session_token=${jwt}` } })).toBe(true);

    const refreshed = await server.request('/auth/refresh', {
      method: 'POST',
      json: { mode: 'session' },
      headers: { cookie: `directus_session_token=${jwt}` },
    });
    expect(refreshed.status).toBe(200);
    const nextJwt = cookieValue(cookiesOf(refreshed).directus_session_token);
    expect(decodeJwt(nextJwt).session).not.toBe(session);
    // Rotation ends the old session, so the old cookie stops authenticating at once.
    expect((await me({ headers: { cookie: `directus_session_token=${jwt}` } })).status).toBe(401);
    expect(await isAdminBy({ headers: { cookie: `directus_session_token=${nextJwt}` } })).toBe(true);

    const out = await server.request('/auth/logout', {
      method: 'POST',
      json: { mode: 'session' },
      headers: { cookie: `directus_session_token=${nextJwt}` },
    });
    expect(out.status).toBe(204);
    expect(cookiesOf(out).directus_session_token).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await me({ headers: { cookie: `directus_session_token=${nextJwt}` } });
    expect(after.status).toBe(401);
    expect(await codeOf(after)).toBe('INVALID_CREDENTIALS');
  });

  it('rotates refresh tokens: the new one works, the old one is refused at once', async () => {
    const first = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: first.refresh_token } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string; expires: number } };
    expect(data.expires).toBe(900_000);
    expect(data.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(data.access_token)).toMatchObject({ admin_access: true, iss: 'directus' });
    const again = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: first.refresh_token } });
    expect(again.status).toBe(401);
    expect(await codeOf(again)).toBe('INVALID_CREDENTIALS');
    expect((await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: data.refresh_token } })).status).toBe(200);
  });

  it('logs out: 204, the session row is gone, cookies are cleared and the token no longer refreshes', async () => {
    const { refresh_token } = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await server.request('/auth/logout', { method: 'POST', json: { refresh_token } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(cookiesOf(response).directus_refresh_token).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(await server.server.ctx.db('directus_sessions').where('token', refresh_token).first()).toBeUndefined();
    const refreshed = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token } });
    expect(refreshed.status).toBe(401);
    expect(await codeOf(refreshed)).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['/auth/refresh', {}],
    ['/auth/logout', {}],
    ['/auth/refresh', { mode: 'json' }],
  ])('%s without a token answers 400 INVALID_PAYLOAD (%j)', async (path, body) => {
    const response = await server.request(path, { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).errors[0];
    expect(error?.extensions.code).toBe('INVALID_PAYLOAD');
    expect(error?.message).toBe('Invalid payload. The refresh token is required in either the payload or cookie.');
  });

  it('refuses an expired refresh token with 401 INVALID_CREDENTIALS', async () => {
    const { refresh_token } = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    await server.server.ctx
      .db('directus_sessions')
      .where('token', refresh_token)
      .update({ expires: new Date(Date.now() - 1000) });
    const response = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token } });
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_CREDENTIALS');
  });

  it('purges expired sessions at sign-in', async () => {
    const { refresh_token } = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    await server.server.ctx
      .db('directus_sessions')
      .where('token', refresh_token)
      .update({ expires: new Date(Date.now() - 1000) });
    await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await server.server.ctx.db('directus_sessions').where('token', refresh_token).first()).toBeUndefined();
  });

  it('answers a suspended user refreshing with 401 USER_SUSPENDED and drops the session', async () => {
    const user = await server.createUser();
    const { refresh_token } = await server.login(user.email, user.password);
    await server.server.ctx.db('directus_users').where('id', user.id).update({ status: 'suspended' });
    const response = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token } });
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('USER_SUSPENDED');
    expect(await server.server.ctx.db('directus_sessions').where('token', refresh_token).first()).toBeUndefined();
  });

  it('answers an expired access token 401 TOKEN_EXPIRED and a tampered one 403 INVALID_TOKEN', async () => {
    const secret = new TextEncoder().encode(server.config.SECRET);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ id: 'x', role: null, app_access: false, admin_access: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 10)
      .setIssuer('directus')
      .sign(secret);
    const expiredResponse = await me({ token: expired });
    expect(expiredResponse.status).toBe(401);
    expect(await codeOf(expiredResponse)).toBe('TOKEN_EXPIRED');
    const { access_token } = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const [header, payload] = access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const forgedResponse = await me({ token: forged });
    expect(forgedResponse.status).toBe(403);
    expect(await codeOf(forgedResponse)).toBe('INVALID_TOKEN');
  });

  it('takes a static token as a bearer token and refuses an unknown one with 401 INVALID_CREDENTIALS', async () => {
    const user = await server.createUser({ token: 'static-token-of-a-user' });
    expect((await me({ token: 'static-token-of-a-user' })).status).toBe(200);
    expect(await isAdminBy({ token: 'static-token-of-a-user' })).toBe(false);
    expect(await isAdminBy({ token: server.adminToken })).toBe(true);
    const unknown = await me({ token: 'no-such-static-token' });
    expect(unknown.status).toBe(401);
    expect(await codeOf(unknown)).toBe('INVALID_CREDENTIALS');
    // A user who is no longer active loses their static token at once (users changes drop the cache).
    await server.server.ctx.db('directus_users').where('id', user.id).update({ status: 'suspended' });
    server.server.ctx.auth.invalidate();
    expect((await me({ token: 'static-token-of-a-user' })).status).toBe(401);
  });

  it.each(['draft', 'invited', 'suspended', 'archived'])('refuses a %s user with 401 INVALID_CREDENTIALS', async (status) => {
    const user = await server.createUser({ status });
    const response = await server.request('/auth/login', { method: 'POST', json: { email: user.email, password: user.password } });
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ password: 'x' }, '"email" is required'],
    [{ email: 'a@b.c' }, '"password" is required'],
    [{ email: 'a@b.c', password: 'x', mode: 'magic' }, '"mode" must be one of [json, cookie, session]'],
    [{ email: 42, password: 'x' }, '"email" must be a string'],
  ])('refuses a malformed sign-in body %j with 400 INVALID_PAYLOAD', async (body, reason) => {
    const response = await server.request('/auth/login', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).errors[0];
    expect(error?.extensions.code).toBe('INVALID_PAYLOAD');
    expect(error?.message).toBe(`Invalid payload. ${reason}.`);
  });

  it('accepts the default provider by name and refuses others with 403 INVALID_PROVIDER', async () => {
    expect(
      (await server.request('/auth/login/default', { method: 'POST', json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))
        .status,
    ).toBe(200);
    const response = await server.request('/auth/login/github', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe('INVALID_PROVIDER');
  });

  it('lists the auth providers', async () => {
    expect(await (await server.request('/auth')).json()).toEqual({ data: [], disableDefault: false });
  });
});
