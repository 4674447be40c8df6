import { describe, expect, it } from 'vitest';
import { jsonResponse, recordingFetch } from '../../test/recording-fetch.js';
import { staticToken } from '../auth/static-token.js';
import { createClient } from '../client.js';
import { isTesseraError, TesseraError } from '../sdk-error.js';
import { deleteItem } from './items/delete-item.js';
import { readItems } from './items/read-items.js';
import { rest } from './rest.js';
import { serverHealth, serverPing } from './system/server.js';
import { uploadFiles } from './system/files.js';
import { withMeta } from './with-meta.js';

const URL_BASE = 'http://localhost:8055';

describe('rest: answers', () => {
  it('yields the data member of a successful answer', async () => {
    const { fetch } = recordingFetch(() => jsonResponse({ data: [{ id: 1 }], meta: { filter_count: 1 } }));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await expect(client.request(readItems('articles'))).resolves.toEqual([{ id: 1 }]);
  });

  it('yields the whole body when there is no data member, including application/health+json', async () => {
    const { fetch } = recordingFetch(() => jsonResponse({ status: 'ok' }, 200, 'application/health+json'));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await expect(client.request(serverHealth())).resolves.toEqual({ status: 'ok' });
  });

  it('yields text for text/plain', async () => {
    const { fetch } = recordingFetch(() => new Response('pong', { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await expect(client.request(serverPing())).resolves.toBe('pong');
  });

  it('yields undefined for 204', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await expect(client.request(deleteItem('articles', 1))).resolves.toBeUndefined();
  });

  it('withMeta yields { data, meta }', async () => {
    const { fetch, calls } = recordingFetch(() => jsonResponse({ data: [{ id: 1 }], meta: { filter_count: 7 } }));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    const answer = await client.request(withMeta(readItems('articles', { meta: 'filter_count' })));
    expect(answer).toEqual({ data: [{ id: 1 }], meta: { filter_count: 7 } });
    expect(calls[0]?.query).toBe('meta=filter_count');
  });

  it('rejects a non-OK answer with one TesseraError { status, errors, response }', async () => {
    const errors = [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }];
    const { fetch } = recordingFetch(() => jsonResponse({ errors }, 403));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    const error: unknown = await client.request(readItems('secrets')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TesseraError);
    expect(isTesseraError(error)).toBe(true);
    const tesseraError = error as TesseraError;
    expect(tesseraError.status).toBe(403);
    expect(tesseraError.errors).toEqual(errors);
    expect(tesseraError.response).toBeInstanceOf(Response);
    expect(tesseraError.response.status).toBe(403);
    expect(tesseraError.message).toBe("You don't have permission to access this.");
    expect(tesseraError.name).toBe('TesseraError');
  });

  it('rejects a non-OK answer without a JSON body with an empty errors list', async () => {
    const { fetch } = recordingFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const client = createClient(URL_BASE, { fetch }).with(rest());
    const error = (await client.request(serverPing()).catch((caught: unknown) => caught)) as TesseraError;
    expect(isTesseraError(error)).toBe(true);
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
    expect(error.message).toBe('Request failed with status 502');
  });

  it('rejects a network failure with the underlying error unchanged', async () => {
    const failure = new TypeError('fetch failed');
    const fetch = () => Promise.reject(failure);
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await expect(client.request(readItems('articles'))).rejects.toBe(failure);
  });

  it('rejects a successful answer with broken JSON with a clear error', async () => {
    const { fetch } = recordingFetch(() => new Response('{"data":', { headers: { 'content-type': 'application/json' } }));
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await expect(client.request(readItems('articles'))).rejects.toThrow('Invalid JSON in the answer to GET /items/articles');
  });
});

describe('rest: requests', () => {
  it('joins the base path and the command path', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient('https://cms.example.com/api/', { fetch }).with(rest());
    await client.request(readItems('articles', { limit: 1 }));
    expect(calls[0]?.url.href).toBe('https://cms.example.com/api/items/articles?limit=1');
  });

  it('sends no Authorization header without a token part', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient(URL_BASE, { fetch }).with(rest());
    await client.request(readItems('articles'));
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it.each(['before', 'after'] as const)('sends Authorization: Bearer with a static token added %s rest', async (order) => {
    const { fetch, calls } = recordingFetch();
    const base = createClient(URL_BASE, { fetch });
    const client = order === 'before' ? base.with(staticToken('abc')).with(rest()) : base.with(rest()).with(staticToken('abc'));
    await client.request(readItems('articles'));
    expect(calls[0]?.headers.authorization).toBe('Bearer abc');
  });

  it('stops sending the token once setToken(null) is called', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient(URL_BASE, { fetch }).with(staticToken('abc')).with(rest());
    client.setToken(null);
    await client.request(readItems('articles'));
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(() => staticToken('')).toThrow('Token cannot be empty');
  });

  it('passes credentials and command headers, and sends FormData without a JSON content type', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient(URL_BASE, { fetch }).with(rest({ credentials: 'include' }));
    const form = new FormData();
    form.append('title', 'Logo');
    form.append('file', new Blob(['png']), 'logo.png');
    await client.request(uploadFiles(form));
    await client.request(() => ({ path: '/custom', headers: { 'X-Trace': '1' } }));
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[1]?.headers['x-trace']).toBe('1');
  });

  it('uses the global fetch when none is given', async () => {
    const { fetch, calls } = recordingFetch(() => jsonResponse({ data: 'ok' }));
    const original = globalThis.fetch;
    globalThis.fetch = fetch;
    try {
      const client = createClient(URL_BASE).with(rest());
      await expect(client.request(serverPing())).resolves.toBe('ok');
      expect(calls).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('refuses a base URL it cannot parse', () => {
    expect(() => createClient('not a url')).toThrow('Invalid base URL "not a url": expected an absolute URL');
  });

  it('leaves the original client unchanged by with()', () => {
    const base = createClient(URL_BASE);
    const extended = base.with(rest());
    expect('request' in base).toBe(false);
    expect(typeof extended.request).toBe('function');
    expect(extended.url.href).toBe('http://localhost:8055/');
  });
});
