import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { callerOf, executeAs, idsAsStrings } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { createGraphqlSchemaSource } from './schema-source.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

/**
 * A "Reader" role: published articles only, without `body`, `status` or the tags; authors' names
 * only; every comment; nothing else. Its schema must not even name what it can't read.
 */
describe.each(DATABASES)('the schema of a restricted role on %s', (client) => {
  let server: TestServer;
  let schemas: GraphqlSchemaSource;
  let reader: { token: string };
  let readerTwo: { token: string };
  let role: string;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    role = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert([
      {
        role,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ status: { _eq: 'published' } }),
        fields: 'id,title,views,author,comments,published_on',
      },
      { role, collection: 'authors', action: 'read', fields: 'id,name' },
      { role, collection: 'comments', action: 'read', fields: '*' },
    ]);
    const token = async (name: string) => {
      await server.createUser({ role, token: name });
      return { token: name };
    };
    reader = await token('reader-token');
    readerTwo = await token('reader-two-token');
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
    schemas = createGraphqlSchemaSource(server.server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  const gqlAs = async (token: string, source: string) => executeAs(server.server.ctx, schemas, token, source);
  const fieldsOf = async (token: string, type: string): Promise<string[] | null> => {
    const result = await gqlAs(token, `{ __type(name: "${type}") { fields { name } inputFields { name } } }`);
    expect(result.errors).toBeUndefined();
    const found = (result.data as { __type: { fields: Json[] | null; inputFields: Json[] | null } | null }).__type;
    if (!found) return null;
    return (found.fields ?? found.inputFields ?? []).map((field) => String(field.name)).sort();
  };

  it('names only the readable fields and collections (introspected)', async () => {
    expect(await fieldsOf(reader.token, 'articles')).toEqual(
      ['author', 'comments', 'comments_func', 'id', 'published_on', 'published_on_func', 'title', 'views'].sort(),
    );
    expect(await fieldsOf(reader.token, 'authors')).toEqual(['id', 'name']);
    expect(await fieldsOf(reader.token, 'articles_filter')).toEqual(
      ['_and', '_or', 'author', 'comments', 'comments_func', 'id', 'published_on', 'published_on_func', 'title', 'views'].sort(),
    );
    for (const hidden of ['tags', 'pages', 'site', 'teams', 'articles_tags']) expect(await fieldsOf(reader.token, hidden)).toBeNull();
    const root = await gqlAs(reader.token, '{ __schema { queryType { fields { name } } mutationType { name } } }');
    const names = ((root.data as { __schema: { queryType: { fields: Json[] } } }).__schema.queryType.fields ?? []).map((f) => f.name);
    expect(names.sort()).toEqual(
      [
        'articles',
        'articles_aggregated',
        'articles_by_id',
        'articles_by_version',
        'authors',
        'authors_aggregated',
        'authors_by_id',
        'authors_by_version',
        'comments',
        'comments_aggregated',
        'comments_by_id',
        'comments_by_version',
      ].sort(),
    );
    expect((root.data as { __schema: { mutationType: unknown } }).__schema.mutationType).toBeNull();
    // The admin's schema has them all: the difference is the role's.
    expect(await fieldsOf(server.adminToken, 'articles')).toEqual(expect.arrayContaining(['body', 'status', 'tags', 'data']));
  });

  it('refuses a hidden field as an unknown one', async () => {
    const result = await gqlAs(reader.token, '{ articles { id body } }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "body"/);
    expect(result.data).toBeUndefined();
  });

  it('filters rows as REST does for the same role', async () => {
    const result = await gqlAs(reader.token, '{ articles(sort: ["id"]) { id title author { name } comments { body } } }');
    expect(result.errors).toBeUndefined();
    const response = await server.request('/items/articles?sort=id&fields=id,title,author.name,comments.body', { token: reader.token });
    const expected = ((await response.json()) as { data: Json[] }).data;
    expect(response.status).toBe(200);
    expect((result.data as { articles: Json[] }).articles).toEqual(idsAsStrings(expected));
    expect((result.data as { articles: Json[] }).articles.map((row) => row.id)).toEqual(['1', '3', '5']);
    const aggregate = await gqlAs(reader.token, '{ articles_aggregated { countAll } }');
    expect(aggregate.data).toEqual({ articles_aggregated: [{ countAll: 3 }] });
    const drafts = await gqlAs(reader.token, '{ articles_by_id(id: 2) { id } }');
    expect(drafts.errors?.[0]?.originalError).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("limits a share session's root to its shared item's collection, the rest reachable only through it", async () => {
    // A share names its collection's directus_collections row, which the blog fixture doesn't write.
    if (!(await server.server.ctx.db('directus_collections').where('collection', 'articles').first('collection')))
      await server.server.ctx.db('directus_collections').insert({ collection: 'articles' });
    server.server.ctx.schema.invalidate();
    const created = await server.asAdmin('/shares', { method: 'POST', json: { collection: 'articles', item: '3', role } });
    expect(created.status, await created.clone().text()).toBe(200);
    const share = ((await created.json()) as { data: { id: string } }).data;
    const signIn = await server.request('/shares/auth', { method: 'POST', json: { share: share.id } });
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    const root = await gqlAs(token, '{ __schema { queryType { fields { name } } mutationType { name } } }');
    const schema = (root.data as { __schema: { queryType: { fields: Json[] }; mutationType: unknown } }).__schema;
    expect(schema.queryType.fields.map((field) => field.name).sort()).toEqual([
      'articles',
      'articles_aggregated',
      'articles_by_id',
      'articles_by_version',
    ]);
    expect(schema.mutationType).toBeNull();
    const read = await gqlAs(token, '{ articles { id title author { name } } }');
    expect(read.data).toEqual({ articles: [{ id: '3', title: 'Bob writes', author: { name: 'Bob' } }] });
    const response = await server.request('/items/articles?fields=id,title,author.name', { token });
    expect((read.data as { articles: unknown }).articles).toEqual(idsAsStrings(((await response.json()) as { data: unknown }).data));
  });

  it('gives one schema object per rule set, shared by concurrent callers, and a new one after a change', async () => {
    const [one, two] = await Promise.all([callerOf(server.server.ctx, reader.token), callerOf(server.server.ctx, readerTwo.token)]);
    const [first, second] = await Promise.all([schemas(one.access, 'items'), schemas(two.access, 'items')]);
    expect(second).toBe(first);
    expect(await schemas(one.access, 'items')).toBe(first);
    const admin = await callerOf(server.server.ctx, server.adminToken);
    expect(await schemas(admin.access, 'items')).not.toBe(first);
    expect(await schemas(one.access, 'system')).not.toBe(first);

    // GRAPHQL_SCHEMA_CACHE_CAPACITY bounds the kept schemas: with one, another caller's build evicts the first.
    const small = createGraphqlSchemaSource({
      ...server.server.ctx,
      config: { ...server.server.ctx.config, GRAPHQL_SCHEMA_CACHE_CAPACITY: 1 },
    });
    const kept = await small(one.access, 'items');
    expect(await small(one.access, 'items')).toBe(kept);
    await small(admin.access, 'items');
    expect(await small(one.access, 'items')).not.toBe(kept);

    // A new field through REST: a new model version, a new schema that has it.
    const adminBefore = await schemas(admin.access, 'items');
    const created = await server.asAdmin('/fields/articles', { method: 'POST', json: { field: 'subtitle', type: 'string' } });
    expect(created.status).toBe(200);
    const adminAfter = await schemas((await callerOf(server.server.ctx, server.adminToken)).access, 'items');
    expect(adminAfter).not.toBe(adminBefore);
    expect(adminAfter.getType('articles')?.toString()).toBe('articles');
    expect(Object.keys((adminAfter.getType('articles') as unknown as { getFields(): Json }).getFields())).toContain('subtitle');
    expect(Object.keys((adminBefore.getType('articles') as unknown as { getFields(): Json }).getFields())).not.toContain('subtitle');

    // A permission change through REST: the role's schema shows the newly allowed field.
    const permissions = await server.asAdmin(`/permissions?filter[role][_eq]=${role}&filter[collection][_eq]=articles`);
    const [rule] = ((await permissions.json()) as { data: Array<{ id: number }> }).data;
    const patched = await server.asAdmin(`/permissions/${rule!.id}`, {
      method: 'PATCH',
      json: { fields: ['id', 'title', 'views', 'author', 'comments', 'published_on', 'body'] },
    });
    expect(patched.status).toBe(200);
    expect(await fieldsOf(reader.token, 'articles')).toContain('body');
  });
});

describe('the kept schemas at the default GRAPHQL_SCHEMA_CACHE_CAPACITY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    await createBlogSchema(server.server.ctx.db, 'sqlite3');
  });
  afterAll(async () => server?.close());

  it('keeps the schemas of the 100 callers seen last, and builds again for the one seen longest ago', async () => {
    const { db } = server.server.ctx;
    const callers = [];
    for (let index = 0; index < 101; index++) {
      const role = await server.createRole({ name: `Reader ${index}` });
      await db('directus_permissions').insert({ role, collection: 'authors', action: 'read', fields: 'id,name' });
      await server.createUser({ role, password: null, token: `capacity-${index}` });
    }
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
    for (let index = 0; index < 101; index++) callers.push((await callerOf(server.server.ctx, `capacity-${index}`)).access);
    const schemas = createGraphqlSchemaSource(server.server.ctx);
    const built = [];
    for (const access of callers.slice(0, 100)) built.push(await schemas(access, 'items'));
    // All hundred are kept: asking for the first again (it becomes the one seen last) builds nothing.
    expect(await schemas(callers[0]!, 'items')).toBe(built[0]);
    // The 101st caller pushes out the one seen longest ago, now the second.
    await schemas(callers[100]!, 'items');
    expect(await schemas(callers[2]!, 'items')).toBe(built[2]);
    expect(await schemas(callers[1]!, 'items')).not.toBe(built[1]);
  }, 60_000);
});
