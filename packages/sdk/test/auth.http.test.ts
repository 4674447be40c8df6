import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authentication, createClient, isTesseraError, memoryStorage, readMe, rest, TesseraError, type AuthData } from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { startSdkTestServer } from './blog-fixture.js';
import { cookieJarFetch } from './cookie-jar-fetch.js';

const REFRESH_COOKIE = 'directus_refresh_token';

/** The error code of a rejected promise, or a failure naming what came instead. */
async function rejectionOf(promise: Promise<unknown>): Promise<TesseraError> {
  const error = await promise.then(
    (value) => new Error(`expected a rejection, got ${JSON.stringify(value)}`),
    (reason: unknown) => reason,
  );
  if (!isTesseraError(error)) throw error;
  return error;
}

// Each sign-in verifies a password hash, a few hundred milliseconds under load.
describe('SDK authentication against the real server (SQLite)', { timeout: 20_000 }, () => {
  let server: TestServer;
  let adminId: string;

  beforeAll(async () => {
    server = await startSdkTestServer();
    adminId = String((await server.server.ctx.db('directus_users').where('email', TEST_ADMIN.email).first('id')).id);
  }, 60_000);
  afterAll(async () => server?.close());

  /** A refresh sent without the SDK, to see what the server says about a given token. */
  const rawRefresh = async (init: { body?: object; cookie?: string }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.cookie) headers.cookie = init.cookie;
    const response = await fetch(`${server.url}/auth/refresh`, { method: 'POST', headers, body: JSON.stringify(init.body ?? {}) });
    const body = (await response.json()) as { errors?: Array<{ extensions: { code: string } }> };
    return { status: response.status, code: body.errors?.[0]?.extensions.code };
  };

  const jsonClient = (storage = memoryStorage()) =>
    createClient(server.url)
      .with(rest())
      .with(authentication('json', { autoRefresh: false, storage }));

  it('json mode: login stores both tokens and the lifetime; requests then carry the access token', async () => {
    const client = jsonClient();
    const before = Date.now();
    const data = await client.login(TEST_ADMIN.email, TEST_ADMIN.password);

    expect(data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.refresh_token).toMatch(/^[\w-]{64}$/);
    expect(data.expires).toBe(900_000);
    expect(data.expires_at).toBeGreaterThanOrEqual(before + 900_000);
    expect(data.expires_at).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(await client.getToken()).toBe(data.access_token);

    const me = await client.request(readMe({ fields: ['id', 'email', 'role.admin_access'] }));
    expect(me).toEqual({ id: adminId, email: TEST_ADMIN.email, role: { admin_access: true } });
  });

  it('json mode: refresh rotates the refresh token; the old one is refused, the new one works', async () => {
    const client = jsonClient();
    const first = await client.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const second = await client.refresh();

    expect(second.refresh_token).toMatch(/^[\w-]{64}$/);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires).toBe(900_000);
    expect(await client.getToken()).toBe(second.access_token);
    expect(await client.request(readMe({ fields: ['id'] }))).toEqual({ id: adminId });

    expect(await rawRefresh({ body: { mode: 'json', refresh_token: first.refresh_token } })).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    // The client's own (new) token still refreshes.
    const third = await client.refresh();
    expect(third.refresh_token).not.toBe(second.refresh_token);
  });

  it('json mode: logout ends the session on the server; refreshing it afterwards fails with the server code', async () => {
    const storage = memoryStorage();
    const client = jsonClient(storage);
    await client.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const session = (await storage.get()) as AuthData;

    await client.logout();
    expect(await client.getToken()).toBeNull();
    expect(await storage.get()).toBeNull();

    // Put the ended session back: the server must refuse its refresh token.
    await storage.set(session);
    const error = await rejectionOf(client.refresh());
    expect(error).toBeInstanceOf(TesseraError);
    expect(error.status).toBe(401);
    expect(error.errors[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(error.response.status).toBe(401);
    // A refused refresh signs the client out.
    expect(await storage.get()).toBeNull();
  });

  it('cookie mode: the refresh token lives in the cookie; refresh rotates it and logout clears it', async () => {
    const { fetch, jar, credentialsSeen } = cookieJarFetch();
    const client = createClient(server.url, { fetch })
      .with(rest({ credentials: 'include' }))
      .with(authentication('cookie', { credentials: 'include', autoRefresh: false }));

    const data = await client.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(data.refresh_token).toBeNull();
    expect(data.expires).toBe(900_000);
    const firstCookie = jar.get(REFRESH_COOKIE);
    expect(firstCookie).toMatch(/^[\w-]{64}$/);
    expect(await client.request(readMe({ fields: ['email'] }))).toEqual({ email: TEST_ADMIN.email });

    const refreshed = await client.refresh();
    expect(refreshed.refresh_token).toBeNull();
    const secondCookie = jar.get(REFRESH_COOKIE);
    expect(secondCookie).toMatch(/^[\w-]{64}$/);
    expect(secondCookie).not.toBe(firstCookie);
    expect(await client.getToken()).toBe(refreshed.access_token);
    expect(await rawRefresh({ cookie: `${REFRESH_COOKIE}=${firstCookie}` })).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });

    await client.logout();
    expect(jar.has(REFRESH_COOKIE)).toBe(false);
    expect(await client.getToken()).toBeNull();
    expect(await rawRefresh({ cookie: `${REFRESH_COOKIE}=${secondCookie}` })).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });

    // With the cookie gone, the SDK's refresh carries no token at all: the server says so.
    const error = await rejectionOf(client.refresh());
    expect(error.status).toBe(400);
    expect(error.errors[0]?.extensions?.code).toBe('INVALID_PAYLOAD');
    expect(credentialsSeen.every((credentials) => credentials === 'include')).toBe(true);
  });

  it('cookie mode: a request with a token due for refresh refreshes it first, through the cookie', async () => {
    const { fetch, jar } = cookieJarFetch();
    // The refresh window covers the whole 15-minute lifetime: every token is due at once (and no timer is set).
    const client = createClient(server.url, { fetch })
      .with(rest({ credentials: 'include' }))
      .with(authentication('cookie', { credentials: 'include', msRefreshBeforeExpires: 900_000 }));
    const signedIn = await client.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const firstCookie = jar.get(REFRESH_COOKIE);

    expect(await client.request(readMe({ fields: ['id'] }))).toEqual({ id: adminId });
    expect(jar.get(REFRESH_COOKIE)).toMatch(/^[\w-]{64}$/);
    expect(jar.get(REFRESH_COOKIE)).not.toBe(firstCookie);
    expect(await rawRefresh({ cookie: `${REFRESH_COOKIE}=${firstCookie}` })).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(signedIn.refresh_token).toBeNull();

    // Requests at the same moment share refreshes: none of them sends a cookie already rotated away.
    const answers = await Promise.all([1, 2, 3].map(() => client.request(readMe({ fields: ['id'] }))));
    expect(answers).toEqual([{ id: adminId }, { id: adminId }, { id: adminId }]);
    expect(await client.getToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await client.logout();
  });

  it('a wrong password rejects with INVALID_CREDENTIALS and stores nothing', async () => {
    const storage = memoryStorage();
    const client = jsonClient(storage);
    const error = await rejectionOf(client.login(TEST_ADMIN.email, 'wrong-password'));
    expect(error.status).toBe(401);
    expect(error.errors).toEqual([{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }]);
    expect(await storage.get()).toBeNull();
  });
});
