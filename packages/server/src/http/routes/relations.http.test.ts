import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { introspect } from '../../db/introspect/introspect.js';
import type { ForeignKeyInfo } from '../../db/introspect/table-info.js';
import { dataModelSnapshot } from '../../../test/fixtures/data-model-snapshot.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
type Relation = {
  collection: string;
  field: string;
  related_collection: string | null;
  schema: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
};

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

describe.each(DATABASES)('/relations on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };
  const messageOf = (body: Body) => body.errors?.map((e) => e.message).join('\n') ?? '';
  const collection = (name: string, fields: unknown[]) =>
    call('/collections', { method: 'POST', json: { collection: name, schema: {}, meta: {}, fields: [id, ...fields] } });
  const relate = (json: unknown) => call('/relations', { method: 'POST', json });
  const foreignKeys = async (table: string): Promise<ForeignKeyInfo[]> =>
    (await introspect(db)).find((t) => t.name === table)?.foreignKeys ?? [];

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await collection('authors', [{ field: 'name', type: 'string' }]);
    await collection('articles', [
      { field: 'title', type: 'string' },
      { field: 'author', type: 'integer', meta: { special: ['m2o'] } },
      { field: 'position', type: 'integer' },
    ]);
  });
  afterAll(async () => server?.close());

  it('m2o: a real foreign key, ON DELETE SET NULL by default, and the o2m alias on the other side', async () => {
    const created = await relate({
      collection: 'articles',
      field: 'author',
      related_collection: 'authors',
      meta: { one_field: 'articles', sort_field: 'position' },
    });
    // MariaDB reports the default update rule as RESTRICT, which InnoDB treats as NO ACTION.
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      collection: 'articles',
      field: 'author',
      related_collection: 'authors',
      schema: {
        constraint_name: client === 'sqlite3' ? null : 'articles_author_foreign',
        table: 'articles',
        column: 'author',
        foreign_key_table: 'authors',
        foreign_key_column: 'id',
        on_update: client === 'mysql' ? 'RESTRICT' : 'NO ACTION',
        on_delete: 'SET NULL',
      },
      meta: {
        id: expect.any(Number),
        many_collection: 'articles',
        many_field: 'author',
        one_collection: 'authors',
        one_field: 'articles',
        one_collection_field: null,
        one_allowed_collections: null,
        junction_field: null,
        sort_field: 'position',
        one_deselect_action: 'nullify',
      },
    });
    expect(await foreignKeys('articles')).toEqual([
      expect.objectContaining({ column: 'author', foreignKeyTable: 'authors', foreignKeyColumn: 'id', onDelete: 'SET NULL' }),
    ]);
    expect((await call('/fields/authors/articles')).body.data).toMatchObject({ type: 'alias', schema: null });
    expect((await call('/fields/articles/author')).body.data).toMatchObject({
      schema: { foreign_key_table: 'authors', foreign_key_column: 'id' },
    });

    const author = (await call('/items/authors', { method: 'POST', json: { name: 'Ann' } })).body.data as { id: number };
    const article = (await call('/items/articles', { method: 'POST', json: { title: 'Hello', author: author.id } })).body.data as {
      id: number;
    };
    expect((await call(`/items/authors/${author.id}?fields=name,articles.title`)).body.data).toEqual({
      name: 'Ann',
      articles: [{ title: 'Hello' }],
    });
    expect(
      (await call('/items/articles', { method: 'POST', json: { title: 'Dangling', author: 999 } })).body.errors?.[0]?.extensions.code,
    ).toBe('INVALID_FOREIGN_KEY');
    await call(`/items/authors/${author.id}`, { method: 'DELETE' });
    expect((await call(`/items/articles/${article.id}`)).body.data).toMatchObject({ author: null });
  });

  it('m2m: a junction collection with two foreign keys linked by junction_field', async () => {
    await collection('tags', [{ field: 'name', type: 'string' }]);
    await collection('articles_tags', [
      { field: 'articles_id', type: 'integer' },
      { field: 'tags_id', type: 'integer' },
    ]);
    await call('/fields/articles', {
      method: 'POST',
      json: { field: 'tags', type: 'alias', meta: { special: ['m2m'], interface: 'list-m2m' } },
    });
    expect(
      (
        await relate({
          collection: 'articles_tags',
          field: 'tags_id',
          related_collection: 'tags',
          meta: { junction_field: 'articles_id' },
          schema: { on_delete: 'CASCADE' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await relate({
          collection: 'articles_tags',
          field: 'articles_id',
          related_collection: 'articles',
          meta: { one_field: 'tags', junction_field: 'tags_id' },
          schema: { on_delete: 'CASCADE' },
        })
      ).status,
    ).toBe(200);
    const keys = await foreignKeys('articles_tags');
    expect(keys.map((k) => [k.column, k.foreignKeyTable, k.onDelete]).sort()).toEqual([
      ['articles_id', 'articles', 'CASCADE'],
      ['tags_id', 'tags', 'CASCADE'],
    ]);
    const tag = (await call('/items/tags', { method: 'POST', json: { name: 'news' } })).body.data as { id: number };
    const article = (await call('/items/articles', { method: 'POST', json: { title: 'Tagged', tags: [{ tags_id: tag.id }] } })).body
      .data as { id: number };
    expect((await call(`/items/articles/${article.id}?fields=title,tags.tags_id.name`)).body.data).toEqual({
      title: 'Tagged',
      tags: [{ tags_id: { name: 'news' } }],
    });
  });

  it('translations: an m2m to a languages collection keyed by its code', async () => {
    await call('/collections', {
      method: 'POST',
      json: {
        collection: 'languages',
        schema: {},
        meta: {},
        fields: [
          { field: 'code', type: 'string', schema: { is_primary_key: true, max_length: 10 } },
          { field: 'name', type: 'string' },
        ],
      },
    });
    await collection('articles_translations', [
      { field: 'articles_id', type: 'integer' },
      { field: 'languages_code', type: 'string', schema: { max_length: 10 } },
      { field: 'title', type: 'string' },
    ]);
    await call('/fields/articles', {
      method: 'POST',
      json: { field: 'translations', type: 'alias', meta: { special: ['translations'], interface: 'translations' } },
    });
    expect(
      (
        await relate({
          collection: 'articles_translations',
          field: 'languages_code',
          related_collection: 'languages',
          meta: { junction_field: 'articles_id' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await relate({
          collection: 'articles_translations',
          field: 'articles_id',
          related_collection: 'articles',
          meta: { one_field: 'translations', junction_field: 'languages_code' },
          schema: { on_delete: 'CASCADE' },
        })
      ).status,
    ).toBe(200);
    const keys = await foreignKeys('articles_translations');
    expect(keys.map((k) => [k.column, k.foreignKeyTable, k.foreignKeyColumn]).sort()).toEqual([
      ['articles_id', 'articles', 'id'],
      ['languages_code', 'languages', 'code'],
    ]);
    expect((await call('/fields/articles/translations')).body.data).toMatchObject({ type: 'alias', meta: { special: ['translations'] } });
  });

  it('m2a: no foreign key; the allowed collections and the collection field live in meta', async () => {
    await collection('pages', []);
    await collection('text_blocks', [{ field: 'text', type: 'text' }]);
    await collection('image_blocks', [{ field: 'url', type: 'string' }]);
    await collection('pages_blocks', [
      { field: 'pages_id', type: 'integer' },
      { field: 'item', type: 'string' },
      { field: 'collection', type: 'string' },
    ]);
    await call('/fields/pages', {
      method: 'POST',
      json: { field: 'blocks', type: 'alias', meta: { special: ['m2a'], interface: 'list-m2a' } },
    });
    const anyRelation = await relate({
      collection: 'pages_blocks',
      field: 'item',
      related_collection: null,
      meta: { one_allowed_collections: ['text_blocks', 'image_blocks'], one_collection_field: 'collection', junction_field: 'pages_id' },
    });
    expect(anyRelation.status).toBe(200);
    expect(anyRelation.body.data).toMatchObject({
      related_collection: null,
      schema: null,
      meta: { one_allowed_collections: ['text_blocks', 'image_blocks'], one_collection_field: 'collection' },
    });
    expect(
      (
        await relate({
          collection: 'pages_blocks',
          field: 'pages_id',
          related_collection: 'pages',
          meta: { one_field: 'blocks', junction_field: 'item' },
        })
      ).status,
    ).toBe(200);
    expect((await foreignKeys('pages_blocks')).map((k) => k.column)).toEqual(['pages_id']);
    const stored = await db('directus_relations').where({ many_collection: 'pages_blocks', many_field: 'item' }).first();
    expect(stored.one_allowed_collections).toBe('text_blocks,image_blocks');
  });

  it('changes ON DELETE with PATCH, and DELETE drops the key but keeps the column and its values', async () => {
    const patched = await call('/relations/articles/author', {
      method: 'PATCH',
      json: { schema: { on_delete: 'CASCADE' }, meta: { one_deselect_action: 'delete' } },
    });
    expect(patched.body.data).toMatchObject({
      schema: { on_delete: 'CASCADE' },
      meta: { one_deselect_action: 'delete', one_field: 'articles' },
    });
    expect(await foreignKeys('articles')).toEqual([expect.objectContaining({ column: 'author', onDelete: 'CASCADE' })]);
    await db('articles').insert({ title: 'kept', author: null });
    expect((await call('/relations/articles/author', { method: 'DELETE' })).status).toBe(204);
    expect(await foreignKeys('articles')).toEqual([]);
    expect(await db('directus_relations').where({ many_collection: 'articles', many_field: 'author' })).toEqual([]);
    expect((await call('/fields/authors/articles')).status).toBe(403);
    expect((await introspect(db)).find((t) => t.name === 'articles')?.columns.map((c) => c.name)).toContain('author');
    expect((await db('articles').where('title', 'kept')).length).toBe(1);
  });

  it('refuses relations whose collections or fields are missing or do not fit, leaving the database unchanged', async () => {
    await collection('reviews', [
      { field: 'article', type: 'integer', schema: { is_nullable: false, default_value: 0 } },
      { field: 'label', type: 'string' },
      { field: 'code', type: 'string' },
      { field: 'score', type: 'integer' },
    ]);
    const cases: Array<[unknown, RegExp]> = [
      [{ field: 'article', related_collection: 'articles' }, /"collection" is required/],
      [{ collection: 'nowhere', field: 'article', related_collection: 'articles' }, /Collection "nowhere" doesn't exist/],
      [{ collection: 'reviews', field: 'nothing', related_collection: 'articles' }, /Field "nothing" doesn't exist/],
      [{ collection: 'reviews', field: 'score', related_collection: 'nowhere' }, /Related collection "nowhere" doesn't exist/],
      [{ collection: 'reviews', field: 'id', related_collection: 'articles' }, /primary key .* can't be a foreign key/],
      [{ collection: 'reviews', field: 'label', related_collection: 'articles' }, /types must match/],
      [
        { collection: 'reviews', field: 'article', related_collection: 'articles', schema: { on_delete: 'SET NULL' } },
        /SET NULL needs field "article" to be nullable/,
      ],
      [
        { collection: 'reviews', field: 'score', related_collection: 'articles', schema: { on_delete: 'EXPLODE' } },
        /on_delete" must be one of/,
      ],
      [
        { collection: 'reviews', field: 'score', related_collection: 'articles', meta: { one_field: 'title' } },
        /already exists and isn't an alias/,
      ],
      [
        { collection: 'reviews', field: 'score', related_collection: 'articles', meta: { one_field: 'tags' } },
        /already the alias of relation/,
      ],
      [{ collection: 'reviews', field: 'score', related_collection: 'articles', meta: { sort_field: 'label' } }, /must be numeric/],
      [
        { collection: 'reviews', field: 'score', related_collection: 'articles', meta: { junction_field: 'missing' } },
        /Junction field "missing"/,
      ],
      [{ collection: 'reviews', field: 'score', related_collection: 'directus_users' }, /types must match/],
      [{ collection: 'reviews', field: 'label', related_collection: null }, /"related_collection" is required/],
      [
        {
          collection: 'reviews',
          field: 'label',
          related_collection: null,
          meta: { one_allowed_collections: ['nowhere'], one_collection_field: 'code' },
        },
        /Allowed collections "nowhere"/,
      ],
      [
        { collection: 'reviews', field: 'label', related_collection: null, meta: { one_allowed_collections: ['tags'] } },
        /one_collection_field/,
      ],
      [{ collection: 'articles_tags', field: 'tags_id', related_collection: 'tags' }, /already has a relation/],
    ];
    const before = await dataModelSnapshot(db);
    for (const [payload, message] of cases) {
      const refused = await relate(payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
      expect(messageOf(refused.body)).toMatch(message);
    }
    expect((await relate({ collection: 'directus_users', field: 'role', related_collection: 'directus_roles' })).status).toBe(403);
    expect((await call('/relations/directus_users/role', { method: 'DELETE' })).status).toBe(403);
    expect(await dataModelSnapshot(db)).toEqual(before);
  });

  it('relates a table made by plain SQL, without any metadata row', async () => {
    await db.schema.createTable('legacy_orders', (t) => {
      t.increments('id');
      t.integer('customer');
    });
    server.server.ctx.schema.invalidate();
    expect((await relate({ collection: 'legacy_orders', field: 'customer', related_collection: 'authors' })).status).toBe(200);
    expect(await foreignKeys('legacy_orders')).toEqual([expect.objectContaining({ column: 'customer', foreignKeyTable: 'authors' })]);
  });

  it('leaves no relation row behind when existing rows break the new foreign key', async () => {
    await collection('orphans', [{ field: 'author', type: 'integer' }]);
    await db('orphans').insert({ author: 424242 });
    const before = await dataModelSnapshot(db);
    const refused = await relate({ collection: 'orphans', field: 'author', related_collection: 'authors' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions.code).toBe('INVALID_FOREIGN_KEY');
    expect(await dataModelSnapshot(db)).toEqual(before);
    expect(await db('orphans').select('author')).toEqual([{ author: 424242 }]);
    if (client === 'mysql') {
      // MariaDB commits each DDL statement: the column was made unsigned to match the key, then put back.
      const [[row]] = (await db.raw(
        "select COLUMN_TYPE as type from information_schema.COLUMNS where TABLE_SCHEMA = database() and TABLE_NAME = 'orphans' and COLUMN_NAME = 'author'",
      )) as [[{ type: string }]];
      expect(row.type).not.toMatch(/unsigned/);
    }
  });

  it('works with names at the database limit: key and index names are shortened within it', async () => {
    const max = client === 'pg' ? 63 : 64;
    const [name, field] = ['c'.repeat(max), 'f'.repeat(max)];
    expect(
      (
        await call('/collections', {
          method: 'POST',
          json: { collection: name, schema: {}, fields: [{ field, type: 'integer', schema: { is_unique: true } }] },
        })
      ).status,
    ).toBe(200);
    expect((await relate({ collection: name, field, related_collection: 'authors' })).status).toBe(200);
    expect((await call(`/relations/${name}/${field}`, { method: 'PATCH', json: { schema: { on_delete: 'CASCADE' } } })).status).toBe(200);
    const [key] = await foreignKeys(name);
    expect(key).toMatchObject({ column: field, foreignKeyTable: 'authors', onDelete: 'CASCADE' });
    if (client !== 'sqlite3') expect(key?.constraintName?.length).toBeLessThanOrEqual(max);
    // MySQL: the unique index was the key's index; dropping it must leave the key an index of its own.
    expect((await call(`/fields/${name}/${field}`, { method: 'PATCH', json: { schema: { is_unique: false } } })).status).toBe(200);
    expect((await foreignKeys(name)).length).toBe(1);
    expect((await call(`/collections/${name}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('lists relations: all, per collection and one, system relations included and marked', async () => {
    const all = (await call('/relations')).body.data as Relation[];
    expect(all.find((r) => r.collection === 'directus_users' && r.field === 'role')).toMatchObject({
      related_collection: 'directus_roles',
      meta: { one_field: 'users', system: true },
    });
    expect(all.some((r) => r.collection === 'pages_blocks' && r.field === 'item')).toBe(true);
    const ofJunction = (await call('/relations/articles_tags')).body.data as Relation[];
    expect(ofJunction.map((r) => r.field).sort()).toEqual(['articles_id', 'tags_id']);
    expect((await call('/relations/articles_tags/tags_id')).body.data).toMatchObject({
      related_collection: 'tags',
      meta: { junction_field: 'articles_id' },
    });
    expect((await call('/relations/articles_tags/nothing')).status).toBe(403);
    expect((await server.request('/relations')).status).toBe(403);
  });
});
