import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items: writing on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = (path: string, method: string, json?: unknown) =>
    callAsAdmin(server, path, { method, ...(json === undefined ? {} : { json }) });
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await db(table).where(where).count({ n: '*' }))[0]!.n);
  const activity = (collection: string, item: unknown) =>
    db('directus_activity')
      .where({ collection, item: String(item) })
      .orderBy('id');

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('creates one item and answers it read back with the request fields', async () => {
    const { status, body } = await call('/items/articles?fields=id,title,views,published,author.name', 'POST', {
      title: 'New',
      views: '7',
      published: 1,
      author: 2,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: 6, title: 'New', views: 7, published: true, author: { name: 'Bob' } });
    const [row] = await activity('articles', 6);
    expect(row).toMatchObject({ action: 'create', collection: 'articles', item: '6' });
    expect(row.user).toEqual(expect.any(String));
    const [revision] = await db('directus_revisions').where({ activity: row.id });
    const data = typeof revision.data === 'string' ? JSON.parse(revision.data) : revision.data;
    // The payload as given (the reference's create revision): no generated key, values not cast.
    expect(data).toEqual({ title: 'New', views: '7', published: 1, author: 2 });
  });

  it('creates a batch in one statement per table and answers the items in order', async () => {
    const inserts: string[] = [];
    const listen = (query: { sql: string }) => {
      if (/^insert into [`"]tags[`"]/i.test(query.sql)) inserts.push(query.sql);
    };
    db.on('query', listen);
    const { status, body } = await call('/items/tags?fields=id,name', 'POST', [{ name: 'b1' }, { name: 'b2' }, { name: 'b3' }]);
    db.removeListener('query', listen);
    expect(status).toBe(200);
    // MySQL reports only the first auto-increment id of a multi-row insert, so keys it must generate are inserted row by row.
    expect(inserts).toHaveLength(client === 'mysql' ? 3 : 1);
    expect(body.data.map((tag) => tag.name)).toEqual(['b1', 'b2', 'b3']);
    expect(body.data.map((tag) => Number(tag.id))).toEqual([4, 5, 6]);
    // tags has accountability null: nothing recorded.
    expect(await count('directus_activity', { collection: 'tags' })).toBe(0);
  });

  it('creates an item of defaults only', async () => {
    const { status, body } = await call('/items/articles_tags?fields=id,articles_id', 'POST', {});
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: expect.any(Number), articles_id: null });
  });

  it('writes nothing when one item of a batch is invalid, and names every failing field', async () => {
    const before = await count('articles');
    const activities = await count('directus_activity');
    const { status, body } = await call('/items/articles', 'POST', [{ title: 'Ok' }, { title: 'Bad', views: 'many', published: 'maybe' }]);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      // A value that is not of the field's type is INVALID_PAYLOAD (issue 12); FAILED_VALIDATION is for validation rules.
      {
        message: 'Invalid payload. "views" has to be an integer.',
        extensions: { code: 'INVALID_PAYLOAD', reason: '"views" has to be an integer', field: 'views', collection: 'articles' },
      },
      {
        message: 'Invalid payload. "published" has to be a boolean.',
        extensions: { code: 'INVALID_PAYLOAD', reason: '"published" has to be a boolean', field: 'published', collection: 'articles' },
      },
    ]);
    expect(await count('articles')).toBe(before);
    expect(await count('directus_activity')).toBe(activities);
  });

  it('turns database constraint errors into their codes, never a 500', async () => {
    const notNull = await call('/items/articles', 'POST', { body: 'no title' });
    expect(notNull.status).toBe(400);
    expect(notNull.body.errors?.[0]?.extensions.code).toBe('NOT_NULL_VIOLATION');
    const foreignKey = await call('/items/articles', 'POST', { title: 'x', author: 999 });
    expect(foreignKey.status).toBe(400);
    expect(foreignKey.body.errors?.[0]?.extensions.code).toBe('INVALID_FOREIGN_KEY');
    const tooLong = await call('/items/articles', 'POST', { title: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]).toMatchObject({ extensions: { code: 'VALUE_TOO_LONG', field: 'title' } });
    const duplicate = await call('/items/tags', 'POST', { id: 1, name: 'again' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors?.[0]?.extensions.code).toBe('RECORD_NOT_UNIQUE');
    expect((await call('/items/articles', 'POST', 'text')).body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
  });

  it('updates one item, records activity and a revision with the item after and the delta', async () => {
    const { status, body } = await call('/items/articles/2?fields=id,title,views,status', 'PATCH', {
      title: 'Renamed',
      views: 51,
      unknown_field: 1,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: 2, title: 'Renamed', views: 51, status: 'draft' });
    const rows = await activity('articles', 2);
    expect(rows.map((r) => r.action)).toEqual(['update']);
    const [revision] = await db('directus_revisions').where({ activity: rows[0].id });
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(parse(revision.delta)).toEqual({ title: 'Renamed', views: 51 });
    expect(parse(revision.data)).toMatchObject({ id: 2, title: 'Renamed', views: 51, status: 'draft', price: '5.00' });
    expect((await call('/items/articles/999', 'PATCH', { title: 'x' })).status).toBe(403);
    expect((await call('/items/articles/abc', 'PATCH', { title: 'x' })).status).toBe(403);
  });

  it('updates in batch: an array of items, {keys, data} and {query, data}', async () => {
    const array = await call('/items/tags?fields=id,name', 'PATCH', [
      { id: 1, name: 'News' },
      { id: 2, name: 'Tech' },
    ]);
    expect(array.body.data).toEqual([
      { id: 1, name: 'News' },
      { id: 2, name: 'Tech' },
    ]);
    const keys = await call('/items/tags?fields=name', 'PATCH', { keys: [1, 3], data: { name: 'same' } });
    expect(keys.body.data).toEqual([{ name: 'same' }, { name: 'same' }]);
    const byQuery = await call('/items/tags?fields=id', 'PATCH', {
      query: { filter: { name: { _eq: 'same' } } },
      data: { name: 'queried' },
    });
    expect(byQuery.body.data).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await db('tags').whereIn('id', [1, 3]).select('name')).map((t) => t.name)).toEqual(['queried', 'queried']);
    const missingKey = await call('/items/tags', 'PATCH', [{ name: 'no key' }]);
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
  });

  it('deletes by key, by keys and by query, answering 204 and recording activity', async () => {
    const created = await call('/items/comments?fields=id', 'POST', [{ body: 'd1' }, { body: 'd2' }, { body: 'd3' }, { body: 'd4' }]);
    const [a, b, c, d] = created.body.data.map((item) => item.id);
    const one = await server.asAdmin(`/items/comments/${a}`, { method: 'DELETE' });
    expect(one.status).toBe(204);
    expect(await one.text()).toBe('');
    expect((await call('/items/comments', 'DELETE', [b])).status).toBe(204);
    expect((await call('/items/comments', 'DELETE', { keys: [c] })).status).toBe(204);
    expect((await call('/items/comments', 'DELETE', { query: { filter: { body: { _eq: 'd4' } } } })).status).toBe(204);
    expect(await count('comments', {})).toBe(3);
    const deletes = await db('directus_activity').where({ collection: 'comments', action: 'delete' });
    expect(deletes.map((row) => row.item).sort()).toEqual([a, b, c, d].map(String).sort());
    // comments record activity only: no revisions.
    expect(await count('directus_revisions', { collection: 'comments' })).toBe(0);
    void d;
    expect((await call('/items/comments', 'DELETE', { nothing: true })).status).toBe(400);
  });

  it('creates a batch of 1,000 items while MAX_BATCH_MUTATION is unset', async () => {
    const answer = await callAsAdmin(server, '/items/tags?fields=id', {
      method: 'POST',
      json: Array.from({ length: 1_000 }, (_, index) => ({ name: `bulk-${index}` })),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1_000);
  });

  it('caps batch sizes with MAX_BATCH_MUTATION', async () => {
    const capped = await startTestServer({ client, env: { MAX_BATCH_MUTATION: '2' } });
    try {
      await createBlogSchema(capped.server.ctx.db, client);
      capped.server.ctx.schema.invalidate();
      const answer = await callAsAdmin(capped, '/items/tags', { method: 'POST', json: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'Invalid payload. Exceeded max batch mutation limit of 2.',
        extensions: { code: 'INVALID_PAYLOAD' },
      });
    } finally {
      await capped.close();
    }
  });
});
