import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url.js';

describe('exportUrl', () => {
  it('carries the query as the SDK serialises it, the format and the token', () => {
    const url = new URL(
      exportUrl(
        'http://cms.test/',
        'articles',
        'csv',
        { fields: ['id', 'author.name'], filter: { status: { _eq: 'published' } }, search: 'a&b', sort: ['-id', 'title'], limit: -1 },
        'tok en',
      ),
    );
    expect(url.origin + url.pathname).toBe('http://cms.test/items/articles');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fields: 'id,author.name',
      filter: '{"status":{"_eq":"published"}}',
      search: 'a&b',
      sort: '-id,title',
      limit: '-1',
      export: 'csv',
      access_token: 'tok en',
    });
  });

  it('leaves the token out when signed out, and keeps a hostile collection name in its path segment', () => {
    const url = new URL(exportUrl('http://cms.test', '__proto__/../users', 'yaml', {}, null));
    expect(url.pathname).toBe('/items/__proto__%2F..%2Fusers');
    expect([...url.searchParams]).toEqual([['export', 'yaml']]);
  });

  it('lets the query not override the format it was asked for', () => {
    const url = new URL(exportUrl('http://cms.test', 'articles', 'json', { export: 'xml' } as never, null));
    expect(url.searchParams.getAll('export')).toEqual(['json']);
  });
});
