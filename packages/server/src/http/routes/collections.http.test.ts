import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { introspect } from '../../db/introspect/introspect.js';
import { fieldTypeOfColumn } from '../../schema/field-type-of-column.js';
import { dataModelSnapshot, refuseInsert } from '../../../test/fixtures/data-model-snapshot.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** One field of every type with a value to store and what reading it gives back. */
const EVERY_TYPE = [
  { field: 'f_string', type: 'string', schema: { max_length: 100 }, value: 'hello', db: 'string' },
  { field: 'f_text', type: 'text', value: 'a longer text', db: 'text' },
  { field: 'f_boolean', type: 'boolean', value: true, db: 'boolean' },
  { field: 'f_integer', type: 'integer', value: 42, db: 'integer' },
  { field: 'f_big', type: 'bigInteger', value: 1234567890123, db: 'bigInteger' },
  { field: 'f_float', type: 'float', value: 1.5, db: 'float' },
  { field: 'f_decimal', type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, value: '12.34', db: 'decimal' },
  { field: 'f_date', type: 'date', value: '2024-01-31', db: 'date' },
  { field: 'f_time', type: 'time', value: '13:45:00', db: 'time' },
  { field: 'f_datetime', type: 'dateTime', value: '2024-01-31T13:45:00', db: 'dateTime' },
  { field: 'f_timestamp', type: 'timestamp', value: '2024-01-31T13:45:00.000Z', db: 'timestamp' },
  { field: 'f_json', type: 'json', value: { a: [1, 2] }, db: 'json' },
  { field: 'f_csv', type: 'csv', value: ['a', 'b'], db: 'text' },
  { field: 'f_uuid', type: 'uuid', value: UUID, db: 'uuid' },
  { field: 'f_hash', type: 'hash', value: 'secret', db: 'string' },
] as const;

describe.each(DATABASES)('/collections on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };
  const codeOf = (body: Body) => body.errors?.[0]?.extensions.code;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
  });
  afterAll(async () => server?.close());

  it('creates a collection with every field type, readable from /fields, the live database and the items API', async () => {
    const fields = [
      ...EVERY_TYPE.map(({ field, type, ...rest }) => ({ field, type, ...('schema' in rest ? { schema: rest.schema } : {}) })),
      { field: 'f_divider', type: 'alias', meta: { interface: 'presentation-divider' } },
    ];
    const created = await call('/collections', {
      method: 'POST',
      json: { collection: 'every_type', schema: {}, meta: { icon: 'box', note: 'all types' }, fields },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      collection: 'every_type',
      schema: { name: 'every_type' },
      meta: { icon: 'box', note: 'all types', hidden: false, singleton: false },
    });

    const listed = (await call('/fields/every_type')).body.data as Array<{
      field: string;
      type: string;
      schema: Record<string, unknown> | null;
      meta: Record<string, unknown> | null;
    }>;
    const types = Object.fromEntries(listed.map((f) => [f.field, f.type]));
    expect(types).toEqual({ id: 'integer', ...Object.fromEntries(EVERY_TYPE.map((f) => [f.field, f.type])), f_divider: 'alias' });
    expect(listed.find((f) => f.field === 'id')?.schema).toMatchObject({
      is_primary_key: true,
      has_auto_increment: true,
      is_nullable: false,
      table: 'every_type',
    });
    expect(listed.find((f) => f.field === 'f_decimal')?.schema).toMatchObject({ numeric_precision: 10, numeric_scale: 2 });
    expect(listed.find((f) => f.field === 'f_string')?.schema).toMatchObject({ max_length: 100, is_nullable: true, is_unique: false });
    expect(listed.find((f) => f.field === 'f_hash')?.meta?.special).toEqual(['hash']);
    expect(listed.find((f) => f.field === 'f_divider')).toMatchObject({
      schema: null,
      meta: {
        special: ['alias', 'no-data'],
        interface: 'presentation-divider',
        readonly: false,
        hidden: false,
        width: 'full',
        required: false,
      },
    });

    const table = (await introspect(db)).find((t) => t.name === 'every_type')!;
    expect(Object.fromEntries(table.columns.map((c) => [c.name, fieldTypeOfColumn(c)]))).toEqual({
      id: 'integer',
      ...Object.fromEntries(EVERY_TYPE.map((f) => [f.field, f.db])),
    });

    const item = Object.fromEntries(EVERY_TYPE.map((f) => [f.field, f.value]));
    const stored = await call('/items/every_type', { method: 'POST', json: item });
    expect(stored.status).toBe(200);
    const read = (await call(`/items/every_type/${(stored.body.data as { id: number }).id}`)).body.data as Record<string, unknown>;
    for (const f of EVERY_TYPE.filter((entry) => entry.type !== 'hash')) expect(read[f.field], f.field).toEqual(f.value);
    expect(read.f_hash).toMatch(/^\$argon2/);
    // And straight from SQL: the row is really in the table.
    const row = await db('every_type').first();
    expect(row.f_string).toBe('hello');
    expect(Number(row.f_integer)).toBe(42);
    expect(String(row.f_uuid).toLowerCase()).toBe(UUID);
  });

  it('adds an auto-increment id when no primary key is given, and keeps a uuid or string key as given', async () => {
    await call('/collections', {
      method: 'POST',
      json: { collection: 'auto_key', schema: {}, meta: null, fields: [{ field: 'title', type: 'string' }] },
    });
    await call('/collections', {
      method: 'POST',
      json: {
        collection: 'uuid_key',
        schema: {},
        fields: [{ field: 'id', type: 'uuid', schema: { is_primary_key: true }, meta: { special: ['uuid'] } }],
      },
    });
    await call('/collections', {
      method: 'POST',
      json: {
        collection: 'string_key',
        schema: {},
        fields: [{ field: 'code', type: 'string', schema: { is_primary_key: true, max_length: 10 } }],
      },
    });
    const tables = await introspect(db);
    const key = (name: string) => tables.find((t) => t.name === name)?.columns.find((c) => c.isPrimaryKey);
    expect(key('auto_key')).toMatchObject({ name: 'id', hasAutoIncrement: true });
    expect(fieldTypeOfColumn(key('uuid_key')!)).toBe('uuid');
    expect(key('string_key')).toMatchObject({ name: 'code', maxLength: 10, hasAutoIncrement: false });
    expect((await call('/collections/auto_key')).body.data).toEqual({ collection: 'auto_key', meta: null, schema: { name: 'auto_key' } });
    const uuidItem = await call('/items/uuid_key', { method: 'POST', json: {} });
    expect((uuidItem.body.data as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates a folder (schema: null) as a metadata row only, and groups collections in it', async () => {
    const folder = await call('/collections', {
      method: 'POST',
      json: { collection: 'content_folder', schema: null, meta: { icon: 'folder' } },
    });
    expect(folder.body.data).toMatchObject({ collection: 'content_folder', schema: null, meta: { icon: 'folder' } });
    expect(await db.schema.hasTable('content_folder')).toBe(false);
    const grouped = await call('/collections/auto_key', { method: 'PATCH', json: { meta: { group: 'content_folder' } } });
    expect(grouped.body.data).toMatchObject({ meta: { group: 'content_folder' } });
    const cycle = await call('/collections/content_folder', { method: 'PATCH', json: { meta: { group: 'auto_key' } } });
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors?.[0]?.message).toMatch(/inside itself/);
    const withFields = await call('/collections', {
      method: 'POST',
      json: { collection: 'bad_folder', schema: null, fields: [{ field: 'x', type: 'string' }] },
    });
    expect(withFields.status).toBe(400);
  });

  it('sets every collection option with PATCH and refuses unusable ones', async () => {
    await call('/collections', {
      method: 'POST',
      json: {
        collection: 'options',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'status', type: 'string' },
          { field: 'position', type: 'integer' },
          { field: 'title', type: 'string' },
          { field: 'owner', type: 'integer' },
        ],
      },
    });
    await call('/relations', { method: 'POST', json: { collection: 'options', field: 'owner', related_collection: 'auto_key' } });
    const meta = {
      note: 'A note',
      icon: 'star',
      color: '#FF0000',
      display_template: '{{title}}',
      hidden: true,
      singleton: false,
      translations: [{ language: 'de-DE', translation: 'Optionen', singular: 'Option', plural: 'Optionen' }],
      preview_url: 'https://example.com/{{id}}',
      versioning: true,
      archive_field: 'status',
      archive_app_filter: false,
      archive_value: 'archived',
      unarchive_value: 'draft',
      sort_field: 'position',
      accountability: 'activity',
      item_duplication_fields: ['title', 'status'],
      sort: 3,
      group: 'content_folder',
      collapse: 'closed',
      trash: true,
    };
    const updated = await call('/collections/options', { method: 'PATCH', json: { meta } });
    expect(updated.status).toBe(200);
    expect((updated.body.data as { meta: unknown }).meta).toEqual({ collection: 'options', ...meta });
    expect((await call('/collections/options')).body.data).toMatchObject({ meta });

    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ sort_field: 'title' }, /must be numeric/],
      [{ sort_field: 'id' }, /primary key or a foreign key/],
      [{ sort_field: 'owner' }, /primary key or a foreign key/],
      [{ sort_field: 'missing' }, /doesn't exist/],
      [{ archive_field: 'missing' }, /doesn't exist/],
      [{ accountability: 'everything' }, /must be one of/],
      [{ collapse: 'sideways' }, /must be one of/],
      [{ hidden: 'yes' }, /true or false/],
      [{ translations: [{ language: 'en-US' }] }, /language, translation/],
      [{ group: 'no_such_folder' }, /isn't a collection/],
      [{ unknown_option: 1 }, /Unknown meta option/],
    ];
    const before = await dataModelSnapshot(db);
    for (const [bad, message] of refusals) {
      const refused = await call('/collections/options', { method: 'PATCH', json: { meta: bad } });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(codeOf(refused.body)).toBe('INVALID_PAYLOAD');
      expect(refused.body.errors?.[0]?.message).toMatch(message);
    }
    expect(await dataModelSnapshot(db)).toEqual(before);
  });

  it('updates several collections in one PATCH /collections, atomically', async () => {
    const updated = await call('/collections', {
      method: 'PATCH',
      json: [
        { collection: 'auto_key', meta: { note: 'first' } },
        { collection: 'string_key', meta: { note: 'second' } },
      ],
    });
    expect(updated.body.data).toMatchObject([
      { collection: 'auto_key', meta: { note: 'first' } },
      { collection: 'string_key', meta: { note: 'second' } },
    ]);
    const refused = await call('/collections', {
      method: 'PATCH',
      json: [
        { collection: 'auto_key', meta: { note: 'changed' } },
        { collection: 'string_key', meta: { sort_field: 'code' } },
      ],
    });
    expect(refused.status).toBe(400);
    expect((await call('/collections/auto_key')).body.data).toMatchObject({ meta: { note: 'first' } });
    const same = await call('/collections', {
      method: 'PATCH',
      json: { keys: ['auto_key', 'string_key'], data: { meta: { color: '#123456' } } },
    });
    expect((same.body.data as Array<{ meta: { color: string } }>).map((c) => c.meta.color)).toEqual(['#123456', '#123456']);
    const searched = await call('/collections', { method: 'SEARCH', json: { keys: ['string_key', 'directus_roles'] } });
    expect((searched.body.data as Array<{ collection: string }>).map((c) => c.collection).sort()).toEqual(['directus_roles', 'string_key']);
  });

  it('refuses bad names, clashes and broken field lists with clear messages, leaving the database unchanged', async () => {
    await db.raw('create table plain_sql_clash (id integer primary key)');
    const limit = client === 'pg' ? 63 : 64;
    const cases: Array<[unknown, RegExp]> = [
      [{ collection: 'directus_things', schema: {} }, /can't start with "directus_"/],
      [{ collection: 'bad-name', schema: {} }, /letters, digits and underscores/],
      [{ collection: '1starts_with_digit', schema: {} }, /can't start with a digit/],
      [{ collection: 'x'.repeat(limit + 1), schema: {} }, new RegExp(`longer than ${limit} characters`)],
      [{ schema: {} }, /"collection" is required/],
      [{ collection: 'every_type', schema: {} }, /already exists/],
      [{ collection: 'EVERY_TYPE', schema: {} }, /already exists/],
      [{ collection: 'plain_sql_clash', schema: {} }, /already exists/],
      [{ collection: 'content_folder', schema: {} }, /already exists/],
      [
        {
          collection: 'dupes',
          schema: {},
          fields: [
            { field: 'a', type: 'string' },
            { field: 'A', type: 'text' },
          ],
        },
        /appears more than once/,
      ],
      [
        {
          collection: 'two_keys',
          schema: {},
          fields: [
            { field: 'a', type: 'integer', schema: { is_primary_key: true } },
            { field: 'b', type: 'integer', schema: { is_primary_key: true } },
          ],
        },
        /one primary key/,
      ],
      [{ collection: 'bad_type', schema: {}, fields: [{ field: 'a', type: 'varchar' }] }, /needs a "type"/],
      [
        {
          collection: 'bad_auto',
          schema: {},
          fields: [{ field: 'id', type: 'string', schema: { is_primary_key: true, has_auto_increment: true } }],
        },
        /auto-increment/,
      ],
      [
        { collection: 'bad_default', schema: {}, fields: [{ field: 'n', type: 'integer', schema: { default_value: 'abc' } }] },
        /must be an integer/,
      ],
      [{ collection: 'bad_field', schema: {}, fields: [{ field: 'has space', type: 'string' }] }, /letters, digits and underscores/],
      [
        { collection: 'bad_sort', schema: {}, meta: { sort_field: 'title' }, fields: [{ field: 'title', type: 'string' }] },
        /must be numeric/,
      ],
    ];
    const before = await dataModelSnapshot(db);
    for (const [payload, message] of cases) {
      const refused = await call('/collections', { method: 'POST', json: payload });
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(codeOf(refused.body)).toBe('INVALID_PAYLOAD');
      expect(refused.body.errors?.map((e) => e.message).join('\n')).toMatch(message);
    }
    expect(await dataModelSnapshot(db)).toEqual(before);
  });

  it('lists a table made by plain SQL with meta null, and serves its items without any metadata row', async () => {
    await db.schema.createTable('legacy_notes', (t) => {
      t.increments('id');
      t.string('body', 200).notNullable();
    });
    await db('legacy_notes').insert({ body: 'from before' });
    server.server.ctx.schema.invalidate();
    const listed = (await call('/collections')).body.data as Array<{ collection: string }>;
    expect(listed).toContainEqual({ collection: 'legacy_notes', meta: null, schema: { name: 'legacy_notes' } });
    const fields = (await call('/fields/legacy_notes')).body.data as Array<{
      field: string;
      meta: unknown;
      schema: { max_length: number | null };
    }>;
    expect(fields.map((f) => [f.field, f.meta])).toEqual([
      ['id', null],
      ['body', null],
    ]);
    expect(fields[1]?.schema.max_length).toBe(200);
    const items = await call('/items/legacy_notes');
    expect(items.body.data).toEqual([{ id: 1, body: 'from before' }]);
    const added = await call('/items/legacy_notes', { method: 'POST', json: { body: 'through the API' } });
    expect(added.status).toBe(200);
  });

  it('describes system collections like any other, and refuses to change them', async () => {
    const listed = (await call('/collections')).body.data as Array<{ collection: string; meta: Record<string, unknown> | null }>;
    expect(listed.find((c) => c.collection === 'directus_users')?.meta).toMatchObject({ system: true, archive_field: 'status' });
    expect(listed.find((c) => c.collection === 'directus_settings')?.meta).toMatchObject({ singleton: true });
    expect((await call('/collections/directus_users', { method: 'PATCH', json: { meta: { note: 'x' } } })).status).toBe(403);
    expect((await call('/collections/directus_users', { method: 'DELETE' })).status).toBe(403);
    expect((await call('/collections/no_such_collection')).status).toBe(403);
    expect(await db.schema.hasTable('directus_users')).toBe(true);
  });

  it('lets users with app access read the data model but not change it; the public role gets FORBIDDEN', async () => {
    const role = randomUUID();
    await db('directus_roles').insert({ id: role, name: 'Editors', app_access: true, admin_access: false });
    await db('directus_users').insert({ id: randomUUID(), email: 'editor@example.com', status: 'active', role, token: 'editor-token' });
    await db('directus_permissions').insert({ role, collection: 'auto_key', action: 'read', fields: '*' });
    server.server.ctx.permissions.invalidate();
    const asEditor = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      server.request(path, { ...init, token: 'editor-token' });
    const listed = (await (await asEditor('/collections')).json()) as { data: Array<{ collection: string }> };
    const names = listed.data.map((c) => c.collection);
    expect(names).toContain('auto_key');
    expect(names).toContain('directus_settings');
    expect(names).not.toContain('every_type');
    expect((await asEditor('/collections', { method: 'POST', json: { collection: 'nope', schema: {} } })).status).toBe(403);
    expect((await asEditor('/collections/auto_key', { method: 'DELETE' })).status).toBe(403);
    const publicAnswer = await server.request('/collections');
    expect(publicAnswer.status).toBe(403);
    expect(codeOf((await publicAnswer.json()) as Body)).toBe('FORBIDDEN');
  });

  it('deletes a collection with its table, metadata, permissions, presets and the m2o fields pointing at it', async () => {
    await call('/collections', {
      method: 'POST',
      json: { collection: 'authors', schema: {}, meta: {}, fields: [{ field: 'name', type: 'string', meta: {} }] },
    });
    await call('/collections', {
      method: 'POST',
      json: {
        collection: 'posts',
        schema: {},
        meta: {},
        fields: [
          { field: 'title', type: 'string' },
          { field: 'author', type: 'integer', meta: { special: ['m2o'] } },
        ],
      },
    });
    await call('/relations', {
      method: 'POST',
      json: { collection: 'posts', field: 'author', related_collection: 'authors', meta: { one_field: 'posts' } },
    });
    await call('/fields/authors', { method: 'POST', json: { field: 'posts', type: 'alias', meta: { special: ['o2m'] } } });
    await db('directus_permissions').insert({ role: null, collection: 'authors', action: 'read', fields: '*' });
    await db('directus_presets').insert({ collection: 'authors', layout: 'tabular' });
    await call('/items/authors', { method: 'POST', json: { name: 'Ann' } });
    await call('/items/posts', { method: 'POST', json: { title: 'Hello', author: 1 } });

    expect((await call('/collections/authors', { method: 'DELETE' })).status).toBe(204);

    expect(await db.schema.hasTable('authors')).toBe(false);
    expect(await db('directus_collections').where('collection', 'authors')).toEqual([]);
    expect(await db('directus_fields').where('collection', 'authors')).toEqual([]);
    expect(await db('directus_permissions').where('collection', 'authors')).toEqual([]);
    expect(await db('directus_presets').where('collection', 'authors')).toEqual([]);
    expect(await db('directus_relations').where('many_collection', 'posts')).toEqual([]);
    // As the reference does, the m2o field pointing at the deleted collection goes with it; the rows stay.
    const posts = (await introspect(db)).find((t) => t.name === 'posts')!;
    expect(posts.columns.map((c) => c.name)).toEqual(['id', 'title']);
    expect(posts.foreignKeys).toEqual([]);
    expect(await db('posts').select('title')).toEqual([{ title: 'Hello' }]);
    expect((await call('/relations/posts')).body.data).toEqual([]);
    expect((await call('/collections/authors')).status).toBe(403);
  });

  it('leaves neither a table nor metadata behind when a later step of a create fails in the database', async () => {
    // The table and the field rows are written first; the collection's own row then fails.
    await refuseInsert(db, 'directus_collections', 'collection', 'doomed');
    const before = await dataModelSnapshot(db);
    const failed = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'doomed',
        schema: {},
        meta: { note: 'never' },
        fields: [{ field: 'title', type: 'string', meta: { interface: 'input' } }],
      },
    });
    expect(failed.status).toBe(500);
    expect(await dataModelSnapshot(db)).toEqual(before);
    expect(await db.schema.hasTable('doomed')).toBe(false);
    expect((await call('/collections/doomed')).status).toBe(403);
    // The server still works and the name is free for a collection the trigger lets through.
    expect((await call('/collections', { method: 'POST', json: { collection: 'doomed_not', schema: {} } })).status).toBe(200);
  });
});
