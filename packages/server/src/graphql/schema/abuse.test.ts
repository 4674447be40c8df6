import fc from 'fast-check';
import { execute, parse } from 'graphql';
import { operator, value } from '../../../test/harness/fuzz-arbitraries.js';
import { isAppError } from '../../errors/app-error.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { callerOf, executeAs } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { createGraphqlSchemaSource } from './schema-source.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

const conditions = (fields: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...fields), fc.dictionary(operator, value, { minKeys: 1, maxKeys: 2 }), { minKeys: 1, maxKeys: 2 });

/** `articles_filter` values: known fields, operators (known or not), values of any kind, relations and functions. */
const articlesFilter: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    conditions(['id', 'title', 'views', 'rating', 'price', 'published', 'published_on', 'created_at', 'data', 'ref', 'constructor']),
    fc.record({ _and: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ _or: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ author: conditions(['id', 'name', 'age', '__proto__']) }),
    fc.record({ published_on_func: conditions(['year', 'month', 'weekday']) }),
    fc.record({ comments: fc.record({ _some: conditions(['body', 'sort']) }) }),
    value,
  ),
})).node;

/** Hostile documents and callers: clear errors, never a crash, a hang or more than the role may see. */
describe.each(DATABASES)('abuse of the generated schema on %s', (client) => {
  let server: TestServer;
  let schemas: GraphqlSchemaSource;
  const guest = 'guest-token';

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    const role = await server.createRole({ name: 'Guest' });
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: 'id,title', permissions: JSON.stringify({ status: { _eq: 'published' } }) },
      { role, collection: 'pages', action: 'read', fields: '*' },
      { role, collection: 'pages_sections', action: 'read', fields: '*' },
      { role, collection: 'headings', action: 'read', fields: '*' },
    ]);
    await server.createUser({ role, token: guest });
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
    schemas = createGraphqlSchemaSource(server.server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  const run = (source: string, token: string = server.adminToken, variables?: Json) =>
    executeAs(server.server.ctx, schemas, token, source, { variables });

  it('refuses a filter nested 600 levels deep (through variables) with INVALID_QUERY', async () => {
    let filter: Json = { id: { _eq: 1 } };
    for (let level = 0; level < 600; level++) filter = { _and: [filter] };
    const result = await run('query($f: articles_filter) { articles(filter: $f) { id } }', server.adminToken, { f: filter });
    expect(result.errors?.[0]?.originalError).toMatchObject({
      code: 'INVALID_QUERY',
      message: expect.stringMatching(/nested deeper than 500/),
    });
    // Below that, REST's own bound (MAX_JSON_DEPTH) answers.
    let shallower: Json = { id: { _eq: 1 } };
    for (let level = 0; level < 150; level++) shallower = { _and: [shallower] };
    const refused = await run('query($f: articles_filter) { articles(filter: $f) { id } }', server.adminToken, { f: shallower });
    expect(refused.errors?.[0]?.originalError).toMatchObject({ code: 'INVALID_QUERY' });
  });

  it('answers any filter with data or a clear error, never a crash (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(articlesFilter, async (filter) => {
        const result = await run('query($f: articles_filter) { articles(filter: $f, limit: 2) { id } }', server.adminToken, { f: filter });
        for (const error of result.errors ?? []) {
          // Request errors (a value the input type refuses) have no path; a resolver's must be the API's own 4xx.
          if (!error.path) continue;
          expect(isAppError(error.originalError), String(error.originalError)).toBe(true);
          expect((error.originalError as unknown as { status: number }).status).toBeLessThan(500);
        }
      }),
      { numRuns: fuzzRuns(80) },
    );
  });

  it('ends on a fragment cycle even when the document was never validated', async () => {
    const { access, op } = await callerOf(server.server.ctx, server.adminToken);
    const schema = await schemas(access, 'items');
    const document = parse('{ articles(limit: 1) { ...A } } fragment A on articles { id ...B } fragment B on articles { title ...A }');
    const result = await execute({ schema, document, contextValue: { ctx: server.server.ctx, access, op } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ articles: [{ id: '1', title: 'Hello World' }] });
  });

  it('takes prototype names as plain aliases', async () => {
    const result = await run(
      '{ articles(limit: 1, sort: ["id"]) { __proto__: title constructor: id toString: author { hasOwnProperty: name } } }',
    );
    expect(result.errors).toBeUndefined();
    const [row] = (result.data as { articles: Json[] }).articles;
    expect(Object.entries(row!)).toEqual([
      ['__proto__', 'Hello World'],
      ['constructor', '1'],
      ['toString', { hasOwnProperty: 'Ann' }],
    ]);
  });

  it('keeps a role to its rules however it asks', async () => {
    const hiddenFilter = await run('query($f: articles_filter) { articles(filter: $f) { id } }', guest, {
      f: { status: { _eq: 'draft' } },
    });
    expect(hiddenFilter.errors?.[0]?.message).toMatch(/"status" is not defined by type "articles_filter"/);
    const hiddenType = await run('{ articles { id ... on authors { name } } }', guest);
    expect(hiddenType.errors?.[0]?.message).toMatch(/Unknown type "authors"/);
    const aggregated = await run('{ articles_aggregated(groupBy: ["status"]) { group countAll } }', guest);
    expect(aggregated.errors?.[0]?.originalError).toMatchObject({ code: 'FORBIDDEN' });
    const rows = await run('{ articles(sort: ["id"]) { id } }', guest);
    expect(rows.data).toEqual({ articles: [{ id: '1' }, { id: '3' }, { id: '5' }] });
  });

  it('offers an m2a union only over the collections the role may read', async () => {
    const union = await run('{ __type(name: "pages_sections_item_union") { possibleTypes { name } } }', guest);
    expect(union.data).toEqual({ __type: { possibleTypes: [{ name: 'headings' }] } });
    const result = await run(
      '{ pages(sort: ["id"], limit: 1) { sections(sort: ["id"]) { collection item { ... on headings { text } } } } }',
      guest,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      pages: [
        {
          sections: [
            { collection: 'headings', item: { text: 'Welcome' } },
            { collection: 'paragraphs', item: null },
            { collection: 'headings', item: { text: 'About' } },
          ],
        },
      ],
    });
  });
});
