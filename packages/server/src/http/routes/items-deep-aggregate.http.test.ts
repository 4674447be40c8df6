import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog, type TestAnswer } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

const deep = (field: string, group: string) =>
  `deep[${field}][_aggregate][count]=id&deep[${field}][_groupBy][0]=${group}&deep[${field}][_sort]=${group}&deep[${field}][_limit]=-1`;

describe.each(DATABASES)('deep with _aggregate and _groupBy on %s', (client) => {
  let server: TestServer;
  let token: string;
  const data = async (path: string): Promise<unknown> => {
    const { status, body } = await callAsAdmin(server, path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    server.server.ctx.schema.invalidate();
    // Reads every author, but only published articles.
    const reader = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert([
      { role: reader, collection: 'authors', action: 'read', fields: '*' },
      { role: reader, collection: 'articles', action: 'read', permissions: JSON.stringify({ status: { _eq: 'published' } }), fields: '*' },
    ]);
    const user = await server.createUser({ role: reader });
    token = (await server.login(user.email, user.password)).access_token;
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  it('counts the users of each role on /roles, as the reference role list asks', async () => {
    const none = await server.createRole({ name: 'Nobody' });
    const three = await server.createRole({ name: 'Crowd' });
    for (let i = 0; i < 3; i++) await server.createUser({ role: three });
    const roles = (await data(`/roles?fields[]=id&fields[]=users&${deep('users', 'role')}`)) as Array<{ id: string; users: unknown }>;
    const byId = new Map(roles.map((role) => [role.id, role.users]));
    expect(byId.get(none)).toEqual([]);
    expect(byId.get(three)).toEqual([{ role: three, count: { id: 3 } }]);
    const readerUsers = (await data(`/roles?filter[name][_eq]=Reader&fields[]=id&fields[]=users&${deep('users', 'role')}`)) as Array<{
      id: string;
      users: unknown;
    }>;
    expect(readerUsers).toEqual([{ id: readerUsers[0]!.id, users: [{ role: readerUsers[0]!.id, count: { id: 1 } }] }]);
  });

  it('groups the related rows of an o2m on /items, per parent, in one answer', async () => {
    expect(await data(`/items/authors?fields[]=id&fields[]=articles&${deep('articles', 'author')}&sort=id`)).toEqual([
      { id: 1, articles: [{ author: 1, count: { id: 2 } }] },
      { id: 2, articles: [{ author: 2, count: { id: 1 } }] },
      { id: 3, articles: [{ author: 3, count: { id: 1 } }] },
    ]);
    const byStatus = `deep[articles][_aggregate][sum]=views&deep[articles][_groupBy]=author,status&deep[articles][_sort]=-sum.views`;
    expect(await data(`/items/authors?fields=id,articles&${byStatus}&filter[id][_eq]=1`)).toEqual([
      {
        id: 1,
        articles: [
          { author: 1, status: 'published', sum: { views: 100 } },
          { author: 1, status: 'draft', sum: { views: 50 } },
        ],
      },
    ]);
  });

  it('keeps a window of groups per parent under _limit and _offset', async () => {
    const byStatus = `deep[articles][_aggregate][sum]=views&deep[articles][_groupBy]=author,status&deep[articles][_sort]=-sum.views`;
    expect(await data(`/items/authors?fields=id,articles&${byStatus}&deep[articles][_limit]=1&sort=id`)).toEqual([
      { id: 1, articles: [{ author: 1, status: 'published', sum: { views: 100 } }] },
      { id: 2, articles: [{ author: 2, status: 'published', sum: { views: 200 } }] },
      { id: 3, articles: [{ author: 3, status: 'published', sum: { views: 75 } }] },
    ]);
    expect(await data(`/items/authors?fields=id,articles&${byStatus}&deep[articles][_limit]=1&deep[articles][_offset]=1&sort=id`)).toEqual([
      { id: 1, articles: [{ author: 1, status: 'draft', sum: { views: 50 } }] },
      { id: 2, articles: [] },
      { id: 3, articles: [] },
    ]);
  });

  it('groups the junction rows of an m2m', async () => {
    expect(await data(`/items/articles?fields=id,tags&${deep('tags', 'articles_id')}&filter[id][_in]=1,2,3`)).toEqual([
      { id: 1, tags: [{ articles_id: 1, count: { id: 2 } }] },
      { id: 2, tags: [] },
      { id: 3, tags: [{ articles_id: 3, count: { id: 1 } }] },
    ]);
  });

  it('counts only the related rows the role may read', async () => {
    const response = await server.request(`/items/authors?fields[]=id&fields[]=articles&${deep('articles', 'author')}&sort=id`, { token });
    const body = (await response.json()) as TestAnswer['body'];
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual([
      { id: 1, articles: [{ author: 1, count: { id: 1 } }] },
      { id: 2, articles: [{ author: 2, count: { id: 1 } }] },
      { id: 3, articles: [{ author: 3, count: { id: 1 } }] },
    ]);
  });

  it('refuses unknown functions and fields (400 INVALID_QUERY)', async () => {
    for (const query of [
      'deep[articles][_aggregate][median]=id&deep[articles][_groupBy]=author',
      'deep[articles][_aggregate][count]=nope&deep[articles][_groupBy]=author',
      'deep[articles][_aggregate][count]=id&deep[articles][_groupBy]=nope',
      'deep[articles][_aggregate][sum]=title&deep[articles][_groupBy]=author',
      'deep[articles][_groupBy]=author',
    ]) {
      const { status, body } = await callAsAdmin(server, `/items/authors?fields=id,articles&${query}`);
      expect(status, query).toBe(400);
      expect(body.errors?.[0]?.extensions.code, query).toBe('INVALID_QUERY');
    }
  });

  it('refuses _aggregate and _groupBy on a many-to-one field, naming where it sits', async () => {
    for (const [query, path] of [
      ['fields=id,author.name&deep[author][_aggregate][count]=id', 'deep.author'],
      ['fields=id,author.team.name&deep[author][team][_groupBy]=name', 'deep.author.team'],
    ]) {
      const { status, body } = await callAsAdmin(server, `/items/articles?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
      expect(body.errors?.[0]?.message).toContain(`"${path}" can't use "_aggregate" or "_groupBy"`);
    }
  });

  it('names the deep path of a malformed nested option', async () => {
    for (const [path, query, where] of [
      ['/items/articles', 'fields=id,comments.id&deep[comments][_limit]=x', '"deep.comments._limit"'],
      ['/items/authors', 'fields=id,articles.comments.id&deep[articles][comments][_offset]=-3', '"deep.articles.comments._offset"'],
    ] as const) {
      const { status, body } = await callAsAdmin(server, `${path}?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors?.[0]?.message, query).toContain(where);
    }
  });

  it('answers meta beside aggregates, counting only rows the role may read', async () => {
    const admin = await callAsAdmin(server, '/items/articles?aggregate[count]=*&groupBy=status&filter[views][_gte]=0&meta=*');
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const all = await callAsAdmin(server, '/items/articles?aggregate[count]=*');
    const matching = await callAsAdmin(server, '/items/articles?aggregate[count]=*&filter[views][_gte]=0');
    expect(admin.body.meta).toEqual({ total_count: all.body.data[0]!.count, filter_count: matching.body.data[0]!.count });
    const response = await server.request('/items/articles?aggregate[count]=*&meta=total_count', { token });
    const body = (await response.json()) as TestAnswer['body'];
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.meta).toEqual({ total_count: body.data[0]!.count });
    expect(body.meta!.total_count).toBeLessThan(Number(all.body.data[0]!.count));
  });
});
