import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listPublishedArticles } from '../examples/basic.js';
import { jsonResponse, recordingFetch } from './recording-fetch.js';

const ARTICLES = [{ id: 9, title: 'Tea', author: { name: 'Ada' } }];

describe('README example (examples/basic.ts)', () => {
  it('is quoted verbatim in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../examples/basic.ts', import.meta.url), 'utf8');
    expect(readme).toContain('```ts\n' + example + '```');
  });

  it('logs in, reads the articles with the query and logs out', async () => {
    const { fetch, calls } = recordingFetch((call) => {
      if (call.path === '/auth/login') return jsonResponse({ data: { access_token: 'jwt', refresh_token: 'r1', expires: 900_000 } });
      if (call.path === '/auth/logout') return new Response(null, { status: 204 });
      return jsonResponse({ data: ARTICLES });
    });

    const rows = await listPublishedArticles('http://localhost:8055', 'admin@example.com', 'secret', fetch);

    expect(rows).toEqual(ARTICLES);
    expect(calls.map((call) => [call.method, call.path, call.query, call.body, call.headers.authorization])).toEqual([
      ['POST', '/auth/login', '', { email: 'admin@example.com', password: 'secret', mode: 'json' }, undefined],
      [
        'GET',
        '/items/articles',
        'fields=id,title,author.name&filter={"status":{"_eq":"published"}}&sort=-id&limit=25',
        undefined,
        'Bearer jwt',
      ],
      ['POST', '/auth/logout', '', { mode: 'json', refresh_token: 'r1' }, undefined],
    ]);
  });
});
