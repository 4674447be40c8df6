import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items: fields, relations, deep and alias on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const data = async (path: string) => {
    const { status, body } = await callAsAdmin(server, path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('follows many-to-one fields over two levels', async () => {
    expect(await data('/items/articles?fields=id,author.name,author.team.name&limit=4')).toEqual([
      { id: 1, author: { name: 'Ann', team: { name: 'Red' } } },
      { id: 2, author: { name: 'Ann', team: { name: 'Red' } } },
      { id: 3, author: { name: 'Bob', team: { name: 'Blue' } } },
      { id: 4, author: null },
    ]);
    expect(await data('/items/authors/3?fields=name,team.name')).toEqual({ name: 'Cid', team: null });
  });

  it('lists one-to-many children as keys by default and as objects with sub-fields', async () => {
    expect(await data('/items/authors?fields=id,articles')).toEqual([
      { id: 1, articles: [1, 2] },
      { id: 2, articles: [3] },
      { id: 3, articles: [5] },
    ]);
    expect(await data('/items/authors?fields=name,articles.title,articles.comments.body&filter[id][_lte]=2')).toEqual([
      {
        name: 'Ann',
        articles: [
          { title: 'Hello World', comments: [{ body: 'Great' }, { body: 'Nice' }] },
          { title: 'Second Post', comments: [] },
        ],
      },
      { name: 'Bob', articles: [{ title: 'Bob writes', comments: [{ body: 'Hmm' }] }] },
    ]);
  });

  it('reads many-to-many through the junction', async () => {
    expect(await data('/items/articles?fields=id,tags.tags_id.name&filter[id][_in]=1,2,3')).toEqual([
      { id: 1, tags: [{ tags_id: { name: 'news' } }, { tags_id: { name: 'tech' } }] },
      { id: 2, tags: [] },
      { id: 3, tags: [{ tags_id: { name: 'tech' } }] },
    ]);
  });

  it('reads many-to-any with collection scopes; unscoped sub-fields apply to every collection', async () => {
    expect(await data('/items/pages/1?fields=sections.collection,sections.item:headings.text')).toEqual({
      sections: [
        { collection: 'headings', item: { text: 'Welcome' } },
        { collection: 'paragraphs', item: '1' },
        { collection: 'headings', item: { text: 'About' } },
      ],
    });
    expect(await data('/items/pages/1?fields=sections.item.*')).toEqual({
      sections: [{ item: { id: 1, text: 'Welcome' } }, { item: { id: 1, content: 'Lorem ipsum' } }, { item: { id: 2, text: 'About' } }],
    });
    expect(await data('/items/pages/2?fields=title,sections.item.*')).toEqual({ title: 'Empty', sections: [] });
  });

  it('expands wildcards: *, author.*, *.*', async () => {
    const star = await data('/items/articles/1?fields=*');
    expect(Object.keys(star).sort()).toEqual([
      'author',
      'body',
      'comments',
      'created_at',
      'data',
      'id',
      'price',
      'published',
      'published_on',
      'rating',
      'ref',
      'status',
      'tags',
      'title',
      'updated_at',
      'views',
    ]);
    expect(await data('/items/articles/3?fields=id,author.*')).toEqual({
      id: 3,
      author: { id: 2, name: 'Bob', age: 45, team: 2, articles: [3] },
    });
    const deep = await data('/items/articles/3?fields=*.*');
    expect(deep).toMatchObject({
      id: 3,
      title: 'Bob writes',
      author: { id: 2, name: 'Bob', team: 2, articles: [3] },
      comments: [{ id: 3, article: 3, body: 'Hmm', sort: 1 }],
      tags: [{ id: 3, articles_id: 3, tags_id: 2 }],
    });
    expect(await data('/items/authors/2?fields=id,unknown_field')).toEqual({ id: 2 });
  });

  it('outputs function fields under <field>_<fn>', async () => {
    expect(
      await data(
        '/items/articles?fields=id,year(published_on),month(published_on),weekday(published_on),count(comments),count(data)&filter[id][_in]=1,3',
      ),
    ).toEqual([
      { id: 1, published_on_year: 2024, published_on_month: 1, published_on_weekday: 1, comments_count: 2, data_count: null },
      { id: 3, published_on_year: 2023, published_on_month: 12, published_on_weekday: 0, comments_count: 1, data_count: 3 },
    ]);
    expect(
      await data('/items/articles/1?fields=hour(created_at),minute(created_at),second(updated_at),day(updated_at),week(published_on)'),
    ).toEqual({
      created_at_hour: 10,
      created_at_minute: 30,
      updated_at_second: 0,
      updated_at_day: 15,
      published_on_week: 3,
    });
  });

  it('applies deep options per relation: limit per parent, sort, filter, offset, page, search, nested levels', async () => {
    expect(await data('/items/authors?fields=name,articles.id&deep[articles][_limit]=1&filter[id][_lte]=2')).toEqual([
      { name: 'Ann', articles: [{ id: 1 }] },
      { name: 'Bob', articles: [{ id: 3 }] },
    ]);
    expect(await data('/items/authors/1?fields=articles.id&deep[articles][_sort]=-id')).toEqual({ articles: [{ id: 2 }, { id: 1 }] });
    expect(await data('/items/authors/1?fields=articles.id&deep[articles][_limit]=1&deep[articles][_offset]=1')).toEqual({
      articles: [{ id: 2 }],
    });
    expect(await data('/items/authors/1?fields=articles.id&deep[articles][_limit]=1&deep[articles][_page]=2')).toEqual({
      articles: [{ id: 2 }],
    });
    expect(await data('/items/authors/1?fields=articles.id&deep[articles][_search]=second')).toEqual({ articles: [{ id: 2 }] });
    const filterJson = encodeURIComponent(JSON.stringify({ articles: { _filter: { status: { _eq: 'draft' } } } }));
    expect(await data(`/items/authors/1?fields=articles.id&deep=${filterJson}`)).toEqual({ articles: [{ id: 2 }] });
    expect(await data('/items/authors/1?fields=articles.title,articles.comments.body&deep[articles][comments][_limit]=1')).toEqual({
      articles: [
        { title: 'Hello World', comments: [{ body: 'Great' }] },
        { title: 'Second Post', comments: [] },
      ],
    });
    expect(await data('/items/articles/1?fields=author.name&deep[author][_filter][name][_eq]=Nobody')).toEqual({ author: null });
  });

  it('reads one relation twice under aliases, each with its own deep options', async () => {
    const query =
      'alias[first]=comments&alias[last]=comments&fields=id,first.body,last.body&deep[first][_limit]=1&deep[last][_limit]=1&deep[last][_sort]=-sort';
    expect(await data(`/items/articles/1?${query}`)).toEqual({ id: 1, first: [{ body: 'Great' }], last: [{ body: 'Nice' }] });
    expect(await data('/items/articles/1?alias[headline]=title&fields=headline,id')).toEqual({ headline: 'Hello World', id: 1 });
    const bad = await callAsAdmin(server, '/items/articles?alias[a.b]=title');
    expect(bad.status).toBe(400);
  });

  it('runs one query per relation level whatever the number of rows', async () => {
    const authors = Array.from({ length: 200 }, (_, index) => ({ id: 100 + index, name: `Many ${index}` }));
    for (let start = 0; start < authors.length; start += 50) await db('authors').insert(authors.slice(start, start + 50));
    const articles = authors.map((author, index) => ({ id: 1000 + index, title: `Bulk ${index}`, author: author.id }));
    for (let start = 0; start < articles.length; start += 50) await db('articles').insert(articles.slice(start, start + 50));
    const comments = articles.map((article, index) => ({ id: 1000 + index, article: article.id, body: `c${index}` }));
    for (let start = 0; start < comments.length; start += 50) await db('comments').insert(comments.slice(start, start + 50));
    const queriesFor = async (limit: number) => {
      const seen: string[] = [];
      const listen = (query: { sql: string }) => seen.push(query.sql);
      db.on('query', listen);
      const rows = await data(`/items/authors?fields=name,articles.title,articles.comments.body&filter[id][_gte]=100&limit=${limit}`);
      db.removeListener('query', listen);
      expect(rows).toHaveLength(limit);
      expect(rows[limit - 1]).toEqual({
        name: `Many ${limit - 1}`,
        articles: [{ title: `Bulk ${limit - 1}`, comments: [{ body: `c${limit - 1}` }] }],
      });
      return seen.filter((sql) => /^select/i.test(sql.trim()));
    };
    const few = await queriesFor(10);
    const many = await queriesFor(200);
    expect(few).toHaveLength(3);
    expect(many).toHaveLength(3);
    // The same statements: compiled once per shape, values bound (SQLite writes LIMIT values in).
    const unlimited = (list: string[]) => list.map((sql) => sql.replace(/LIMIT \d+/g, 'LIMIT ?'));
    expect(unlimited(many)).toEqual(unlimited(few));
  });
});
