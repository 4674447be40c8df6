import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema } from '../../../test/harness/blog-schema.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Doc = {
  openapi: string;
  info: { version: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; 'x-collection'?: string }>;
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; 'x-collection'?: string }> };
};

const BLOG = ['articles', 'articles_tags', 'authors', 'comments', 'headings', 'pages', 'pages_sections', 'paragraphs', 'tags', 'teams'];

/** Issue 20: `GET /server/specs/oas`, the caller's OpenAPI 3.1 document of the live API. */
describe.each(DATABASES)('GET /server/specs/oas on %s', (client) => {
  let server: TestServer;
  const editorToken = 'oas-editor-token';
  const fetchDoc = async (token?: string) => {
    const response = await server.request('/server/specs/oas', token ? { token } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return { text: await response.clone().text(), doc: (await response.json()) as Doc };
  };
  /** swagger-parser dereferences in place: it gets a copy. */
  const validate = (doc: Doc) => SwaggerParser.validate(structuredClone(doc) as never);

  beforeAll(async () => {
    server = await startTestServer({ client, env: { PUBLIC_URL: 'https://cms.example.org/' } });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await db.schema.createTable('odd name-x', (t) => {
      t.increments('id');
      t.string('constructor').notNullable();
      t.string('__proto__');
      t.text('labels');
    });
    await db('directus_fields').insert([
      { collection: 'odd name-x', field: 'labels', special: 'cast-csv' },
      {
        collection: 'articles',
        field: 'status',
        interface: 'select-dropdown',
        options: JSON.stringify({
          choices: [
            { text: 'Draft', value: 'draft' },
            { text: 'Published', value: 'published' },
          ],
        }),
        note: 'Where the article stands',
      },
    ]);
    server.server.ctx.schema.invalidate();
    const role = await server.createRole({ name: 'Editor' });
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: 'id,title,status,author', permissions: '{}' },
      { role, collection: 'articles', action: 'update', fields: 'title', permissions: '{}' },
      { role, collection: 'authors', action: 'read', fields: '*', permissions: '{}' },
    ]);
    await server.createUser({ role, token: editorToken });
  });
  afterAll(async () => server?.close());

  it('validates as OpenAPI 3.1 for the admin and lists every collection route of the model', async () => {
    const { doc } = await fetchDoc(server.adminToken);
    await expect(validate(doc)).resolves.toBeTruthy();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]!.url).toBe('https://cms.example.org');
    for (const collection of BLOG) {
      expect(Object.keys(doc.paths[`/items/${collection}`]!).sort()).toEqual(['delete', 'get', 'patch', 'post']);
      expect(Object.keys(doc.paths[`/items/${collection}/{id}`]!).sort()).toEqual(['delete', 'get', 'patch']);
    }
    expect(doc.paths['/items/articles']!.get!.operationId).toBe('readItemsArticles');
    expect(doc.paths['/items/articles/{id}']!.patch!.operationId).toBe('updateSingleItemsArticles');
    expect(doc.tags).toContainEqual({ name: 'ItemsArticlesTags', 'x-collection': 'articles_tags' });
    // The singleton: one object, read and updated on the list route only.
    expect(Object.keys(doc.paths['/items/site']!).sort()).toEqual(['get', 'patch']);
    expect(doc.paths['/items/site/{id}']).toBeUndefined();
    for (const path of [
      '/users',
      '/users/{id}',
      '/roles',
      '/files',
      '/collections',
      '/fields/{collection}',
      '/auth/login',
      '/server/info',
      '/settings',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/users']!.get!.operationId).toBe('getUsers');
  });

  it('describes each field: types, nullability, formats, enums from choices, relations', async () => {
    const { components } = (await fetchDoc(server.adminToken)).doc;
    const articles = components.schemas.ItemsArticles!.properties!;
    expect(components.schemas.ItemsArticles!['x-collection']).toBe('articles');
    expect(articles.title).toEqual({ type: 'string' });
    expect(articles.body).toEqual({ type: ['string', 'null'] });
    expect(articles.id).toEqual({ type: 'integer' });
    expect(articles.status).toEqual({
      type: ['string', 'null'],
      enum: ['draft', 'published', null],
      description: 'Where the article stands',
    });
    expect(articles.ref).toEqual({ type: ['string', 'null'], format: 'uuid' });
    expect(articles.published_on).toEqual({ type: ['string', 'null'], format: 'date' });
    expect(articles.created_at).toMatchObject({ format: 'date-time' });
    expect(articles.data).toEqual({});
    expect(articles.divider).toBeUndefined();
    expect(articles.author).toEqual({ oneOf: [{ type: 'integer' }, { $ref: '#/components/schemas/ItemsAuthors' }, { type: 'null' }] });
    expect(articles.comments).toEqual({
      type: 'array',
      items: { oneOf: [{ type: 'integer' }, { $ref: '#/components/schemas/ItemsComments' }] },
    });
    expect(articles.tags).toMatchObject({ type: 'array', items: { oneOf: [{}, { $ref: '#/components/schemas/ItemsArticlesTags' }] } });
    expect(components.schemas.ItemsPagesSections!.properties!.item!.anyOf).toContainEqual({ $ref: '#/components/schemas/ItemsHeadings' });
  });

  it('carries hostile names: a collection name needing quoting, fields named constructor and __proto__', async () => {
    const { doc, text } = await fetchDoc(server.adminToken);
    await expect(validate(doc)).resolves.toBeTruthy();
    expect(doc.paths['/items/odd%20name-x']!.get!.operationId).toBe('readItemsOddNameX');
    const odd = JSON.parse(text).components.schemas.ItemsOddNameX.properties;
    expect(Object.keys(odd)).toEqual(['id', 'constructor', '__proto__', 'labels']);
    expect(Object.hasOwn(odd, '__proto__')).toBe(true);
    expect(odd.__proto__).toEqual({ type: ['string', 'null'] });
    expect(odd.constructor).toEqual({ type: 'string' });
    expect(odd.labels).toEqual({ type: ['array', 'null'], items: { type: 'string' } });
  });

  it('shows a role only what it may do: no collection without a rule, no hidden field, no method it lacks', async () => {
    const { doc } = await fetchDoc(editorToken);
    await expect(validate(doc)).resolves.toBeTruthy();
    expect(Object.keys(doc.paths['/items/articles']!).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(doc.paths['/items/articles/{id}']!).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(doc.paths['/items/authors']!)).toEqual(['get']);
    expect(doc.paths['/items/comments']).toBeUndefined();
    expect(doc.paths['/items/odd%20name-x']).toBeUndefined();
    expect(doc.components.schemas.ItemsComments).toBeUndefined();
    expect(Object.keys(doc.components.schemas.ItemsArticles!.properties!)).toEqual(['id', 'title', 'status', 'author']);
    // o2m towards a collection it can't read is left out; the m2o keeps the readable relation.
    expect(doc.components.schemas.ItemsAuthors!.properties!.articles).toMatchObject({ type: 'array' });
    expect(doc.paths['/users/me']).toBeDefined();
    expect(doc.paths['/permissions']?.post).toBeUndefined();
  });

  it('gives the public role only the public routes', async () => {
    const { doc } = await fetchDoc();
    await expect(validate(doc)).resolves.toBeTruthy();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/items/'))).toEqual([]);
    expect(doc.paths['/auth/login']!.post!.operationId).toBe('login');
    expect(doc.paths['/users/me']).toBeUndefined();
  });

  it('tells the server version to signed-in callers only, as /server/info does', async () => {
    // Issue 38: the public document named the version that /server/info keeps from the public.
    const serverInfo = async (token?: string) =>
      ((await (await server.request('/server/info', token ? { token } : {})).json()) as { data: { version?: string } }).data;
    const version = (await serverInfo(editorToken)).version;
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect((await serverInfo()).version).toBeUndefined();

    for (const token of [editorToken, server.adminToken]) expect((await fetchDoc(token)).doc.info.version).toBe(version);
    const { doc, text } = await fetchDoc();
    await expect(validate(doc)).resolves.toBeTruthy();
    expect(doc.info.version).toMatch(/^[0-9a-f]{16}$/);
    expect(text).not.toContain(`"${version!}"`);
    // The public document's version is its own: the same for the same document, another after a change.
    expect((await fetchDoc()).doc.info.version).toBe(doc.info.version);
    await server.server.ctx
      .db('directus_permissions')
      .insert({ role: null, collection: 'authors', action: 'read', fields: 'id', permissions: '{}' });
    server.server.ctx.permissions.invalidate();
    try {
      expect((await fetchDoc()).doc.info.version).not.toBe(doc.info.version);
    } finally {
      await server.server.ctx.db('directus_permissions').where({ role: null, collection: 'authors' }).delete();
      server.server.ctx.permissions.invalidate();
    }
  });

  it('answers byte-identical JSON for an unchanged model, and a new document after a schema change', async () => {
    const first = (await fetchDoc(server.adminToken)).text;
    expect((await fetchDoc(server.adminToken)).text).toBe(first);
    const created = await server.asAdmin('/collections', { method: 'POST', json: { collection: 'late_comer', schema: {} } });
    expect(created.status).toBe(200);
    const after = (await fetchDoc(server.adminToken)).doc;
    expect(after.paths['/items/late_comer']).toBeDefined();
    expect(after.components.schemas.ItemsLateComer).toBeDefined();
  });
});
