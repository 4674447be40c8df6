import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { startGraphqlWsApp, type GraphqlWsApp } from '../../../test/harness/graphql-ws-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { DbClient } from '../../db/dialects/dialect.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `_or` of `count` title comparisons: each binds a value, and SQLite's parser nests one level per term. */
const orOf = (count: number) => ({ _or: Array.from({ length: count }, (_, i) => ({ title: { _eq: `t${i}` } })) });
const aliasOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`a${i}`, 'title']));

/** Where each database stops taking columns in one row: SQLite 2000, PostgreSQL 1664 (MariaDB none met here). */
const TOO_MANY_COLUMNS: Record<DbClient, RegExp | null> = {
  sqlite3: /more than the 2000 columns SQLite returns in one row/,
  pg: /beyond a limit of PostgreSQL: target lists can have at most 1664 entries/,
  mysql: null,
};
const MOST_VALUES: Record<DbClient, number> = { sqlite3: 32_766, pg: 65_535, mysql: 65_535 };

/**
 * Filters and aliases of every size answer data or a 400 INVALID_QUERY naming the limit, never a
 * 500 (issue 38: a 20,000-branch `_or` was 500 "Expression tree is too large" on SQLite, 10,000
 * aliases 500 "too many columns"): QUERY_FILTER_LIMIT and QUERY_ALIAS_LIMIT at their defaults, and
 * with them raised out of the way, the database's own limits.
 */
describe.each(DATABASES)('items: query sizes on %s', (client) => {
  let server: TestServer;
  let unbounded: GraphqlWsApp;
  const search = async (url: string, query: Json) => {
    const response = await fetch(`${url}/items/articles`, {
      method: 'SEARCH',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const refusedWith = (answer: { status: number; body: Json }, message: RegExp) => {
    expect({ status: answer.status, code: answer.body.errors?.[0]?.extensions?.code }).toEqual({ status: 400, code: 'INVALID_QUERY' });
    expect(answer.body.errors[0].message).toMatch(message);
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
    // The same server with both settings out of the way (and bodies of a few MB): what the database takes decides.
    unbounded = await startGraphqlWsApp(server.server.ctx, {
      QUERY_FILTER_LIMIT: 1_000_000,
      QUERY_ALIAS_LIMIT: 1_000_000,
      MAX_PAYLOAD_SIZE: '10mb',
    });
  });
  afterAll(async () => {
    await unbounded?.close();
    await server?.close();
  });

  it('answers an `_or` of 1,000 branches (QUERY_FILTER_LIMIT) and refuses 1,001 and 20,000 naming the limit', async () => {
    const within = await search(server.url, { filter: { _or: [...orOf(999)._or, { title: { _eq: 'Hello World' } }] }, fields: ['id'] });
    expect(within).toEqual({ status: 200, body: { data: [{ id: 1 }] } });
    for (const count of [1001, 20_000])
      refusedWith(await search(server.url, { filter: orOf(count) }), /"filter" can't have more than 1000 conditions/);
  });

  it('counts conditions in deep filters too, and names where the filter sits', async () => {
    const answer = await search(server.url, { fields: ['id', 'comments.id'], deep: { comments: { _filter: orOf(1001) } } });
    refusedWith(answer, /"deep\.comments\._filter": "filter" can't have more than 1000 conditions/);
  });

  it('answers 1,000 aliases (QUERY_ALIAS_LIMIT) and refuses 1,001 and 10,000 naming the limit', async () => {
    const alias = aliasOf(1000);
    const within = await search(server.url, { alias, fields: Object.keys(alias), filter: { id: { _eq: 1 } } });
    expect(within.status).toBe(200);
    expect(within.body.data[0].a999).toBe('Hello World');
    for (const count of [1001, 10_000]) {
      const many = aliasOf(count);
      refusedWith(await search(server.url, { alias: many, fields: Object.keys(many) }), /"alias" can't have more than 1000 entries/);
    }
  });

  it('past the settings: a 5,000-branch `_or` runs everywhere (grouped, SQLite nests it ~150 levels, not 5,000)', async () => {
    const answer = await search(unbounded.url, { filter: { _or: [...orOf(4999)._or, { title: { _eq: 'Bob writes' } }] }, fields: ['id'] });
    expect(answer).toEqual({ status: 200, body: { data: [{ id: 3 }] } });
  });

  it('past the settings: more values than the database binds in one statement is a 400 naming that number', async () => {
    const count = MOST_VALUES[client] + 1;
    refusedWith(
      await search(unbounded.url, { filter: orOf(count), fields: ['id'] }),
      new RegExp(`more than the ${MOST_VALUES[client]} one statement may bind`),
    );
  });

  it('past the settings: 10,000 aliases are answered where the database returns that many columns, else a 400 naming its limit', async () => {
    const alias = aliasOf(10_000);
    const answer = await search(unbounded.url, { alias, fields: Object.keys(alias), filter: { id: { _eq: 1 } } });
    const limit = TOO_MANY_COLUMNS[client];
    if (limit) refusedWith(answer, limit);
    else {
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].a9999).toBe('Hello World');
    }
  });
});
