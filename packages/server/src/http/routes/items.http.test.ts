import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items: reading on %s', (client) => {
  let server: TestServer;
  const get = (path: string) => callAsAdmin(server, path);
  const ids = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.map((item) => item.id);
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('lists every field of every item, values normalised per type', async () => {
    const { status, body } = await get('/items/articles');
    expect(status).toBe(200);
    expect(body.meta).toBeUndefined();
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({
      id: 1,
      title: 'Hello World',
      body: 'First body',
      status: 'published',
      views: 100,
      rating: 4.5,
      price: '10.50',
      published: true,
      published_on: '2024-01-15',
      created_at: '2024-01-15T10:30:00',
      updated_at: '2024-01-15T10:30:00.000Z',
      data: { a: 1, list: [1, 2] },
      ref: '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01',
      author: 1,
      comments: [2, 1],
      tags: [1, 2],
    });
    expect(body.data[3]).toMatchObject({
      rating: null,
      price: null,
      published: false,
      published_on: null,
      created_at: null,
      updated_at: null,
      data: null,
      author: null,
      comments: [],
      tags: [],
    });
    expect(body.data[2]).toMatchObject({ data: [1, 2, 3], published: true, price: '20.00' });
  });

  it('reads one item by key; a missing or malformed key is FORBIDDEN', async () => {
    expect(await get('/items/articles/3?fields=id,title')).toEqual({ status: 200, body: { data: { id: 3, title: 'Bob writes' } } });
    for (const key of ['99', 'abc', '1.5']) {
      const { status, body } = await get(`/items/articles/${key}`);
      expect(status).toBe(403);
      expect(body.errors?.[0]).toEqual({ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } });
    }
    expect((await get('/items/articles/3?filter[status][_eq]=draft')).status).toBe(403);
  });

  it('answers FORBIDDEN for unknown and system collections and for non-admins', async () => {
    expect((await get('/items/nothing')).status).toBe(403);
    expect((await get('/items/directus_users')).status).toBe(403);
    expect((await get('/items/directus_users/1')).status).toBe(403);
    const response = await server.request('/items/articles');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('limits (default, -1, below -1), offsets and pages', async () => {
    expect(await ids('/items/articles?limit=2')).toEqual([1, 2]);
    expect(await ids('/items/articles?limit=2&offset=3')).toEqual([4, 5]);
    expect(await ids('/items/articles?limit=2&page=2')).toEqual([3, 4]);
    expect(await ids('/items/articles?limit=-1&offset=3')).toEqual([4, 5]);
    expect(await ids('/items/articles?limit=-1')).toEqual([1, 2, 3, 4, 5]);
    const bad = await get('/items/articles?limit=-2');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Invalid query. "limit" must be greater than or equal to -1.',
      extensions: { code: 'INVALID_QUERY' },
    });
    expect((await get('/items/articles?page=0')).body.errors?.[0]?.message).toBe(
      'Invalid query. "page" must be greater than or equal to 1.',
    );
    expect((await get('/items/articles?offset=x')).body.errors?.[0]?.message).toBe('Invalid query. "offset" must be a number.');
  });

  it('reads 100 items when no limit is given and QUERY_LIMIT_DEFAULT is unset', async () => {
    const db = server.server.ctx.db;
    await db.schema.createTable('many_rows', (table) => {
      table.increments('id');
    });
    await db('directus_collections').insert({ collection: 'many_rows' });
    await db('many_rows').insert(Array.from({ length: 120 }, (_, index) => ({ id: index + 1 })));
    server.server.ctx.schema.invalidate();
    expect(await ids('/items/many_rows?fields=id&sort=id')).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
  });

  it('applies QUERY_LIMIT_DEFAULT when no limit is given', async () => {
    const small = await startTestServer({ client, env: { QUERY_LIMIT_DEFAULT: '2' } });
    try {
      await createBlogSchema(small.server.ctx.db, client);
      await seedBlog(small.server.ctx.db, client);
      small.server.ctx.schema.invalidate();
      const { body } = await callAsAdmin(small, '/items/articles?fields=id');
      expect(body.data).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await small.close();
    }
  });

  it('sorts by several fields, descending, by many-to-one paths and functions', async () => {
    expect(await ids('/items/articles?sort=-views')).toEqual([3, 1, 5, 2, 4]);
    expect(await ids('/items/articles?sort=status,-views')).toEqual([4, 2, 3, 1, 5]);
    expect(await ids('/items/articles?sort[]=-author.name&sort[]=id&filter[author][_nnull]=true')).toEqual([5, 3, 1, 2]);
    expect(await ids('/items/articles?sort=month(published_on),id&filter[published_on][_nnull]=true')).toEqual([1, 2, 5, 3]);
    const bad = await get('/items/articles?sort=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Invalid query. Invalid sort key "nope" on "articles".');
  });

  it('uses the collection sort field by default, else the key', async () => {
    const { body } = await get('/items/comments?fields=id');
    expect(body.data.map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('searches string and text columns, numbers when numeric, uuids on exact match', async () => {
    expect(await ids('/items/articles?search=HELLO')).toEqual([1, 3, 5]);
    expect(await ids('/items/articles?search=200')).toEqual([3]);
    expect(await ids('/items/articles?search=100%25')).toEqual([4]);
    expect(await ids('/items/articles?search=6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01')).toEqual([1]);
    expect(await ids('/items/articles?search=zzz')).toEqual([]);
    expect(await ids('/items/tags?search=2')).toEqual([2]);
  });

  it('counts total and filtered items only when asked', async () => {
    const { body } = await get('/items/articles?filter[status][_eq]=published&meta=*&limit=1&fields=id');
    expect(body).toEqual({ data: [{ id: 1 }], meta: { total_count: 5, filter_count: 3 } });
    expect((await get('/items/articles?meta=filter_count&search=bob&fields=id')).body.meta).toEqual({ filter_count: 1 });
    expect((await get('/items/articles?meta=nope')).status).toBe(400);
  });

  it('accepts fields and filter both as JSON text and as brackets', async () => {
    const json = encodeURIComponent(JSON.stringify({ _or: [{ views: { _gte: 100 } }, { title: { _starts_with: 'Second' } }] }));
    expect(await ids(`/items/articles?filter=${json}`)).toEqual([1, 2, 3]);
    expect(await ids('/items/articles?filter[_or][0][views][_gte]=100&filter[_or][1][title][_starts_with]=Second')).toEqual([1, 2, 3]);
    expect((await get('/items/articles?fields[]=id&fields[]=title&limit=1')).body.data).toEqual([{ id: 1, title: 'Hello World' }]);
    const bad = await get('/items/articles?filter={"views":');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Invalid query. "filter" must be valid JSON.');
  });

  it('answers SEARCH with a query or keys in the body', async () => {
    const byQuery = await callAsAdmin(server, '/items/articles', {
      method: 'SEARCH',
      json: { query: { filter: { author: { _eq: 1 } }, fields: ['id'], sort: ['-id'] } },
    });
    expect(byQuery).toEqual({ status: 200, body: { data: [{ id: 2 }, { id: 1 }] } });
    const byKeys = await callAsAdmin(server, '/items/articles?fields=id,title', { method: 'SEARCH', json: { keys: [5, 3] } });
    expect(byKeys.body.data).toEqual([
      { id: 5, title: 'hello again' },
      { id: 3, title: 'Bob writes' },
    ]);
    expect((await callAsAdmin(server, '/items/articles', { method: 'SEARCH', json: { query: { limit: -3 } } })).status).toBe(400);
    expect((await callAsAdmin(server, '/items/articles', { method: 'SEARCH', json: [] })).body.errors?.[0]?.extensions.code).toBe(
      'INVALID_PAYLOAD',
    );
  });

  it('serves a singleton as one object: defaults until a row exists, PATCH upserts, no key routes', async () => {
    expect(await get('/items/site')).toEqual({ status: 200, body: { data: { id: null, site_name: 'My site', per_page: 10 } } });
    const created = await callAsAdmin(server, '/items/site', { method: 'PATCH', json: { site_name: 'Blog' } });
    expect(created).toEqual({ status: 200, body: { data: { id: 1, site_name: 'Blog', per_page: 10 } } });
    const updated = await callAsAdmin(server, '/items/site?fields=site_name', { method: 'PATCH', json: { per_page: 20 } });
    expect(updated.body.data).toEqual({ site_name: 'Blog' });
    expect((await get('/items/site')).body.data).toEqual({ id: 1, site_name: 'Blog', per_page: 20 });
    expect((await callAsAdmin(server, '/items/site', { method: 'SEARCH', json: { query: { fields: ['per_page'] } } })).body.data).toEqual({
      per_page: 20,
    });
    expect((await server.server.ctx.db('site').count({ n: '*' }))[0]).toMatchObject({ n: expect.anything() });
    expect(Number((await server.server.ctx.db('site').count({ n: '*' }))[0]!.n)).toBe(1);
    for (const [method, path] of [
      ['GET', '/items/site/1'],
      ['POST', '/items/site'],
      ['PATCH', '/items/site/1'],
      ['DELETE', '/items/site/1'],
    ] as const) {
      const answer = await callAsAdmin(server, path, { method, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('ROUTE_NOT_FOUND');
    }
  });
});
