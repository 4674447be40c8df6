import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items: nested writes and field specials on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = (path: string, method: string, json?: unknown) =>
    callAsAdmin(server, path, { method, ...(json === undefined ? {} : { json }) });

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    await db.schema.createTable('notes', (t) => {
      t.uuid('id').primary();
      t.string('title', 50);
      t.string('secret', 255);
      t.integer('flag');
      t.text('labels');
      t.text('meta');
      if (client === 'sqlite3') t.specificType('created', 'timestamp');
      else t.timestamp('created', { useTz: true }).nullable();
      if (client === 'sqlite3') t.specificType('updated', 'timestamp');
      else t.timestamp('updated', { useTz: true }).nullable();
      t.uuid('user_created');
      t.uuid('user_updated');
      t.uuid('role_created');
      t.uuid('other');
    });
    for (const [field, special] of Object.entries({
      id: 'uuid',
      secret: 'hash,conceal',
      flag: 'cast-boolean',
      labels: 'cast-csv',
      meta: 'cast-json',
      created: 'date-created',
      updated: 'date-updated',
      user_created: 'user-created',
      user_updated: 'user-updated',
      role_created: 'role-created',
      other: 'uuid',
    })) {
      await db('directus_fields').insert({ collection: 'notes', field, special });
    }
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('applies specials on create and reads them back cast', async () => {
    const started = Date.now();
    const { status, body } = await call('/items/notes', 'POST', {
      title: 'n',
      secret: 'p4ss',
      flag: true,
      labels: ['a', 'b'],
      meta: { deep: [1] },
    });
    expect(status).toBe(200);
    const note = body.data;
    expect(note).toMatchObject({
      title: 'n',
      secret: '**********',
      flag: true,
      labels: ['a', 'b'],
      meta: { deep: [1] },
      updated: null,
      user_updated: null,
    });
    expect(note.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(note.other).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(note.created as string) - started)).toBeLessThan(5000);
    const admin = await db('directus_users').where({ token: server.adminToken }).first('id', 'role');
    expect(note).toMatchObject({ user_created: admin.id, role_created: admin.role });
    const row = await db('notes').where({ id: note.id }).first();
    expect(row.secret).toMatch(/^\$argon2id\$/);
    expect(row.labels).toBe('a,b');
    expect(Number(row.flag)).toBe(1);

    const updated = await call(`/items/notes/${note.id}`, 'PATCH', { flag: false, labels: [] });
    expect(updated.body.data).toMatchObject({ flag: false, labels: [], user_updated: admin.id, created: note.created });
    expect(updated.body.data.updated).toEqual(expect.any(String));
  });

  it('filters concealed fields only with the null and empty operators', async () => {
    expect((await call('/items/notes?filter[secret][_nnull]=true&fields=title', 'GET')).body.data).toEqual([{ title: 'n' }]);
    const refused = await call('/items/notes?filter[secret][_eq]=p4ss', 'GET');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('Invalid query. "hash" field type does not contain the "_eq" filter operator.');
  });

  it('creates or updates a many-to-one item given as an object', async () => {
    const created = await call('/items/articles?fields=title,author.name,author.team.name', 'POST', {
      title: 'Nested',
      author: { name: 'Dee', team: { name: 'Green' } },
    });
    expect(created.body.data).toEqual({ title: 'Nested', author: { name: 'Dee', team: { name: 'Green' } } });
    const updated = await call('/items/articles?fields=author.id,author.name', 'POST', {
      title: 'Same author',
      author: { id: 1, name: 'Ann B.' },
    });
    expect(updated.body.data).toEqual({ author: { id: 1, name: 'Ann B.' } });
  });

  it('writes one-to-many children: a list replaces them (deselected ones deleted per the relation)', async () => {
    const created = await call('/items/articles?fields=id,comments.body', 'POST', {
      title: 'With comments',
      comments: [{ body: 'c1' }, { body: 'c2' }],
    });
    const id = created.body.data.id;
    expect(created.body.data.comments).toEqual([{ body: 'c1' }, { body: 'c2' }]);
    const [first, second] = await db('comments').where({ article: id }).orderBy('id').select('id');
    const replaced = await call(`/items/articles/${id}?fields=comments.id,comments.body`, 'PATCH', {
      comments: [first.id, { id: second.id, body: 'c2!' }, { body: 'c3' }],
    });
    expect(replaced.body.data.comments).toEqual([
      { id: first.id, body: 'c1' },
      { id: second.id, body: 'c2!' },
      { id: expect.any(Number), body: 'c3' },
    ]);
    const trimmed = await call(`/items/articles/${id}?fields=comments`, 'PATCH', { comments: [second.id] });
    expect(trimmed.body.data.comments).toEqual([second.id]);
    // one_deselect_action of comments.article is delete
    expect(await db('comments').where({ id: first.id }).first()).toBeUndefined();
  });

  it('writes one-to-many children with create/update/delete, nullifying where the relation says so', async () => {
    const author = await call('/items/authors?fields=id', 'POST', {
      name: 'Eve',
      articles: { create: [{ title: 'e1' }, { title: 'e2' }] },
    });
    const authorId = author.body.data.id;
    const articles = await db('articles').where({ author: authorId }).orderBy('id').select('id');
    expect(articles).toHaveLength(2);
    const changed = await call(`/items/authors/${authorId}?fields=articles.title`, 'PATCH', {
      articles: { create: [{ title: 'e3' }], update: [{ id: articles[0].id, title: 'e1!' }], delete: [articles[1].id] },
    });
    expect(changed.body.data.articles).toEqual([{ title: 'e1!' }, { title: 'e3' }]);
    // one_deselect_action of articles.author is nullify: the article stays, unlinked
    expect(await db('articles').where({ id: articles[1].id }).first('author')).toEqual({ author: null });
  });

  it('writes many-to-many links through the junction, creating related items given as objects', async () => {
    const { body } = await call('/items/articles?fields=id,tags.tags_id.name', 'POST', {
      title: 'Tagged',
      tags: [{ tags_id: 1 }, { tags_id: { name: 'fresh' } }],
    });
    expect(body.data.tags).toEqual([{ tags_id: { name: 'news' } }, { tags_id: { name: 'fresh' } }]);
    expect(await db('tags').where({ name: 'fresh' }).first('id')).toBeDefined();
    const removed = await call(`/items/articles/${body.data.id}?fields=tags.tags_id`, 'PATCH', { tags: [] });
    expect(removed.body.data.tags).toEqual([]);
    expect(await db('articles_tags').where({ articles_id: body.data.id })).toEqual([]);
  });

  it('writes many-to-any items in the collection the junction names', async () => {
    const { status, body } = await call(
      '/items/pages?fields=title,sections.collection,sections.item:headings.text,sections.item:paragraphs.content',
      'POST',
      {
        title: 'New page',
        sections: [
          { collection: 'headings', item: { text: 'Top' } },
          { collection: 'paragraphs', item: { content: 'Words' } },
          { collection: 'headings', item: 1 },
        ],
      },
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      title: 'New page',
      sections: [
        { collection: 'headings', item: { text: 'Top' } },
        { collection: 'paragraphs', item: { content: 'Words' } },
        { collection: 'headings', item: { text: 'Welcome' } },
      ],
    });
    const bad = await call('/items/pages', 'POST', { title: 'x', sections: [{ collection: 'authors', item: { name: 'no' } }] });
    expect(bad.status).toBe(400);
  });

  it('rolls the parent back when a nested write fails', async () => {
    const before = Number((await db('articles').count({ n: '*' }))[0]!.n);
    const answer = await call('/items/articles', 'POST', { title: 'Doomed', comments: [{ body: 'ok' }, { body: 'x'.repeat(300) }] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('VALUE_TOO_LONG');
    expect(Number((await db('articles').count({ n: '*' }))[0]!.n)).toBe(before);
    expect(await db('comments').where({ body: 'ok' }).first()).toBeUndefined();
  });
});
