import { describe, expect, it } from 'vitest';
import type { Query } from '../query/query.js';
import { checkReadQuery, type ReadRules } from './check-read-query.js';
import { fixtureSchema } from '../../test/fixtures/permission-fixture-schema.js';

const schema = fixtureSchema(
  {
    articles: { id: 'integer', title: 'string', secret: 'string', author: 'integer', date: 'timestamp', comments: 'alias' },
    authors: { id: 'integer', name: 'string', email: 'string', articles: 'alias' },
    comments: { id: 'integer', body: 'text', article: 'integer' },
    vaults: { id: 'integer', code: 'string' },
  },
  1,
  [
    { many: 'articles', field: 'author', one: 'authors', oneField: 'articles' },
    { many: 'comments', field: 'article', one: 'articles', oneField: 'comments' },
  ],
);

const rules: ReadRules = {
  rule: (collection) =>
    ({
      articles: { fields: ['id', 'title', 'author', 'date', 'comments'] },
      authors: { fields: ['id', 'name', 'articles'] },
      comments: { fields: ['*'] },
    })[collection] ?? null,
};

const check =
  (query: Query, collection = 'articles') =>
  () =>
    checkReadQuery(schema, rules, collection, query);

describe('checkReadQuery', () => {
  it.each<[string, Query]>([
    ['a filter on readable fields', { filter: { title: { _eq: 'x' }, _or: [{ id: { _gt: 1 } }, { date: { _null: true } }] } }],
    [
      'a relational filter through readable fields',
      { filter: { author: { name: { _eq: 'Ann' } }, comments: { _some: { body: { _contains: 'x' } } } } },
    ],
    ['a sort on a readable path', { sort: ['-title', 'author.name'] }],
    ['a function key on a readable field', { filter: { 'year(date)': { _eq: 2024 } }, groupBy: ['month(date)'] }],
    ['aggregates of readable fields and count(*)', { aggregate: { count: ['*'], max: ['id'] }, groupBy: ['author'] }],
    [
      'a deep filter in a readable collection',
      { deep: { comments: { query: { filter: { body: { _null: false } }, sort: ['-id'] }, deep: {} } } },
    ],
    ['an unknown field (left to the compiler)', { filter: { nope: { _eq: 1 } } }],
  ])('accepts %s', (_name, query) => {
    expect(check(query)).not.toThrow();
  });

  it.each<[string, Query]>([
    ['a filter on a hidden field', { filter: { secret: { _eq: 'x' } } }],
    ['a hidden field inside _or', { filter: { _or: [{ title: { _eq: 'x' } }, { secret: { _eq: 'y' } }] } }],
    ['a relational filter on a hidden related field', { filter: { author: { email: { _eq: 'a@b.c' } } } }],
    ['a sort on a hidden field', { sort: ['-secret'] }],
    ['a sort through a relation on a hidden field', { sort: ['author.email'] }],
    ['a function key on a hidden field', { filter: { 'length(secret)': { _eq: 1 } } }],
    ['an aggregate of a hidden field', { aggregate: { countDistinct: ['secret'] } }],
    ['a group by a hidden field', { groupBy: ['secret'] }],
    ['a deep filter on a hidden related field', { deep: { author: { query: { filter: { email: { _eq: 'x' } } }, deep: {} } } }],
    ['an alias of a hidden field', { alias: { x: 'secret' } }],
    ['an alias of a hidden field in a deep entry', { deep: { author: { query: { alias: { e: 'email' } }, deep: {} } } }],
  ])('refuses %s with FORBIDDEN', (_name, query) => {
    expect(check(query)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('refuses a count of related rows in a collection the role cannot read', () => {
    const hidden: ReadRules = { rule: (collection) => (collection === 'comments' ? null : rules.rule(collection, 'read')) };
    for (const query of [
      { fields: ['count(comments)'] },
      { filter: { 'count(comments)': { _gt: 1 } } },
      { sort: ['count(comments)'] },
    ] as Query[]) {
      expect(() => checkReadQuery(schema, hidden, 'articles', query)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
      expect(() => checkReadQuery(schema, rules, 'articles', query)).not.toThrow();
    }
  });

  it('refuses any query on a collection the role cannot read', () => {
    expect(check({}, 'vaults')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
