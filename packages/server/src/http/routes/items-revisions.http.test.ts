import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { ARTICLES, callAsAdmin, createBlogSchema, seedBlog, type TestItem } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** A revision as the tests compare it: `collection:item` of itself and of its parent revision. */
interface Revision {
  revision: string;
  parent: string | null;
  action: string;
  data: unknown;
  delta: unknown;
}

/** A seeded article as a revision's `data` holds it (read back with `*`), with changes. */
function article(id: number, changes: TestItem): TestItem {
  const row = ARTICLES.find((item) => item.id === id)!;
  return {
    ...row,
    created_at: row.created_at === null ? null : row.created_at.replace(' ', 'T'),
    updated_at: row.updated_at === null ? null : row.updated_at.replace('Z', '.000Z'),
    data: row.data === null ? null : (JSON.parse(row.data) as unknown),
    ...changes,
  };
}

describe.each(DATABASES)('items: revisions of nested writes on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = (path: string, method: string, json?: unknown) =>
    callAsAdmin(server, path, { method, ...(json === undefined ? {} : { json }) });
  const count = async (table: string) => Number((await db(table).count({ n: '*' }))[0]!.n);
  const lastId = async (table: string) => Number((await db(table).max({ id: 'id' }))[0]!.id ?? 0);
  const accountability = async (settings: Record<string, 'all' | 'activity' | null>) => {
    for (const [collection, value] of Object.entries(settings)) {
      const updated = await db('directus_collections').where({ collection }).update({ accountability: value });
      if (updated === 0) await db('directus_collections').insert({ collection, accountability: value });
    }
    server.server.ctx.schema.invalidate();
  };

  /** The revisions after `mark`, read through GET /revisions with fields, a filter and a sort. */
  async function revisionsAfter(mark: number): Promise<Revision[]> {
    const answer = await call(
      `/revisions?fields=id,collection,item,parent,activity.action,data,delta&filter[id][_gt]=${mark}&sort=id&limit=-1`,
      'GET',
    );
    expect(answer.status).toBe(200);
    const rows = answer.body.data as TestItem[];
    const name = (id: unknown) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? `${String(row.collection)}:${String(row.item)}` : `outside:${String(id)}`;
    };
    return rows.map((row) => ({
      revision: name(row.id),
      parent: row.parent === null ? null : name(row.parent),
      action: (row.activity as TestItem).action as string,
      data: row.data,
      delta: row.delta,
    }));
  }

  /** The activity rows after `mark` as `action collection:item`. */
  async function activityAfter(mark: number): Promise<string[]> {
    const answer = await call(`/activity?fields=action,collection,item&filter[id][_gt]=${mark}&sort=id&limit=-1`, 'GET');
    return (answer.body.data as TestItem[]).map((row) => `${String(row.action)} ${String(row.collection)}:${String(row.item)}`);
  }

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    // A safe's secret is hashed and concealed; a box holds a safe (many-to-one).
    await db.schema.createTable('safes', (t) => {
      t.increments('id');
      t.string('secret', 255);
      t.string('label', 50);
    });
    await db.schema.createTable('boxes', (t) => {
      t.increments('id');
      t.integer('safe').unsigned().references('id').inTable('safes');
    });
    await db('directus_fields').insert({ collection: 'safes', field: 'secret', special: 'hash,conceal' });
    await db('directus_relations').insert({
      many_collection: 'boxes',
      many_field: 'safe',
      one_collection: 'safes',
      one_deselect_action: 'nullify',
    });
    await accountability({ comments: 'all', tags: 'all' });
  });
  afterAll(async () => server?.close());

  it('create: each nested revision (m2o, o2m, m2m through the junction) has the revision of the write that caused it as parent', async () => {
    const mark = await lastId('directus_revisions');
    const payload = {
      title: 'Nested',
      author: { name: 'Dee', team: { name: 'Green' } },
      comments: [
        { body: 'first', sort: 1 },
        { body: 'second', sort: 2 },
      ],
      tags: [{ tags_id: { name: 'fresh' } }, { tags_id: 1 }],
    };
    const created = await call('/items/articles?fields=id,author,comments,tags.tags_id', 'POST', payload);
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: 6, author: 4, comments: [4, 5], tags: [{ tags_id: 4 }, { tags_id: 1 }] });
    // The reference stores a created item's payload as given (nested data included) as both data and delta.
    expect(await revisionsAfter(mark)).toEqual([
      { revision: 'teams:3', parent: 'authors:4', action: 'create', data: { name: 'Green' }, delta: { name: 'Green' } },
      {
        revision: 'authors:4',
        parent: 'articles:6',
        action: 'create',
        data: { name: 'Dee', team: { name: 'Green' } },
        delta: { name: 'Dee', team: { name: 'Green' } },
      },
      {
        revision: 'comments:4',
        parent: 'articles:6',
        action: 'create',
        data: { body: 'first', sort: 1, article: 6 },
        delta: { body: 'first', sort: 1, article: 6 },
      },
      {
        revision: 'comments:5',
        parent: 'articles:6',
        action: 'create',
        data: { body: 'second', sort: 2, article: 6 },
        delta: { body: 'second', sort: 2, article: 6 },
      },
      { revision: 'tags:4', parent: 'articles_tags:5', action: 'create', data: { name: 'fresh' }, delta: { name: 'fresh' } },
      {
        revision: 'articles_tags:5',
        parent: 'articles:6',
        action: 'create',
        data: { tags_id: { name: 'fresh' }, articles_id: 6 },
        delta: { tags_id: { name: 'fresh' }, articles_id: 6 },
      },
      {
        revision: 'articles_tags:6',
        parent: 'articles:6',
        action: 'create',
        data: { tags_id: 1, articles_id: 6 },
        delta: { tags_id: 1, articles_id: 6 },
      },
      { revision: 'articles:6', parent: null, action: 'create', data: payload, delta: payload },
    ]);
    // The same links read the other way: the children of the article's revision.
    const parent = (await call(`/revisions?fields=id&filter[collection][_eq]=articles&filter[item][_eq]=6`, 'GET')).body.data[0]!
      .id as number;
    const children = await call(`/revisions?fields=collection,item&filter[parent][_eq]=${parent}&sort=id`, 'GET');
    expect(children.body.data).toEqual([
      { collection: 'authors', item: '4' },
      { collection: 'comments', item: '4' },
      { collection: 'comments', item: '5' },
      { collection: 'articles_tags', item: '5' },
      { collection: 'articles_tags', item: '6' },
    ]);
  });

  it('create in batch: each item is the parent of its own nested revisions', async () => {
    const mark = await lastId('directus_revisions');
    const created = await call('/items/articles?fields=id,comments', 'POST', [
      { title: 'B1', comments: [{ body: 'b1', sort: 1 }] },
      { title: 'B2', comments: [{ body: 'b2', sort: 1 }] },
    ]);
    expect(created.body.data).toEqual([
      { id: 7, comments: [6] },
      { id: 8, comments: [7] },
    ]);
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'comments:6',
        parent: 'articles:7',
        action: 'create',
        data: { body: 'b1', sort: 1, article: 7 },
        delta: { body: 'b1', sort: 1, article: 7 },
      },
      {
        revision: 'comments:7',
        parent: 'articles:8',
        action: 'create',
        data: { body: 'b2', sort: 1, article: 8 },
        delta: { body: 'b2', sort: 1, article: 8 },
      },
      {
        revision: 'articles:7',
        parent: null,
        action: 'create',
        data: { title: 'B1', comments: [{ body: 'b1', sort: 1 }] },
        delta: { title: 'B1', comments: [{ body: 'b1', sort: 1 }] },
      },
      {
        revision: 'articles:8',
        parent: null,
        action: 'create',
        data: { title: 'B2', comments: [{ body: 'b2', sort: 1 }] },
        delta: { title: 'B2', comments: [{ body: 'b2', sort: 1 }] },
      },
    ]);
  });

  it('create through a many-to-any junction: the related item, the junction row, the page', async () => {
    const mark = await lastId('directus_revisions');
    const payload = { title: 'Page', sections: [{ collection: 'headings', item: { text: 'Hi' } }] };
    const created = await call('/items/pages?fields=id,sections.item', 'POST', payload);
    expect(created.body.data).toEqual({ id: 3, sections: [{ item: '3' }] });
    expect(await revisionsAfter(mark)).toEqual([
      { revision: 'headings:3', parent: 'pages_sections:4', action: 'create', data: { text: 'Hi' }, delta: { text: 'Hi' } },
      {
        revision: 'pages_sections:4',
        parent: 'pages:3',
        action: 'create',
        data: { collection: 'headings', item: { text: 'Hi' }, pages_id: 3 },
        delta: { collection: 'headings', item: { text: 'Hi' }, pages_id: 3 },
      },
      { revision: 'pages:3', parent: null, action: 'create', data: payload, delta: payload },
    ]);
  });

  it('update with o2m create/update/delete: created and updated children point at the item revision, deleted ones have activity only', async () => {
    const mark = await lastId('directus_revisions');
    const activityMark = await lastId('directus_activity');
    const updated = await call('/items/articles/1?fields=comments', 'PATCH', {
      title: 'Hello again',
      comments: { create: [{ body: 'third', sort: 3 }], update: [{ id: 2, body: 'Great!' }], delete: [1] },
    });
    expect(updated.body.data).toEqual({ comments: [2, 8] });
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'comments:8',
        parent: 'articles:1',
        action: 'create',
        data: { body: 'third', sort: 3, article: 1 },
        delta: { body: 'third', sort: 3, article: 1 },
      },
      // The update of a child carries the foreign key to the parent in its delta, as the reference sends it.
      {
        revision: 'comments:2',
        parent: 'articles:1',
        action: 'update',
        data: { id: 2, article: 1, body: 'Great!', sort: 1 },
        delta: { body: 'Great!', article: 1 },
      },
      // An update's data is the item read back after the write (one-to-many fields as keys), its delta the fields written.
      {
        revision: 'articles:1',
        parent: null,
        action: 'update',
        data: article(1, { title: 'Hello again', comments: [2, 8], tags: [1, 2] }),
        delta: { title: 'Hello again' },
      },
    ]);
    expect(await activityAfter(activityMark)).toEqual(['create comments:8', 'update comments:2', 'delete comments:1', 'update articles:1']);
  });

  it('an o2m list leaves already linked keys alone, and an update that changes no field has no revision, so its children have no parent', async () => {
    const mark = await lastId('directus_revisions');
    const activityMark = await lastId('directus_activity');
    const updated = await call('/items/articles/3?fields=comments', 'PATCH', { comments: [3, { body: 'fourth', sort: 2 }] });
    expect(updated.body.data).toEqual({ comments: [3, 9] });
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'comments:9',
        parent: null,
        action: 'create',
        data: { body: 'fourth', sort: 2, article: 3 },
        delta: { body: 'fourth', sort: 2, article: 3 },
      },
    ]);
    expect(await activityAfter(activityMark)).toEqual(['create comments:9', 'update articles:3']);
  });

  it('o2m delete with nullify: the unlinked child gets an update revision under the parent', async () => {
    const mark = await lastId('directus_revisions');
    const updated = await call('/items/authors/3?fields=name,articles', 'PATCH', { name: 'Cyd', articles: { delete: [5] } });
    expect(updated.body.data).toEqual({ name: 'Cyd', articles: [] });
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'articles:5',
        parent: 'authors:3',
        action: 'update',
        data: article(5, { author: null, comments: [], tags: [4] }),
        delta: { author: null },
      },
      {
        revision: 'authors:3',
        parent: null,
        action: 'update',
        data: { id: 3, name: 'Cyd', age: 25, team: null, articles: [] },
        delta: { name: 'Cyd' },
      },
    ]);
  });

  it('update of several keys: the first item revision is the parent of every nested revision', async () => {
    const mark = await lastId('directus_revisions');
    const updated = await call('/items/articles?fields=id,comments', 'PATCH', {
      keys: [2, 4],
      data: { status: 'review', comments: { create: [{ body: 'k', sort: 1 }] } },
    });
    expect(updated.body.data).toEqual([
      { id: 2, comments: [10] },
      { id: 4, comments: [11] },
    ]);
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'comments:10',
        parent: 'articles:2',
        action: 'create',
        data: { body: 'k', sort: 1, article: 2 },
        delta: { body: 'k', sort: 1, article: 2 },
      },
      {
        revision: 'comments:11',
        parent: 'articles:2',
        action: 'create',
        data: { body: 'k', sort: 1, article: 4 },
        delta: { body: 'k', sort: 1, article: 4 },
      },
      {
        revision: 'articles:2',
        parent: null,
        action: 'update',
        data: article(2, { status: 'review', comments: [10], tags: [] }),
        delta: { status: 'review' },
      },
      {
        revision: 'articles:4',
        parent: null,
        action: 'update',
        data: article(4, { status: 'review', comments: [11], tags: [] }),
        delta: { status: 'review' },
      },
    ]);
  });

  it('concealed values are masked in revisions, in nested payloads too', async () => {
    const mark = await lastId('directus_revisions');
    const created = await call('/items/boxes?fields=id,safe.secret', 'POST', { safe: { secret: 'p4ss', label: 'red' } });
    expect(created.body.data).toEqual({ id: 1, safe: { secret: '**********' } });
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'safes:1',
        parent: 'boxes:1',
        action: 'create',
        data: { secret: '**********', label: 'red' },
        delta: { secret: '**********', label: 'red' },
      },
      {
        revision: 'boxes:1',
        parent: null,
        action: 'create',
        data: { safe: { secret: '**********', label: 'red' } },
        delta: { safe: { secret: '**********', label: 'red' } },
      },
    ]);
    const next = await lastId('directus_revisions');
    await call('/items/safes/1', 'PATCH', { secret: 'n3w' });
    expect(await revisionsAfter(next)).toEqual([
      {
        revision: 'safes:1',
        parent: null,
        action: 'update',
        data: { id: 1, secret: '**********', label: 'red' },
        delta: { secret: '**********' },
      },
    ]);
  });

  it('a child collection with accountability "activity" records activity but no revision; the parent keeps its own', async () => {
    await accountability({ comments: 'activity' });
    const mark = await lastId('directus_revisions');
    const activityMark = await lastId('directus_activity');
    const payload = { title: 'Quiet', comments: [{ body: 'q', sort: 1 }] };
    const created = await call('/items/articles?fields=id,comments', 'POST', payload);
    expect(created.body.data).toEqual({ id: 9, comments: [12] });
    expect(await revisionsAfter(mark)).toEqual([{ revision: 'articles:9', parent: null, action: 'create', data: payload, delta: payload }]);
    expect(await activityAfter(activityMark)).toEqual(['create comments:12', 'create articles:9']);
  });

  it('a child collection with accountability null records nothing; its own nested revisions then have no parent', async () => {
    await accountability({ comments: 'all', tags: null });
    let mark = await lastId('directus_revisions');
    let activityMark = await lastId('directus_activity');
    const tagged = { title: 'Tagged', tags: [{ tags_id: { name: 'quiet' } }] };
    expect((await call('/items/articles?fields=id,tags.tags_id', 'POST', tagged)).body.data).toEqual({ id: 10, tags: [{ tags_id: 5 }] });
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'articles_tags:7',
        parent: 'articles:10',
        action: 'create',
        data: { tags_id: { name: 'quiet' }, articles_id: 10 },
        delta: { tags_id: { name: 'quiet' }, articles_id: 10 },
      },
      { revision: 'articles:10', parent: null, action: 'create', data: tagged, delta: tagged },
    ]);
    expect(await activityAfter(activityMark)).toEqual(['create articles_tags:7', 'create articles:10']);

    // The junction records nothing: the tag's revision is not handed on to the article's.
    await accountability({ tags: 'all', articles_tags: null });
    mark = await lastId('directus_revisions');
    activityMark = await lastId('directus_activity');
    const chained = { title: 'Chain', tags: [{ tags_id: { name: 'orphan' } }] };
    expect((await call('/items/articles?fields=id,tags.tags_id', 'POST', chained)).body.data).toEqual({ id: 11, tags: [{ tags_id: 6 }] });
    expect(await revisionsAfter(mark)).toEqual([
      { revision: 'tags:6', parent: null, action: 'create', data: { name: 'orphan' }, delta: { name: 'orphan' } },
      { revision: 'articles:11', parent: null, action: 'create', data: chained, delta: chained },
    ]);
    expect(await activityAfter(activityMark)).toEqual(['create tags:6', 'create articles:11']);
  });

  it('a parent collection with accountability "activity" has no revision: its children keep no parent', async () => {
    await accountability({ articles_tags: 'all', authors: 'activity' });
    const mark = await lastId('directus_revisions');
    const activityMark = await lastId('directus_activity');
    const created = await call('/items/authors?fields=id,articles', 'POST', { name: 'Eve', articles: [{ title: 'By Eve' }] });
    expect(created.body.data).toEqual({ id: 5, articles: [12] });
    expect(await revisionsAfter(mark)).toEqual([
      {
        revision: 'articles:12',
        parent: null,
        action: 'create',
        data: { title: 'By Eve', author: 5 },
        delta: { title: 'By Eve', author: 5 },
      },
    ]);
    expect(await activityAfter(activityMark)).toEqual(['create articles:12', 'create authors:5']);
    await accountability({ authors: 'all' });
  });

  it('a failing nested item rolls back everything: items, activity and revisions', async () => {
    const tables = ['articles', 'authors', 'comments', 'directus_activity', 'directus_revisions'];
    const before = await Promise.all(tables.map(count));
    const created = await call('/items/articles', 'POST', {
      title: 'Doomed',
      author: { name: 'Fay' },
      comments: [{ body: 'ok' }, { body: 'x'.repeat(201) }],
    });
    expect(created).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Value for field "body" in collection "comments" is too long.',
            extensions: { code: 'VALUE_TOO_LONG', collection: 'comments', field: 'body' },
          },
        ],
      },
    });
    const updated = await call('/items/articles/1', 'PATCH', {
      title: 'Nope',
      author: { name: 'Gus' },
      comments: { create: [{ body: 'fine' }], update: [{ id: 2, body: 'y'.repeat(201) }] },
    });
    expect(updated.status).toBe(400);
    expect(updated.body.errors?.[0]?.extensions.code).toBe('VALUE_TOO_LONG');
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(
      await db('authors')
        .whereIn('name', ['Fay', 'Gus'])
        .count({ n: '*' })
        .then((rows) => Number(rows[0]!.n)),
    ).toBe(0);
    expect((await call('/items/articles/1?fields=title,comments', 'GET')).body.data).toEqual({ title: 'Hello again', comments: [2, 8] });
  });
});
