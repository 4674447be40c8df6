import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../sdk-client.js';
import { openShareSession } from './share-session.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('openShareSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("signs in as the share in json mode and reads with the share's token, leaving the stored session alone", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'user-token', refresh_token: 'r', expires: 1, expires_at: 1 }));
    const requests: { url: string; body: unknown; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        auth: new Headers(init?.headers).get('Authorization'),
      });
      if (url.endsWith('/shares/auth')) return json(200, { data: { access_token: 'share-token', refresh_token: 'x', expires: 900000 } });
      return json(200, { data: { id: 1, title: 'Hello' } });
    });
    const reader = await openShareSession('http://api.test', 'share-1', 'pw');
    expect(await reader.readItem('articles', 1)).toEqual({ id: 1, title: 'Hello' });
    expect(requests[0]).toEqual({
      url: 'http://api.test/shares/auth',
      body: { share: 'share-1', mode: 'json', password: 'pw' },
      auth: null,
    });
    expect(requests[1]).toMatchObject({ url: 'http://api.test/items/articles/1', auth: 'Bearer share-token' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ access_token: 'user-token' });
  });

  it("rejects with the API's error when the share refuses", async () => {
    vi.stubGlobal('fetch', async () =>
      json(401, { errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] }),
    );
    await expect(openShareSession('http://api.test', 'share-1', 'wrong')).rejects.toMatchObject({ status: 401 });
  });
});
