import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

/**
 * A "Reader" role reads every article, only approved comments, and only published authors of a
 * public team. The authors' rule itself follows a relation (`team.public`) into a collection the
 * role cannot read at all: a rule's own paths see every row.
 */
async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('teams', (t) => {
    t.increments('id');
    t.string('name', 50);
    t.boolean('public');
  });
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 50);
    t.string('status', 20);
    t.integer('team').unsigned().references('id').inTable('teams');
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('title', 50);
    t.integer('author').unsigned().references('id').inTable('authors');
  });
  await db.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('body', 50);
    t.boolean('approved');
    t.integer('article').unsigned().references('id').inTable('articles');
  });
  await db('directus_collections').insert(['teams', 'authors', 'articles', 'comments'].map((collection) => ({ collection })));
  await db('directus_fields').insert([{ collection: 'articles', field: 'comments', special: 'o2m', interface: 'list-o2m' }]);
  await db('directus_relations').insert([
    { many_collection: 'authors', many_field: 'team', one_collection: 'teams' },
    { many_collection: 'articles', many_field: 'author', one_collection: 'authors' },
    { many_collection: 'comments', many_field: 'article', one_collection: 'articles', one_field: 'comments' },
  ]);
}

describe.each(DATABASES)('relational filters, sorts and counts under the related rules on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let token: string;
  /** Article ids by title: A-Mia (visible author), A-Bob (unpublished), A-Cid (private team), A-none, A-Abe (visible). */
  let a: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await createSchema(db);
    server.server.ctx.schema.invalidate();
    const reader = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert([
      { role: reader, collection: 'articles', action: 'read', fields: '*' },
      { role: reader, collection: 'comments', action: 'read', permissions: JSON.stringify({ approved: { _eq: true } }), fields: '*' },
      {
        role: reader,
        collection: 'authors',
        action: 'read',
        permissions: JSON.stringify({ _and: [{ status: { _eq: 'published' } }, { team: { public: { _eq: true } } }] }),
        fields: 'id,name,status',
      },
    ]);
    const user = await server.createUser({ role: reader });
    token = (await server.login(user.email, user.password)).access_token;
    server.server.ctx.permissions.invalidate();

    const team = async (name: string, open: boolean) => {
      await db('teams').insert({ name, public: open });
      return Number(((await db('teams').where({ name }).first('id')) as { id: number }).id);
    };
    const open = await team('Open', true);
    const closed = await team('Closed', false);
    const author = async (name: string, status: string, teamId: number) => {
      await db('authors').insert({ name, status, team: teamId });
      return Number(((await db('authors').where({ name }).first('id')) as { id: number }).id);
    };
    const mia = await author('Mia', 'published', open);
    const bob = await author('Bob', 'draft', open);
    const cid = await author('Cid', 'published', closed);
    const abe = await author('Abe', 'published', open);
    for (const [title, authorId] of [
      ['A-Mia', mia],
      ['A-Bob', bob],
      ['A-Cid', cid],
      ['A-none', null],
      ['A-Abe', abe],
    ] as const) {
      await db('articles').insert({ title, author: authorId });
    }
    const rows = (await db('articles').select('id', 'title')) as Array<{ id: number; title: string }>;
    a = Object.fromEntries(rows.map((row) => [row.title, Number(row.id)]));
    await db('comments').insert([
      { body: 'nice', approved: true, article: a['A-Mia'] },
      { body: 'spam', approved: false, article: a['A-Mia'] },
      { body: 'spam', approved: false, article: a['A-Bob'] },
      { body: 'nice', approved: true, article: a['A-Cid'] },
    ]);
  });
  afterAll(async () => server?.close());

  async function read(
    who: 'reader' | 'admin',
    path: string,
  ): Promise<{ status: number; body: { data?: unknown; meta?: Json; errors?: unknown[] } }> {
    const response = who === 'admin' ? await server.asAdmin(path) : await server.request(path, { token });
    return { status: response.status, body: (await response.json()) as { data?: unknown; meta?: Json } };
  }
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  /** Article ids in answer order, as titles. */
  async function titles(who: 'reader' | 'admin', query: string): Promise<string[]> {
    const answer = await read(who, `/items/articles?fields=id,title&${query}`);
    expect(answer.status).toBe(200);
    return (answer.body.data as Array<{ id: number; title: string }>).map((item) => {
      expect(item.id).toBe(a[item.title]);
      return item.title;
    });
  }
  const byId = (list: string[]) => [...list].sort((x, y) => a[x]! - a[y]!);

  it('a filter through a many-to-one path matches no author the role may not read', async () => {
    for (const name of ['Bob', 'Cid']) {
      expect(await titles('reader', `filter=${q({ author: { name: { _eq: name } } })}`)).toEqual([]);
      expect(await titles('admin', `filter=${q({ author: { name: { _eq: name } } })}`)).toEqual([`A-${name}`]);
    }
    expect(await titles('reader', `filter=${q({ author: { name: { _eq: 'Mia' } } })}`)).toEqual(['A-Mia']);
    expect(await titles('reader', `filter=${q({ author: { status: { _eq: 'draft' } } })}`)).toEqual([]);
  });

  it('a hidden author behaves as an absent one for _null, also in filter_count', async () => {
    const filter = q({ author: { name: { _null: true } } });
    expect(await titles('reader', `filter=${filter}`)).toEqual(byId(['A-Bob', 'A-Cid', 'A-none']));
    expect(await titles('admin', `filter=${filter}`)).toEqual(['A-none']);
    expect((await read('reader', `/items/articles?filter=${filter}&meta=filter_count,total_count`)).body.meta).toEqual({
      filter_count: 3,
      total_count: 5,
    });
    expect((await read('admin', `/items/articles?filter=${filter}&meta=filter_count,total_count`)).body.meta).toEqual({
      filter_count: 1,
      total_count: 5,
    });
  });

  it('sorting by author.name puts hidden authors with the NULLs', async () => {
    // PostgreSQL sorts NULLs last in ascending order, SQLite and MariaDB first; the key breaks ties.
    const nullsFirst = client !== 'pg';
    const reader = nullsFirst ? ['A-Bob', 'A-Cid', 'A-none', 'A-Abe', 'A-Mia'] : ['A-Abe', 'A-Mia', 'A-Bob', 'A-Cid', 'A-none'];
    const admin = nullsFirst ? ['A-none', 'A-Abe', 'A-Bob', 'A-Cid', 'A-Mia'] : ['A-Abe', 'A-Bob', 'A-Cid', 'A-Mia', 'A-none'];
    expect(await titles('reader', 'sort=author.name')).toEqual(reader);
    expect(await titles('admin', 'sort=author.name')).toEqual(admin);
  });

  it('_some, _none and a plain one-to-many filter ignore comments the role may not read', async () => {
    const some = q({ comments: { _some: { id: { _nnull: true } } } });
    const none = q({ comments: { _none: { id: { _nnull: true } } } });
    const spam = q({ comments: { body: { _eq: 'spam' } } });
    expect(await titles('reader', `filter=${some}`)).toEqual(byId(['A-Mia', 'A-Cid']));
    expect(await titles('admin', `filter=${some}`)).toEqual(byId(['A-Mia', 'A-Bob', 'A-Cid']));
    expect(await titles('reader', `filter=${none}`)).toEqual(byId(['A-Bob', 'A-none', 'A-Abe']));
    expect(await titles('admin', `filter=${none}`)).toEqual(byId(['A-none', 'A-Abe']));
    expect(await titles('reader', `filter=${spam}`)).toEqual([]);
    expect(await titles('admin', `filter=${spam}`)).toEqual(byId(['A-Mia', 'A-Bob']));
  });

  it('an _or inside _some stays bound to the parent row', async () => {
    const filter = q({ comments: { _some: { _or: [{ body: { _eq: 'nope' } }, { body: { _eq: 'spam' } }] } } });
    expect(await titles('admin', `filter=${filter}`)).toEqual(byId(['A-Mia', 'A-Bob']));
    expect(await titles('reader', `filter=${filter}`)).toEqual([]);
  });

  it('count(comments) counts only readable comments, as a field and in a filter', async () => {
    const counts = async (who: 'reader' | 'admin') =>
      (
        (await read(who, '/items/articles?fields=id,count(comments)&sort=id')).body.data as Array<{ id: number; comments_count: number }>
      ).map((item) => [item.id, Number(item.comments_count)]);
    expect(await counts('reader')).toEqual([
      [a['A-Mia'], 1],
      [a['A-Bob'], 0],
      [a['A-Cid'], 1],
      [a['A-none'], 0],
      [a['A-Abe'], 0],
    ]);
    expect(await counts('admin')).toEqual([
      [a['A-Mia'], 2],
      [a['A-Bob'], 1],
      [a['A-Cid'], 1],
      [a['A-none'], 0],
      [a['A-Abe'], 0],
    ]);
    const filter = q({ 'count(comments)': { _gt: 0 } });
    expect(await titles('reader', `filter=${filter}`)).toEqual(byId(['A-Mia', 'A-Cid']));
    expect(await titles('admin', `filter=${filter}`)).toEqual(byId(['A-Mia', 'A-Bob', 'A-Cid']));
  });

  it('aggregates grouped by count(comments) and filtered through a relation see only readable rows', async () => {
    const grouped = '/items/articles?aggregate[count]=*&groupBy[]=count(comments)';
    expect((await read('reader', grouped)).body.data).toEqual([
      { comments_count: 0, count: 3 },
      { comments_count: 1, count: 2 },
    ]);
    expect((await read('admin', grouped)).body.data).toEqual([
      { comments_count: 0, count: 2 },
      { comments_count: 1, count: 2 },
      { comments_count: 2, count: 1 },
    ]);
    expect((await read('reader', `${grouped}&sort=-comments_count`)).body.data).toEqual([
      { comments_count: 1, count: 2 },
      { comments_count: 0, count: 3 },
    ]);
    const filtered = `/items/articles?aggregate[count]=*&filter=${q({ author: { status: { _eq: 'draft' } } })}`;
    expect((await read('reader', filtered)).body.data).toEqual([{ count: 0 }]);
    expect((await read('admin', filtered)).body.data).toEqual([{ count: 1 }]);
  });

  it('a two-step many-to-one path applies the rule of each collection it reaches', async () => {
    const path = `/items/comments?fields=id,body&sort=id&filter=${q({ article: { author: { name: { _in: ['Mia', 'Cid'] } } } })}`;
    const ids = async (who: 'reader' | 'admin') => ((await read(who, path)).body.data as Array<{ id: number }>).map((item) => item.id);
    const comments = ((await db('comments').select('id').orderBy('id')) as Array<{ id: number }>).map((row) => Number(row.id));
    // Reader: approved comments only, and Cid (private team) is hidden; admin: both of Mia's and Cid's.
    expect(await ids('reader')).toEqual([comments[0]]);
    expect(await ids('admin')).toEqual([comments[0], comments[1], comments[3]]);
  });
});
