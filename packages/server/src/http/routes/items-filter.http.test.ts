import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Case = [name: string, filter: Record<string, unknown>, ids: number[]];

/** Each operator against the seeded articles (see test/harness/blog-schema.ts) with the exact ids it selects. */
const ARTICLE_CASES: Case[] = [
  ['_eq', { status: { _eq: 'draft' } }, [2]],
  ['_neq', { status: { _neq: 'draft' } }, [1, 3, 4, 5]],
  ['_lt', { views: { _lt: 75 } }, [2, 4]],
  ['_lte', { views: { _lte: '75' } }, [2, 4, 5]],
  ['_gt', { views: { _gt: 100 } }, [3]],
  ['_gte', { views: { _gte: 100 } }, [1, 3]],
  ['_in (array)', { views: { _in: [0, 200] } }, [3, 4]],
  ['_in (CSV)', { status: { _in: 'archived,draft' } }, [2, 4]],
  ['_nin', { status: { _nin: ['published', 'draft'] } }, [4]],
  ['_null', { rating: { _null: true } }, [4]],
  ['_null false', { rating: { _null: false } }, [1, 2, 3, 5]],
  ['_nnull', { rating: { _nnull: true } }, [1, 2, 3, 5]],
  ['_contains', { title: { _contains: 'writ' } }, [3]],
  ['_contains escapes %', { title: { _contains: '100%' } }, [4]],
  ['_contains escapes _', { title: { _contains: '_' } }, []],
  ['_ncontains', { title: { _ncontains: 'o' } }, [4]],
  ['_icontains', { title: { _icontains: 'HELLO' } }, [1, 5]],
  ['_starts_with', { title: { _starts_with: 'Se' } }, [2]],
  ['_nstarts_with', { title: { _nstarts_with: 'B' } }, [1, 2, 4, 5]],
  ['_istarts_with', { title: { _istarts_with: 'h' } }, [1, 5]],
  ['_nistarts_with', { title: { _nistarts_with: 'h' } }, [2, 3, 4]],
  ['_ends_with', { title: { _ends_with: 'Post' } }, [2]],
  ['_nends_with', { title: { _nends_with: 'd' } }, [2, 3, 4, 5]],
  ['_iends_with', { title: { _iends_with: 'AGAIN' } }, [5]],
  ['_niends_with', { title: { _niends_with: 'WORLD' } }, [2, 3, 4, 5]],
  ['_between', { views: { _between: [50, 100] } }, [1, 2, 5]],
  ['_nbetween', { views: { _nbetween: '50,100' } }, [3, 4]],
  ['_empty', { body: { _empty: true } }, [4]],
  ['_nempty', { body: { _nempty: true } }, [1, 2, 3, 5]],
  ['boolean _eq', { published: { _eq: true } }, [1, 3, 5]],
  ['boolean _eq "false"', { published: { _eq: 'false' } }, [2, 4]],
  ['boolean _neq', { published: { _neq: true } }, [2, 4]],
  ['date _gt', { published_on: { _gt: '2024-01-31' } }, [2, 5]],
  ['date _between', { published_on: { _between: ['2024-01-01', '2024-02-28'] } }, [1, 2]],
  ['dateTime _gte', { created_at: { _gte: '2024-02-20T08:00:00' } }, [2, 5]],
  ['timestamp _lt', { updated_at: { _lt: '2024-01-15T10:30:01Z' } }, [1, 3]],
  ['timestamp _eq with an offset', { updated_at: { _eq: '2024-01-15T12:30:00+02:00' } }, [1]],
  ['uuid _eq', { ref: { _eq: '6F1D3A52-4C4B-4A2E-9A57-3F0D6C1A2B01' } }, [1]],
  ['json _null', { data: { _null: true } }, [2, 4]],
  ['decimal _gt', { price: { _gt: 7.25 } }, [1, 3]],
  ['decimal _eq text', { price: { _eq: '5.00' } }, [2]],
  ['float _eq', { rating: { _eq: 3 } }, [2]],
  ['_eq null', { author: { _eq: null } }, [4]],
  ['bare value is _eq', { status: 'archived' }, [4]],
  ['several keys are AND', { status: { _eq: 'published' }, views: { _lt: 150 } }, [1, 5]],
  ['_and / _or', { _or: [{ views: { _gt: 150 } }, { _and: [{ status: { _eq: 'draft' } }, { views: { _lt: 60 } }] }] }, [2, 3]],
  ['logical under a field is hoisted', { views: { _or: [{ _lt: 10 }, { _gt: 150 }] } }, [3, 4]],
  ['m2o path', { author: { name: { _eq: 'Ann' } } }, [1, 2]],
  ['m2o path two levels', { author: { team: { name: { _eq: 'Blue' } } } }, [3]],
  ['m2o _null', { author: { _null: true } }, [4]],
  ['m2o path _null (left join)', { author: { name: { _null: true } } }, [4]],
  ['m2o path mixed with own field', { _and: [{ author: { age: { _lt: 40 } } }, { views: { _gt: 60 } }] }, [1, 5]],
  ['m2m path', { tags: { tags_id: { name: { _eq: 'tech' } } } }, [1, 3]],
  ['m2m _none', { tags: { _none: { tags_id: { name: { _eq: 'news' } } } } }, [2, 3, 4, 5]],
  ['o2m _some', { comments: { _some: { body: { _eq: 'Hmm' } } } }, [3]],
  ['function year()', { 'year(published_on)': { _eq: 2024 } }, [1, 2, 5]],
  ['function month() range', { 'month(created_at)': { _between: [2, 3] } }, [2, 5]],
  ['function count() of o2m', { 'count(comments)': { _gt: 0 } }, [1, 3]],
  ['$NOW', { published_on: { _lt: '$NOW' } }, [1, 2, 3, 5]],
  ['$NOW(-100 years)', { updated_at: { _gt: '$NOW(-100 years)' } }, [1, 2, 3, 5]],
  ['$CURRENT_USER', { ref: { _eq: '$CURRENT_USER' } }, [2]],
  ['$CURRENT_ROLE', { ref: { _eq: '$CURRENT_ROLE' } }, [3]],
];

const AUTHOR_CASES: Case[] = [
  ['o2m plain nesting means some', { articles: { status: { _eq: 'draft' } } }, [1]],
  ['o2m _some', { articles: { _some: { views: { _gt: 90 } } } }, [1, 2]],
  ['o2m _none', { articles: { _none: { views: { _gt: 90 } } } }, [3]],
  ['o2m then m2o', { articles: { _some: { author: { team: { name: { _eq: 'Red' } } } } } }, [1]],
];

describe.each(DATABASES)('items: filter on %s', (client) => {
  let server: TestServer;
  const idsFor = async (collection: string, filter: Record<string, unknown>) => {
    const { status, body } = await callAsAdmin(
      server,
      `/items/${collection}?fields=id&sort=id&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.map((item) => item.id);
  };
  const refusal = async (filter: Record<string, unknown> | string) => {
    const value = typeof filter === 'string' ? filter : encodeURIComponent(JSON.stringify(filter));
    const { status, body } = await callAsAdmin(server, `/items/articles?filter=${value}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
    return body.errors?.[0]?.message;
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    const admin = await db('directus_users').where({ token: server.adminToken }).first('id', 'role');
    await db('articles').where({ id: 2 }).update({ ref: admin.id });
    await db('articles').where({ id: 3 }).update({ ref: admin.role });
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it.each(ARTICLE_CASES)('articles: %s', async (_name, filter, ids) => {
    expect(await idsFor('articles', filter)).toEqual(ids);
  });

  it.each(AUTHOR_CASES)('authors: %s', async (_name, filter, ids) => {
    expect(await idsFor('authors', filter)).toEqual(ids);
  });

  it('filters many-to-any items by a scoped collection', async () => {
    expect(await idsFor('pages', { sections: { 'item:headings': { text: { _eq: 'About' } } } })).toEqual([1]);
    expect(await idsFor('pages', { sections: { _none: { 'item:paragraphs': { content: { _contains: 'Lorem' } } } } })).toEqual([2]);
  });

  it('refuses what the reference refuses, with its messages', async () => {
    expect(await refusal({ nope: { _eq: 1 } })).toBe('Invalid query. Invalid filter key "nope" on "articles".');
    expect(await refusal({ author: { nope: { _eq: 1 } } })).toBe('Invalid query. Invalid filter key "nope" on "authors".');
    expect(await refusal({ views: { _contains: '1' } })).toBe(
      'Invalid query. "integer" field type does not contain the "_contains" filter operator.',
    );
    expect(await refusal({ published: { _gt: true } })).toBe(
      'Invalid query. "boolean" field type does not contain the "_gt" filter operator.',
    );
    expect(await refusal({ ref: { _contains: 'a' } })).toBe(
      'Invalid query. "uuid" field type does not contain the "_contains" filter operator.',
    );
    expect(await refusal({ data: { _eq: 'x' } })).toBe('Invalid query. "json" field type does not contain the "_eq" filter operator.');
    expect(await refusal({ title: { _ieq: 'x' } })).toBe('Invalid query. "string" field type does not contain the "_ieq" filter operator.');
    expect(await refusal({ views: { _in: [] } })).toBe('Invalid query. "_in" has to be an array of values.');
    expect(await refusal({ views: { _null: 'maybe' } })).toBe('Invalid query. "_null" has to be a boolean.');
    expect(await refusal({ title: { _eq: '' } })).toBe(
      'Invalid query. You can\'t filter for an empty string in "_eq". Use "_empty" or "_nempty" instead.',
    );
    expect(await refusal({ views: { _eq: 'many' } })).toBe('Invalid query. The filter value for "views" has to be an integer.');
    expect(await refusal({ ref: { _eq: 'not-a-uuid' } })).toBe('Invalid query. The filter value for "ref" has to be a valid UUID.');
    expect(await refusal({ published_on: { _gt: 'someday' } })).toBe(
      'Invalid query. The filter value for "published_on" has to be a date (YYYY-MM-DD).',
    );
    expect(await refusal({ 'year(title)': { _eq: 1 } })).toBe(
      'Invalid query. Function "year" can\'t be used on field "title" of type "string".',
    );
    expect(await refusal('{"a":')).toBe('Invalid query. "filter" must be valid JSON.');
  });

  it('refuses filters deeper than MAX_RELATIONAL_DEPTH', async () => {
    let filter: Record<string, unknown> = { _eq: 1 };
    for (let level = 0; level < 11; level++) filter = { author: filter };
    expect(await refusal(filter)).toBe('Invalid query. Max relational depth exceeded.');
  });
});
