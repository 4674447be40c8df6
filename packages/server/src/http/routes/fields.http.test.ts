import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { introspect } from '../../db/introspect/introspect.js';
import type { ColumnInfo } from '../../db/introspect/table-info.js';
import { dataModelSnapshot, refuseInsert } from '../../../test/fixtures/data-model-snapshot.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
type Field = {
  collection: string;
  field: string;
  type: string;
  schema: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
};

describe.each(DATABASES)('/fields on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };
  const codeOf = (body: Body) => body.errors?.[0]?.extensions.code;
  const messageOf = (body: Body) => body.errors?.map((e) => e.message).join('\n') ?? '';
  const column = async (table: string, name: string): Promise<ColumnInfo | undefined> =>
    (await introspect(db)).find((t) => t.name === table)?.columns.find((c) => c.name === name);

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await call('/collections', {
      method: 'POST',
      json: { collection: 'notes', schema: {}, meta: {}, fields: [{ field: 'title', type: 'string', schema: { max_length: 20 } }] },
    });
    await call('/items/notes', { method: 'POST', json: [{ title: 'first' }, { title: 'second' }] });
  });
  afterAll(async () => server?.close());

  it('adds fields to a collection that has items, with the reference meta defaults', async () => {
    const added = await call('/fields/notes', {
      method: 'POST',
      json: {
        field: 'status',
        type: 'string',
        schema: { default_value: 'draft', is_nullable: false, max_length: 16 },
        meta: { interface: 'select-dropdown', options: { choices: [{ text: 'Draft', value: 'draft' }] } },
      },
    });
    expect(added.status).toBe(200);
    const field = added.body.data as Field;
    expect(field).toMatchObject({
      collection: 'notes',
      field: 'status',
      type: 'string',
      schema: { default_value: 'draft', is_nullable: false, max_length: 16, data_type: expect.any(String) },
    });
    expect(Object.keys(field.schema ?? {})).toEqual([
      'name',
      'table',
      'data_type',
      'default_value',
      'max_length',
      'numeric_precision',
      'numeric_scale',
      'is_nullable',
      'is_unique',
      'is_primary_key',
      'is_generated',
      'generation_expression',
      'has_auto_increment',
      'foreign_key_table',
      'foreign_key_column',
      'comment',
    ]);
    expect(field.meta).toEqual({
      id: expect.any(Number),
      collection: 'notes',
      field: 'status',
      special: null,
      interface: 'select-dropdown',
      options: { choices: [{ text: 'Draft', value: 'draft' }] },
      display: null,
      display_options: null,
      readonly: false,
      hidden: false,
      sort: expect.any(Number),
      width: 'full',
      group: null,
      translations: null,
      note: null,
      conditions: null,
      required: false,
      validation: null,
      validation_message: null,
    });
    // Existing items get the default, as the column says.
    expect((await db('notes').select('status')).map((row) => row.status)).toEqual(['draft', 'draft']);
    for (const [name, type] of [
      ['views', 'integer'],
      ['rating', 'float'],
      ['published', 'boolean'],
      ['meta_json', 'json'],
      ['tags', 'csv'],
      ['due', 'date'],
      ['at', 'timestamp'],
      ['ref', 'uuid'],
    ]) {
      const response = await call('/fields/notes', { method: 'POST', json: { field: name, type } });
      expect(response.status, name).toBe(200);
      expect((response.body.data as Field).type).toBe(type);
    }
    expect((await column('notes', 'views'))?.isNullable).toBe(true);
    const stored = await call('/items/notes/1', { method: 'PATCH', json: { views: 3, tags: ['x', 'y'], published: true } });
    expect(stored.body.data).toMatchObject({ views: 3, tags: ['x', 'y'], published: true });
  });

  it('stores special as CSV, returns it as a list, and puts a new field at the end of the form', async () => {
    const created = await call('/fields/notes', {
      method: 'POST',
      json: {
        field: 'created_on',
        type: 'timestamp',
        meta: { special: ['date-created', 'cast-timestamp'], readonly: true, hidden: true, width: 'half' },
      },
    });
    expect((created.body.data as Field).meta).toMatchObject({
      special: ['date-created', 'cast-timestamp'],
      readonly: true,
      hidden: true,
      width: 'half',
    });
    const row = await db('directus_fields').where({ collection: 'notes', field: 'created_on' }).first();
    expect(row.special).toBe('date-created,cast-timestamp');
    const sorts = (await db('directus_fields').where('collection', 'notes').whereNotNull('sort').select('field', 'sort')) as Array<{
      field: string;
      sort: number;
    }>;
    expect(Math.max(...sorts.map((s) => Number(s.sort)))).toBe(Number(sorts.find((s) => s.field === 'created_on')?.sort));
  });

  it('refuses bad fields with clear messages and leaves the database unchanged', async () => {
    const limit = client === 'pg' ? 63 : 64;
    const cases: Array<[string, unknown, string, RegExp]> = [
      ['/fields/notes', { field: 'title', type: 'string' }, 'INVALID_PAYLOAD', /already exists/],
      ['/fields/notes', { field: 'TITLE', type: 'string' }, 'INVALID_PAYLOAD', /already exists/],
      ['/fields/notes', { field: 'bad name', type: 'string' }, 'INVALID_PAYLOAD', /letters, digits and underscores/],
      ['/fields/notes', { field: 'f'.repeat(limit + 1), type: 'string' }, 'INVALID_PAYLOAD', new RegExp(`longer than ${limit}`)],
      ['/fields/notes', { field: 'x', type: 'nope' }, 'INVALID_PAYLOAD', /needs a "type"/],
      ['/fields/notes', { field: 'x', type: 'string', schema: { max_length: 0 } }, 'INVALID_PAYLOAD', /max_length/],
      [
        '/fields/notes',
        { field: 'x', type: 'string', schema: { default_value: 'far too long for five', max_length: 5 } },
        'INVALID_PAYLOAD',
        /at most 5 characters/,
      ],
      ['/fields/notes', { field: 'x', type: 'boolean', schema: { default_value: 'maybe' } }, 'INVALID_PAYLOAD', /true or false/],
      ['/fields/notes', { field: 'x', type: 'string', schema: { is_nullable: false } }, 'INVALID_PAYLOAD', /already has items/],
      ['/fields/notes', { field: 'x', type: 'integer', schema: { is_primary_key: true } }, 'INVALID_PAYLOAD', /already has a primary key/],
      ['/fields/notes', { field: 'x', type: 'string', meta: { special: ['o2m'] } }, 'INVALID_PAYLOAD', /for alias fields/],
      ['/fields/notes', { field: 'x', type: 'alias', meta: { special: ['hash'] } }, 'INVALID_PAYLOAD', /need a column/],
      ['/fields/notes', { field: 'x', type: 'string', meta: { special: ['sparkle'] } }, 'INVALID_PAYLOAD', /unknown flags: sparkle/],
      ['/fields/notes', { field: 'x', type: 'string', meta: { width: 'wide' } }, 'INVALID_PAYLOAD', /width/],
      ['/fields/notes', { field: 'x', type: 'string', meta: { group: 'missing' } }, 'INVALID_PAYLOAD', /meta.group/],
      ['/fields/notes', { field: 'x', type: 'string', schema: { colour: 'red' } }, 'INVALID_PAYLOAD', /Unknown schema option "colour"/],
      ['/fields/no_such_collection', { field: 'x', type: 'string' }, 'FORBIDDEN', /permission/],
      ['/fields/directus_users', { field: 'x', type: 'string' }, 'FORBIDDEN', /permission/],
    ];
    const before = await dataModelSnapshot(db);
    for (const [path, payload, code, message] of cases) {
      const refused = await call(path, { method: 'POST', json: payload });
      expect(codeOf(refused.body), JSON.stringify(payload)).toBe(code);
      expect(messageOf(refused.body)).toMatch(message);
    }
    expect(await dataModelSnapshot(db)).toEqual(before);
  });

  it('changes meta, length, default, nullability and uniqueness, and only safe type changes', async () => {
    const meta = await call('/fields/notes/title', { method: 'PATCH', json: { meta: { note: 'The title', required: true } } });
    expect((meta.body.data as Field).meta).toMatchObject({ note: 'The title', required: true, field: 'title' });
    const longer = await call('/fields/notes/title', { method: 'PATCH', json: { schema: { max_length: 200, default_value: 'untitled' } } });
    expect((longer.body.data as Field).schema).toMatchObject({ max_length: 200, default_value: 'untitled' });
    expect(await column('notes', 'title')).toMatchObject({ maxLength: 200, defaultValue: 'untitled' });

    await db('notes').insert({ title: null });
    const required = await call('/fields/notes/title', { method: 'PATCH', json: { schema: { is_nullable: false } } });
    expect(required.status).toBe(400);
    expect(codeOf(required.body)).toBe('CONTAINS_NULL_VALUES');
    expect(messageOf(required.body)).toBe('Field "title" in collection "notes" contains null values.');
    await db('notes').whereNull('title').update({ title: 'third' });
    expect((await call('/fields/notes/title', { method: 'PATCH', json: { schema: { is_nullable: false } } })).status).toBe(200);
    expect((await column('notes', 'title'))?.isNullable).toBe(false);

    expect((await call('/fields/notes/title', { method: 'PATCH', json: { schema: { is_unique: true } } })).status).toBe(200);
    expect((await column('notes', 'title'))?.isUnique).toBe(true);
    const duplicate = await call('/items/notes', { method: 'POST', json: { title: 'first' } });
    expect(codeOf(duplicate.body)).toBe('RECORD_NOT_UNIQUE');

    const tooShort = await call('/fields/notes/title', { method: 'PATCH', json: { schema: { max_length: 3 } } });
    expect(codeOf(tooShort.body)).toBe('VALUE_TOO_LONG');
    expect((await column('notes', 'title'))?.maxLength).toBe(200);

    expect((await call('/fields/notes/views', { method: 'PATCH', json: { type: 'bigInteger' } })).status).toBe(200);
    expect((await call('/fields/notes/views')).body.data).toMatchObject({ type: 'bigInteger' });
    const unsafe = await call('/fields/notes/views', { method: 'PATCH', json: { type: 'string' } });
    expect(codeOf(unsafe.body)).toBe('INVALID_PAYLOAD');
    expect(messageOf(unsafe.body)).toMatch(/can't be changed from bigInteger to string/);
    const renamed = await call('/fields/notes/views', { method: 'PATCH', json: { field: 'hits' } });
    expect(messageOf(renamed.body)).toMatch(/can't be renamed/);
    expect((await call('/fields/notes/tags', { method: 'PATCH', json: { type: 'text' } })).body.data).toMatchObject({
      type: 'text',
      meta: { special: null },
    });
    expect((await call('/items/notes/1')).body.data).toMatchObject({ tags: 'x,y' });
  });

  it('accepts fields as read back, sent again unchanged, and changes nothing', async () => {
    await call('/fields/notes', { method: 'POST', json: { field: 'body', type: 'text', meta: { interface: 'input-multiline' } } });
    await call('/fields/notes', {
      method: 'POST',
      json: { field: 'flag', type: 'boolean', schema: { default_value: false, is_nullable: false } },
    });
    for (const name of ['title', 'body', 'flag', 'id']) {
      const field = (await call(`/fields/notes/${name}`)).body.data as Field;
      const before = await dataModelSnapshot(db);
      const again = await call(`/fields/notes/${name}`, { method: 'PATCH', json: field });
      expect(again.status, name).toBe(200);
      expect(again.body.data).toEqual(field);
      expect((await dataModelSnapshot(db)).tables).toEqual(before.tables);
    }
  });

  it('updates several fields in one PATCH /fields/:collection, all or none', async () => {
    const both = await call('/fields/notes', {
      method: 'PATCH',
      json: [
        { field: 'rating', meta: { note: 'Stars' } },
        { field: 'due', meta: { note: 'When' } },
      ],
    });
    expect((both.body.data as Field[]).map((f) => f.meta?.note)).toEqual(['Stars', 'When']);
    const halfBad = await call('/fields/notes', {
      method: 'PATCH',
      json: [
        { field: 'rating', meta: { note: 'Changed' } },
        { field: 'due', type: 'json' },
      ],
    });
    expect(halfBad.status).toBe(400);
    expect((await call('/fields/notes/rating')).body.data).toMatchObject({ meta: { note: 'Stars' } });
  });

  it('deletes a field with its relation, the o2m alias and the collection options naming it', async () => {
    await call('/collections', {
      method: 'POST',
      json: { collection: 'folders', schema: {}, meta: {}, fields: [{ field: 'name', type: 'string' }] },
    });
    await call('/fields/notes', { method: 'POST', json: { field: 'folder', type: 'integer', meta: { special: ['m2o'] } } });
    await call('/fields/notes', { method: 'POST', json: { field: 'position', type: 'integer' } });
    await call('/relations', {
      method: 'POST',
      json: { collection: 'notes', field: 'folder', related_collection: 'folders', meta: { one_field: 'notes', sort_field: 'position' } },
    });
    await call('/collections/notes', { method: 'PATCH', json: { meta: { sort_field: 'position' } } });
    expect((await call('/fields/folders/notes')).body.data).toMatchObject({ type: 'alias', schema: null });

    expect((await call('/fields/notes/position', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/relations/notes/folder')).body.data).toMatchObject({ meta: { sort_field: null } });
    expect((await call('/collections/notes')).body.data).toMatchObject({ meta: { sort_field: null } });

    expect((await call('/fields/notes/folder', { method: 'DELETE' })).status).toBe(204);
    expect(await column('notes', 'folder')).toBeUndefined();
    expect((await introspect(db)).find((t) => t.name === 'notes')?.foreignKeys).toEqual([]);
    expect(await db('directus_relations').where('many_collection', 'notes')).toEqual([]);
    expect((await call('/fields/folders/notes')).status).toBe(403);
    expect((await call('/items/notes')).status).toBe(200);
  });

  it('ungroups the fields of a group field when the group is deleted', async () => {
    await call('/fields/notes', {
      method: 'POST',
      json: { field: 'details', type: 'alias', meta: { special: ['group', 'alias', 'no-data'], interface: 'group-detail' } },
    });
    await call('/fields/notes/rating', { method: 'PATCH', json: { meta: { group: 'details' } } });
    expect((await call('/fields/notes/rating')).body.data).toMatchObject({ meta: { group: 'details' } });
    expect((await call('/fields/notes/details', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/fields/notes/rating')).body.data).toMatchObject({ meta: { group: null } });
    expect(await db('directus_fields').where({ collection: 'notes', field: 'details' })).toEqual([]);
  });

  it('refuses to delete the primary key, system fields and fields that do not exist', async () => {
    expect(messageOf((await call('/fields/notes/id', { method: 'DELETE' })).body)).toMatch(/primary key/);
    expect((await call('/fields/directus_users/email', { method: 'DELETE' })).status).toBe(403);
    expect((await call('/fields/directus_users/email', { method: 'PATCH', json: { meta: { note: 'x' } } })).status).toBe(403);
    expect((await call('/fields/notes/no_such_field', { method: 'DELETE' })).status).toBe(403);
    expect(await column('directus_users', 'email')).toBeDefined();
  });

  it('reads the whole model, system fields included, with their specials', async () => {
    const all = (await call('/fields')).body.data as Field[];
    const password = all.find((f) => f.collection === 'directus_users' && f.field === 'password');
    expect(password).toMatchObject({ type: 'hash', meta: { special: ['hash', 'conceal'], system: true }, schema: { is_nullable: true } });
    expect(all.find((f) => f.collection === 'directus_roles' && f.field === 'users')).toMatchObject({
      type: 'alias',
      schema: null,
      meta: { special: ['o2m'] },
    });
    expect(all.find((f) => f.collection === 'directus_users' && f.field === 'role')?.schema).toMatchObject({
      foreign_key_table: 'directus_roles',
      foreign_key_column: 'id',
    });
    expect(all.some((f) => f.collection === 'notes' && f.field === 'title')).toBe(true);
    expect((await call('/fields/notes/title')).body.data).toMatchObject({ collection: 'notes', field: 'title' });
    expect((await server.request('/fields')).status).toBe(403);
  });

  it('stores geometry where the database can, and refuses it clearly where it cannot', async () => {
    const response = await call('/fields/notes', { method: 'POST', json: { field: 'place', type: 'geometry.Point' } });
    const postgis =
      client === 'pg' && (await db.raw<{ rows: unknown[] }>("select 1 from pg_extension where extname = 'postgis'")).rows.length > 0;
    if (client === 'pg' && !postgis) {
      expect(response.status).toBe(400);
      expect(messageOf(response.body)).toMatch(/PostGIS/);
      expect(await column('notes', 'place')).toBeUndefined();
      return;
    }
    expect(response.status).toBe(200);
    expect((await call('/fields/notes/place')).body.data).toMatchObject({ type: 'geometry.Point' });
  });

  it('leaves neither a column nor metadata when a later step of a field create fails in the database', async () => {
    await refuseInsert(db, 'directus_fields', 'field', 'doomed');
    const before = await dataModelSnapshot(db);
    const failed = await call('/fields/notes', { method: 'POST', json: { field: 'doomed', type: 'string', meta: { interface: 'input' } } });
    expect(failed.status).toBe(500);
    expect(await dataModelSnapshot(db)).toEqual(before);
    expect(await column('notes', 'doomed')).toBeUndefined();
  });

  it('puts the column back when the metadata step of a field change fails (compensated on MariaDB, rolled back elsewhere)', async () => {
    await refuseInsert(db, 'directus_fields', 'note', 'doomed', 'update');
    const before = await dataModelSnapshot(db);
    const failed = await call('/fields/notes/title', {
      method: 'PATCH',
      json: { schema: { max_length: 300, default_value: null }, meta: { note: 'doomed' } },
    });
    expect(failed.status).toBe(500);
    expect(await dataModelSnapshot(db)).toEqual(before);
    expect((await column('notes', 'title'))?.maxLength).toBe(200);
  });
});
