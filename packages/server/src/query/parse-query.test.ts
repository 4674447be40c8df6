import { describe, expect, it } from 'vitest';
import { parseQuery, type ParseQueryOptions } from './parse-query.js';

const invalid = (raw: Record<string, unknown>, message: string, options: ParseQueryOptions = {}) => {
  expect(() => parseQuery(raw, options)).toThrowError(
    expect.objectContaining({ code: 'INVALID_QUERY', message: `Invalid query. ${message}.` }),
  );
};

describe('parseQuery', () => {
  it('reads fields and sort as CSV text or arrays', () => {
    expect(parseQuery({ fields: 'id, title,author.name', sort: '-date,title' })).toEqual({
      fields: ['id', 'title', 'author.name'],
      sort: ['-date', 'title'],
    });
    expect(parseQuery({ fields: ['id', 'title,body'] })).toEqual({ fields: ['id', 'title', 'body'] });
  });

  it('reads numbers given as text and checks their ranges, naming the option', () => {
    expect(parseQuery({ limit: '-1', offset: '5', page: '2' })).toEqual({ limit: -1, offset: 5, page: 2 });
    invalid({ limit: '-2' }, '"limit" must be greater than or equal to -1');
    invalid({ limit: 'ten' }, '"limit" must be a number');
    invalid({ limit: '1.5' }, '"limit" must be an integer');
    invalid({ offset: '-1' }, '"offset" must be greater than or equal to 0');
    invalid({ page: '0' }, '"page" must be greater than or equal to 1');
  });

  it('reads meta as a list, * as both counts', () => {
    expect(parseQuery({ meta: '*' }).meta).toEqual(['total_count', 'filter_count']);
    expect(parseQuery({ meta: 'filter_count' }).meta).toEqual(['filter_count']);
    invalid({ meta: 'everything' }, '"meta[0]" must be one of [total_count, filter_count]');
  });

  it('reads filter from JSON text or bracket objects and rejects malformed JSON', () => {
    expect(parseQuery({ filter: '{"title":{"_eq":"a"}}' }).filter).toEqual({ title: { _eq: 'a' } });
    expect(parseQuery({ filter: { views: { _gt: '5' } } }).filter).toEqual({ views: { _gt: '5' } });
    invalid({ filter: '{"title":' }, '"filter" must be valid JSON');
    invalid({ filter: '[1]' }, '"filter" must be of type object');
  });

  it('reads aggregate in bracket and JSON form', () => {
    expect(parseQuery({ aggregate: { count: '*', sum: 'price,views' } }).aggregate).toEqual({ count: ['*'], sum: ['price', 'views'] });
    expect(parseQuery({ aggregate: '{"avg":["price"]}' }).aggregate).toEqual({ avg: ['price'] });
    invalid({ aggregate: { median: 'x' } }, '"aggregate" has an unknown function "median"');
  });

  it('checks alias keys and values', () => {
    expect(parseQuery({ alias: '{"en":"translations"}' }).alias).toEqual({ en: 'translations' });
    invalid({ alias: { 'a.b': 'c' } }, '"alias" key/value can\'t contain a period character `.`');
    invalid({ alias: { a: 1 } }, '"alias" value has to be a string. "number" given');
  });

  it('reads deep per relation, each option parsed like the top level', () => {
    const query = parseQuery({
      deep: { comments: { _limit: '2', _sort: '-id', _filter: { body: { _eq: 'x' } }, author: { _limit: '1' } } },
    });
    expect(query.deep).toEqual({
      comments: { query: { limit: 2, sort: ['-id'], filter: { body: { _eq: 'x' } } }, deep: { author: { query: { limit: 1 }, deep: {} } } },
    });
    invalid({ deep: { comments: { _limit: '-5' } } }, '"deep.comments._limit": "limit" must be greater than or equal to -1');
    invalid({ deep: { comments: { _bogus: 1 } } }, '"deep.comments" has an unknown option "_bogus"');
  });

  it('reads _aggregate and _groupBy in a deep entry', () => {
    const query = parseQuery({ deep: { users: { _aggregate: { count: 'id' }, _groupBy: { 0: 'role' }, _sort: 'role', _limit: '-1' } } });
    expect(query.deep).toEqual({
      users: { query: { aggregate: { count: ['id'] }, groupBy: ['role'], sort: ['role'], limit: -1 }, deep: {} },
    });
    invalid({ deep: { users: { _aggregate: { median: 'id' } } } }, '"deep.users._aggregate": "aggregate" has an unknown function "median"');
  });

  it('caps relational depth', () => {
    expect(() => parseQuery({ fields: 'a.b.c' }, { maxRelationalDepth: 2 })).toThrowError(/Max relational depth exceeded/);
    expect(() => parseQuery({ filter: { a: { b: { c: { _eq: 1 } } } } }, { maxRelationalDepth: 2 })).toThrowError(
      /Max relational depth exceeded/,
    );
    expect(parseQuery({ fields: 'a.b' }, { maxRelationalDepth: 2 }).fields).toEqual(['a.b']);
  });

  it('ignores options that are not part of the query', () => {
    expect(parseQuery({ access_token: 'x', export: 'csv' })).toEqual({});
  });

  it('refuses filters with more conditions than maxConditions (QUERY_FILTER_LIMIT), deep ones too, before parsing them', () => {
    const branches = (count: number) => ({ _or: Array.from({ length: count }, (_, i) => ({ title: { _eq: i } })) });
    expect(parseQuery({ filter: branches(3) }, { maxConditions: 3 }).filter).toBeTruthy();
    invalid({ filter: branches(4) }, '"filter" can\'t have more than 3 conditions', { maxConditions: 3 });
    invalid({ filter: JSON.stringify(branches(4)) }, '"filter" can\'t have more than 3 conditions', { maxConditions: 3 });
    invalid({ deep: { tags: { _filter: branches(4) } } }, '"deep.tags._filter": "filter" can\'t have more than 3 conditions', {
      maxConditions: 3,
    });
    // A long list is one condition; a million branches are refused at the count, and no deeper walk overflows.
    expect(parseQuery({ filter: { id: { _in: Array.from({ length: 100_000 }, (_, i) => i) } } }, { maxConditions: 1 }).filter).toBeTruthy();
    invalid({ filter: branches(1_000_000) }, '"filter" can\'t have more than 1000 conditions');
  });

  it('refuses an alias with more entries than maxAliases (QUERY_ALIAS_LIMIT), deep ones too', () => {
    const alias = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`a${i}`, 'title']));
    expect(Object.keys(parseQuery({ alias: alias(2) }, { maxAliases: 2 }).alias!)).toHaveLength(2);
    invalid({ alias: alias(3) }, '"alias" can\'t have more than 2 entries', { maxAliases: 2 });
    invalid({ deep: { tags: { _alias: alias(3) } } }, '"deep.tags._alias": "alias" can\'t have more than 2 entries', { maxAliases: 2 });
    invalid({ alias: alias(1001) }, '"alias" can\'t have more than 1000 entries');
  });
});
