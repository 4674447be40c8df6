import { describe, expect, it } from 'vitest';
import { jsonResponse, recordingFetch } from '../../../test/recording-fetch.js';
import { staticToken } from '../../auth/static-token.js';
import { createClient } from '../../client.js';
import { getAuthEndpoint } from '../auth/get-auth-endpoint.js';
import { readItems } from '../items/read-items.js';
import { createItem } from '../items/create-item.js';
import { rest } from '../rest.js';
import { customEndpoint } from './custom-endpoint.js';
import { withOptions } from './with-options.js';
import { withSearch } from './with-search.js';
import { withToken } from './with-token.js';

function client(token?: string) {
  const recorder = recordingFetch(() => jsonResponse({ data: { ok: true } }));
  const base = createClient('http://localhost:8055', { fetch: recorder.fetch }).with(rest());
  return { ...recorder, client: token ? base.with(staticToken(token)) : base };
}

describe('withToken', () => {
  it('sends the given token over the client one', async () => {
    const { client: c, calls } = client('client-token');
    await c.request(withToken('other', readItems('articles')));
    expect(calls[0]?.headers.authorization).toBe('Bearer other');
  });

  it('leaves the request alone for an empty token', async () => {
    const { client: c, calls } = client('client-token');
    await c.request(withToken('', readItems('articles')));
    expect(calls[0]?.headers.authorization).toBe('Bearer client-token');
  });
});

describe('withOptions', () => {
  it('merges an object of fetch options, headers one by one', async () => {
    const { fetch, calls } = recordingFetch();
    const seen: RequestInit[] = [];
    const spying = createClient('http://localhost:8055', {
      fetch: (input, init) => (seen.push(init ?? {}), fetch(input, init)),
    }).with(rest());
    await spying.request(withOptions(createItem('articles', { title: 'A' }), { cache: 'no-store', headers: { 'X-Trace': '1' } }));
    expect(seen[0]?.cache).toBe('no-store');
    expect(calls[0]?.headers).toMatchObject({ 'x-trace': '1', 'content-type': 'application/json' });
    expect(calls[0]?.body).toEqual({ title: 'A' });
  });

  it('runs a transformer function, after any earlier one', async () => {
    const { client: c, calls } = client();
    const command = withOptions(
      withOptions(readItems('articles'), (init) => ({ ...init, headers: { ...(init.headers as object), 'X-A': '1' } })),
      (init) => ({ ...init, method: 'GET', headers: { ...(init.headers as object), 'X-B': '2' } }),
    );
    await c.request(command);
    expect(calls[0]?.headers).toMatchObject({ 'x-a': '1', 'x-b': '2' });
  });
});

describe('withSearch', () => {
  it('turns a read into SEARCH with the query in the body', async () => {
    const { client: c, calls } = client();
    await c.request(withSearch(readItems('articles', { fields: ['id'], filter: { id: { _gt: 1 } }, limit: 2 })));
    expect(calls[0]).toMatchObject({
      method: 'SEARCH',
      path: '/items/articles',
      query: '',
      body: { query: { fields: 'id', filter: '{"id":{"_gt":1}}', limit: '2' } },
    });
  });

  it('leaves a write as it is', async () => {
    const { client: c, calls } = client();
    await c.request(withSearch(createItem('articles', { title: 'A' })));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { title: 'A' } });
  });
});

describe('customEndpoint', () => {
  it('sends the request as given and yields the data', async () => {
    const { client: c, calls } = client('t');
    const answer = await c.request(
      customEndpoint<{ ok: boolean }>({ path: '/custom/x', method: 'POST', body: { a: 1 }, params: { q: '1' } }),
    );
    expect(answer).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/custom/x', query: 'q=1', body: { a: 1 } });
    expect(calls[0]?.headers.authorization).toBe('Bearer t');
  });

  it('sends a JSON string body (the reference style) as that JSON, once', async () => {
    const { client: c, calls } = client();
    await c.request(customEndpoint({ path: '/custom/x', method: 'POST', body: JSON.stringify({ a: 1 }) }));
    expect(calls[0]?.body).toEqual({ a: 1 });
  });
});

describe('getAuthEndpoint', () => {
  const cases: [[provider?: string, share?: boolean], string][] = [
    [[], '/auth/login'],
    [['ldap'], '/auth/login/ldap'],
    [['my provider'], '/auth/login/my%20provider'],
    [['ldap', true], '/shares/auth'],
  ];
  it.each(cases)('%j → %s', (args, path) => {
    expect(getAuthEndpoint(...args)).toBe(path);
  });
});
