import { describe, expect, it } from 'vitest';
import type { LooseQuery } from './query-types.js';
import { queryToParams } from './serialize-query.js';

describe('queryToParams', () => {
  it('flattens fields, nested object syntax and many-to-any scopes into dot paths', () => {
    expect(
      queryToParams({
        fields: [
          'id',
          'title',
          'author.name',
          { author: ['email', { avatar: ['id'] }] },
          { item: { headings: ['title'], texts: ['body'] } },
        ],
      }),
    ).toEqual({ fields: 'id,title,author.name,author.email,author.avatar.id,item:headings.title,item:texts.body' });
  });

  it('passes a CSV fields string through', () => {
    expect(queryToParams({ fields: 'id,title' })).toEqual({ fields: 'id,title' });
  });

  it('JSON-encodes filter, deep, alias and aggregate, and leaves them out when empty', () => {
    const filter = { _and: [{ status: { _eq: 'published' } }, { author: { name: { _contains: 'a' } } }] };
    const deep = { translations: { _filter: { languages_code: { _eq: 'en' } }, _limit: 1 } };
    expect(queryToParams({ filter, deep, alias: { en: 'translations' }, aggregate: { count: ['*'] } })).toEqual({
      filter: JSON.stringify(filter),
      deep: JSON.stringify(deep),
      alias: '{"en":"translations"}',
      aggregate: '{"count":["*"]}',
    });
    expect(queryToParams({ filter: {}, deep: {}, alias: {}, aggregate: {} })).toEqual({});
  });

  it('joins sort and groupBy lists and keeps strings as they are', () => {
    expect(queryToParams({ sort: ['-date_created', 'title'], groupBy: ['status', 'year(date)'] })).toEqual({
      sort: '-date_created,title',
      groupBy: 'status,year(date)',
    });
    expect(queryToParams({ sort: '-id', groupBy: 'status', search: 'hello world' })).toEqual({
      sort: '-id',
      groupBy: 'status',
      search: 'hello world',
    });
  });

  it('sends after, the key a keyset page starts behind, as text', () => {
    expect(queryToParams({ after: 42, limit: 10 })).toEqual({ after: '42', limit: '10' });
    expect(queryToParams({ after: 'b2c1', sort: ['-date'] })).toEqual({ after: 'b2c1', sort: '-date' });
  });

  it('keeps limit from -1, offset from 0 and page from 1', () => {
    expect(queryToParams({ limit: -1, offset: 0, page: 1 })).toEqual({ limit: '-1', offset: '0', page: '1' });
    expect(queryToParams({ limit: 25, offset: 50, page: 3 })).toEqual({ limit: '25', offset: '50', page: '3' });
  });

  it.each([
    [{ limit: -2 }, 'Invalid query option "limit": must be an integer of -1 or greater, got -2'],
    [{ limit: 1.5 }, 'Invalid query option "limit": must be an integer of -1 or greater, got 1.5'],
    [{ limit: Number.NaN }, 'Invalid query option "limit": must be an integer of -1 or greater, got NaN'],
    [{ limit: '10' }, 'Invalid query option "limit": must be an integer of -1 or greater, got "10"'],
    [{ page: 0 }, 'Invalid query option "page": must be an integer of 1 or greater, got 0'],
    [{ page: -1 }, 'Invalid query option "page": must be an integer of 1 or greater, got -1'],
    [{ offset: -1 }, 'Invalid query option "offset": must be an integer of 0 or greater, got -1'],
    [{ fields: [42] }, 'Invalid query option "fields": unexpected entry 42'],
    [{ fields: [{ author: 'name' }] }, 'Invalid query option "fields": unexpected entry "name"'],
    [{ sort: [1] }, 'Invalid query option "sort": must be a string or an array of strings'],
    [{ filter: 5 }, 'Invalid query option "filter": must be an object'],
  ])('refuses %j', (query, message) => {
    // Plain JavaScript callers can pass anything; the cast stands in for them.
    expect(() => queryToParams(query as unknown as LooseQuery)).toThrow(new Error(message));
  });

  it('serialises meta and any other option: lists joined, objects as JSON, primitives as text', () => {
    expect(queryToParams({ meta: 'filter_count', version: 'draft', versionRaw: true, export: 'csv', custom: { a: 1 } })).toEqual({
      meta: 'filter_count',
      version: 'draft',
      versionRaw: 'true',
      export: 'csv',
      custom: '{"a":1}',
    });
    expect(queryToParams({ meta: ['total_count', 'filter_count'] })).toEqual({ meta: 'total_count,filter_count' });
  });

  it('skips undefined, null and empty values', () => {
    expect(
      queryToParams({ fields: [], sort: [], search: '', filter: undefined, limit: undefined, meta: null } as unknown as LooseQuery),
    ).toEqual({});
    expect(queryToParams()).toEqual({});
  });
});
