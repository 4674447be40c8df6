import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, recordingFetch, type RecordedCall } from '../../test/recording-fetch.js';
import { createClient } from '../client.js';
import { readItems } from '../rest/items/read-items.js';
import { rest } from '../rest/rest.js';
import { TesseraError } from '../sdk-error.js';
import { authentication, type AuthenticationOptions } from './authentication.js';
import type { AuthMode } from './login.js';
import { MAX_TIMER_DELAY } from './refresh-timer.js';
import { memoryStorage } from './token-storage.js';

const FIFTEEN_MINUTES = 900_000;

/** Answers like the server's /auth routes (api-reference section 3): tokens rotate on refresh. */
function authServer(options: { expires?: number; refresh?: 'ok' | 'reject' | 'network' } = {}) {
  let issued = 0;
  return recordingFetch((call: RecordedCall) => {
    if (call.path === '/auth/refresh' && options.refresh === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (call.path === '/auth/refresh' && options.refresh === 'reject') {
      return jsonResponse({ errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] }, 401);
    }
    if (call.path.startsWith('/auth/login') || call.path === '/auth/refresh') {
      issued += 1;
      const body = call.body as { mode: AuthMode };
      const data: Record<string, unknown> = { access_token: `access-${issued}`, expires: options.expires ?? FIFTEEN_MINUTES };
      if (body.mode === 'json') data.refresh_token = `refresh-${issued}`;
      return jsonResponse({ data });
    }
    if (call.path === '/auth/logout') return new Response(null, { status: 204 });
    return jsonResponse({ data: [] });
  });
}

function makeClient(fetch: typeof globalThis.fetch, mode: AuthMode = 'json', options: AuthenticationOptions = {}) {
  return createClient('http://localhost:8055', { fetch }).with(rest()).with(authentication(mode, options));
}

const refreshCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/auth/refresh');

describe('authentication: login, refresh, logout requests', () => {
  it('logs in with email, password, otp and mode, stores the session and sends the token as Bearer', async () => {
    const { fetch, calls } = authServer();
    const storage = memoryStorage();
    const client = makeClient(fetch, 'json', { storage, autoRefresh: false });
    const before = Date.now();
    const data = await client.login('a@b.c', 'pw', { otp: '123456' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'a@b.c', password: 'pw', otp: '123456', mode: 'json' },
    });
    expect(data).toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-1', expires: FIFTEEN_MINUTES });
    expect(data.expires_at).toBeGreaterThanOrEqual(before + FIFTEEN_MINUTES);
    expect(data.expires_at).toBeLessThanOrEqual(Date.now() + FIFTEEN_MINUTES);
    expect(await storage.get()).toEqual(data);

    await client.request(readItems('articles'));
    expect(calls[1]?.headers.authorization).toBe('Bearer access-1');
    expect(await client.getToken()).toBe('access-1');
  });

  it('posts to /auth/login/:provider and defaults the mode to the one the part was made with', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'cookie', { autoRefresh: false, credentials: 'include' });
    await client.login('a@b.c', 'pw', { provider: 'ldap' });
    expect(calls[0]).toMatchObject({
      path: '/auth/login/ldap',
      body: { email: 'a@b.c', password: 'pw', mode: 'cookie' },
      credentials: 'include',
    });
    expect(calls[0]?.body).not.toHaveProperty('otp');
    const override = makeClient(fetch, 'cookie', { autoRefresh: false });
    await override.login('a@b.c', 'pw', { mode: 'json' });
    expect(calls[1]?.body).toMatchObject({ mode: 'json' });
  });

  it('refreshes in json mode with the refresh token and stores the rotated session', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json', { autoRefresh: false });
    await client.login('a@b.c', 'pw');
    const data = await client.refresh();
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/auth/refresh', body: { mode: 'json', refresh_token: 'refresh-1' } });
    expect(data).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(await client.getToken()).toBe('access-2');
  });

  it('refreshes in cookie mode without a refresh token in the body, with the configured credentials', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'cookie', { autoRefresh: false, credentials: 'include' });
    await client.login('a@b.c', 'pw');
    await client.refresh();
    expect(calls[1]?.body).toEqual({ mode: 'cookie' });
    expect(calls[1]?.credentials).toBe('include');
  });

  it('logs out with the same body, clears the tokens', async () => {
    const { fetch, calls } = authServer();
    const storage = memoryStorage();
    const client = makeClient(fetch, 'json', { storage, autoRefresh: false });
    await client.login('a@b.c', 'pw');
    await client.logout();
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/auth/logout', body: { mode: 'json', refresh_token: 'refresh-1' } });
    expect(await storage.get()).toBeNull();
    expect(await client.getToken()).toBeNull();

    const cookie = makeClient(fetch, 'cookie', { autoRefresh: false });
    await cookie.login('a@b.c', 'pw');
    await cookie.logout();
    expect(calls.at(-1)?.body).toEqual({ mode: 'cookie' });
  });

  it('clears the session even when the logout call fails, and still reports the failure', async () => {
    const { fetch: serverFetch } = authServer();
    const failure = new TypeError('fetch failed');
    const fetch: typeof globalThis.fetch = (input, init) =>
      String(input).endsWith('/auth/logout') ? Promise.reject(failure) : serverFetch(input, init);
    const client = makeClient(fetch, 'json', { autoRefresh: false });
    await client.login('a@b.c', 'pw');
    await expect(client.logout()).rejects.toBe(failure);
    expect(await client.getToken()).toBeNull();
  });

  it('rejects a failed login with TesseraError and keeps the previous state', async () => {
    const { fetch } = recordingFetch(() =>
      jsonResponse({ errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] }, 401),
    );
    const client = makeClient(fetch, 'json');
    const error = (await client.login('a@b.c', 'wrong').catch((caught: unknown) => caught)) as TesseraError;
    expect(error).toBeInstanceOf(TesseraError);
    expect(error.status).toBe(401);
    expect(error.errors[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(await client.getToken()).toBeNull();
  });

  it('signs out when the server refuses a manual refresh, keeps the session on a network failure', async () => {
    const refused = authServer({ refresh: 'reject' });
    const client = makeClient(refused.fetch, 'json', { autoRefresh: false });
    await client.login('a@b.c', 'pw');
    await expect(client.refresh()).rejects.toBeInstanceOf(TesseraError);
    expect(await client.getToken()).toBeNull();

    const offline = authServer({ refresh: 'network' });
    const kept = makeClient(offline.fetch, 'json', { autoRefresh: false });
    await kept.login('a@b.c', 'pw');
    await expect(kept.refresh()).rejects.toThrow('fetch failed');
    expect(await kept.getToken()).toBe('access-1');
  });

  it('refuses to refresh in json mode before any login', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json');
    await expect(client.refresh()).rejects.toThrow('No refresh token: sign in with mode "json" first');
    expect(calls).toHaveLength(0);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json', { autoRefresh: false });
    await client.login('a@b.c', 'pw');
    const [first, second] = await Promise.all([client.refresh(), client.refresh()]);
    expect(first).toBe(second);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('setToken uses a token obtained elsewhere; setToken(null) signs out', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json');
    await client.setToken('external');
    await client.request(readItems('articles'));
    expect(calls[0]?.headers.authorization).toBe('Bearer external');
    await client.setToken(null);
    expect(await client.getToken()).toBeNull();
  });
});

describe('authentication: refresh timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 30000 ms before expiry, then again before the new expiry', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json');
    await client.login('a@b.c', 'pw');
    await vi.advanceTimersByTimeAsync(FIFTEEN_MINUTES - 30_000 - 1);
    expect(refreshCalls(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0]?.body).toEqual({ mode: 'json', refresh_token: 'refresh-1' });
    expect(await client.getToken()).toBe('access-2');

    await vi.advanceTimersByTimeAsync(FIFTEEN_MINUTES - 30_000);
    expect(refreshCalls(calls)).toHaveLength(2);
    expect(refreshCalls(calls)[1]?.body).toEqual({ mode: 'json', refresh_token: 'refresh-2' });
    client.stopRefreshing();
  });

  it('honours msRefreshBeforeExpires', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'cookie', { msRefreshBeforeExpires: 60_000 });
    await client.login('a@b.c', 'pw');
    await vi.advanceTimersByTimeAsync(FIFTEEN_MINUTES - 60_000 - 1);
    expect(refreshCalls(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0]?.body).toEqual({ mode: 'cookie' });
    client.stopRefreshing();
  });

  it('never sets a timer longer than 2147483647 ms; a far expiry waits in capped steps', async () => {
    const farExpiry = 10 ** 10;
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { fetch, calls } = authServer({ expires: farExpiry });
    const client = makeClient(fetch, 'json');
    await client.login('a@b.c', 'pw');
    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
    expect(setTimeoutSpy.mock.calls[0]?.[1]).toBe(MAX_TIMER_DELAY);

    // The capped timer fires long before the refresh is due: it only waits again.
    await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(farExpiry - 30_000 - MAX_TIMER_DELAY - 1);
    expect(refreshCalls(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(1);
    for (const [, delay] of setTimeoutSpy.mock.calls) expect(delay).toBeLessThanOrEqual(MAX_TIMER_DELAY);
    client.stopRefreshing();
    setTimeoutSpy.mockRestore();
  });

  it.each(['reject', 'network'] as const)('swallows a failing auto-refresh (%s) and leaves the client signed out', async (failure) => {
    const storage = memoryStorage();
    const { fetch, calls } = authServer({ refresh: failure });
    const client = makeClient(fetch, 'json', { storage });
    await client.login('a@b.c', 'pw');
    // An unhandled rejection here would fail the run.
    await vi.advanceTimersByTimeAsync(FIFTEEN_MINUTES - 30_000);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(await storage.get()).toBeNull();
    expect(await client.getToken()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    await client.request(readItems('articles'));
    expect(calls.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('logout stops the refresh timer', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json');
    await client.login('a@b.c', 'pw');
    expect(vi.getTimerCount()).toBe(1);
    await client.logout();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(FIFTEEN_MINUTES * 2);
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('stopRefreshing stops the timer but keeps the session', async () => {
    const { fetch, calls } = authServer();
    const client = makeClient(fetch, 'json', { autoRefresh: true });
    await client.login('a@b.c', 'pw');
    client.stopRefreshing();
    await vi.advanceTimersByTimeAsync(FIFTEEN_MINUTES - 30_000);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no timer when autoRefresh is off', async () => {
    const { fetch } = authServer();
    const client = makeClient(fetch, 'json', { autoRefresh: false });
    await client.login('a@b.c', 'pw');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('getToken refreshes a token that is due, e.g. one shorter-lived than the margin', async () => {
    const { fetch, calls } = authServer({ expires: 10_000 });
    const client = makeClient(fetch, 'json');
    await client.login('a@b.c', 'pw');
    expect(vi.getTimerCount()).toBe(0);
    await client.request(readItems('articles'));
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.at(-1)?.headers.authorization).toBe('Bearer access-2');
  });

  it('does not store a refresh answer that arrives after logout', async () => {
    let release: () => void = () => undefined;
    const { fetch: serverFetch, calls } = authServer();
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/auth/refresh')) await new Promise<void>((resolve) => (release = resolve));
      return serverFetch(input, init);
    };
    const storage = memoryStorage();
    const client = makeClient(fetch, 'json', { storage, autoRefresh: false });
    await client.login('a@b.c', 'pw');
    const refreshing = client.refresh();
    await client.logout();
    release();
    await refreshing;
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(await storage.get()).toBeNull();
  });
});
