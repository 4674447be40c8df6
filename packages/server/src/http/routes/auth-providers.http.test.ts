import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { createTestDatabase } from '../../../test/harness/test-databases.js';

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]?.extensions.code;
const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('directus_session_token='))
    ?.split(';')[0];

describe('GET /auth and the local provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
  });
  afterAll(async () => server?.close());

  it('lists no providers and the default sign-in as enabled when none are configured', async () => {
    const response = await server.request('/auth');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [], disableDefault: false });
  });

  it('exchanges a session cookie for json tokens (what the app does after a provider redirect)', async () => {
    const login = await server.request('/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password, mode: 'session' },
    });
    const cookie = sessionCookieOf(login)!;
    const exchanged = await server.request('/auth/refresh', { method: 'POST', json: { mode: 'json' }, headers: { cookie } });
    expect(exchanged.status).toBe(200);
    // The cookie's session is rotated away, so the answer clears the cookie rather than leave a dead one behind.
    expect(exchanged.headers.getSetCookie().find((line) => line.startsWith('directus_session_token='))).toMatch(
      /Expires=Thu, 01 Jan 1970|Max-Age=0/,
    );
    const { data } = (await exchanged.json()) as { data: { access_token: string; refresh_token: string } };
    expect(data.refresh_token).toMatch(/^[\w-]{64}$/);
    expect((await server.request('/users/me', { token: data.access_token })).status).toBe(200);
    // The session behind the cookie was rotated: the cookie cannot be exchanged twice.
    const again = await server.request('/auth/refresh', { method: 'POST', json: { mode: 'json' }, headers: { cookie } });
    expect(again.status).toBe(401);
  });

  it('still asks for a refresh token when there is neither a token nor a cookie', async () => {
    const response = await server.request('/auth/refresh', { method: 'POST', json: { mode: 'json' } });
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe('INVALID_PAYLOAD');
  });
});

describe('AUTH_DISABLE_DEFAULT', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_DISABLE_DEFAULT: 'true', LOGIN_STALL_TIME: '0' } });
  });
  afterAll(async () => server?.close());

  it('says so at GET /auth and answers the local sign-in as a missing route', async () => {
    expect(await (await server.request('/auth')).json()).toEqual({ data: [], disableDefault: true });
    for (const path of ['/auth/login', '/auth/login/default']) {
      const response = await server.request(path, { method: 'POST', json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      expect(response.status).toBe(404);
      expect(await codeOf(response)).toBe('ROUTE_NOT_FOUND');
    }
    // Static tokens keep working: only the password sign-in is off.
    expect((await server.asAdmin('/users/me')).status).toBe(200);
  });
});

describe('a provider configuration the server cannot use', () => {
  it('stops the start with the variable named', async () => {
    const database = await createTestDatabase('sqlite3');
    try {
      await expect(startTestServer({ database, env: { AUTH_PROVIDERS: 'corp', AUTH_CORP_DRIVER: 'kerberos' } })).rejects.toThrow(
        /AUTH_CORP_DRIVER must be one of/,
      );
    } finally {
      await database.drop();
    }
  });
});
