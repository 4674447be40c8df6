import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataModelSnapshot, refuseInsert } from '../../../test/fixtures/data-model-snapshot.js';
import { DIRECTUS_10_POSTGRES_SNAPSHOT } from '../../../test/fixtures/directus-10-snapshot.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;
type Answer = { status: number; body: { data?: Json; errors?: Array<{ message: string; extensions: Json }> } };

describe.each(DATABASES)('/schema/diff and /schema/apply on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}): Promise<Answer> => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: response.status === 204 ? {} : ((await response.json()) as Answer['body']) };
  };
  const snapshot = async () => (await call('/schema/snapshot')).body.data!;
  const diffTo = async (target: Json) =>
    (await call('/schema/diff', { method: 'POST', json: target })).body.data as { hash: string; diff: Json };

  beforeAll(async () => {
    server = await startTestServer({ client });
    const post = (path: string, json: unknown) => call(path, { method: 'POST', json });
    const key = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true }, meta: { hidden: true } };
    await post('/collections', {
      collection: 'notes',
      schema: {},
      meta: { icon: 'note' },
      fields: [key, { field: 'title', type: 'string', meta: { note: 'old' } }, { field: 'legacy', type: 'text', meta: {} }],
    });
    await post('/collections', { collection: 'people', schema: {}, meta: {}, fields: [key, { field: 'name', type: 'string', meta: {} }] });
    await post('/fields/notes', { field: 'owner', type: 'integer', meta: { special: ['m2o'] } });
    await post('/relations', { collection: 'notes', field: 'owner', related_collection: 'people', meta: {} });
  }, 60_000);
  afterAll(async () => server?.close());

  it('applies edits, additions and removals of collections, fields and relations, then diffs empty', async () => {
    const current = (await snapshot()) as { fields: Json[] };
    const target = structuredClone(current) as { collections: Json[]; fields: Json[]; relations: Json[] };
    const field = (name: string) => target.fields.find((f) => f.collection === 'notes' && f.field === name)!;
    (field('title').meta as Json).note = 'new';
    (field('title').schema as Json).max_length = 120;
    target.fields = target.fields.filter((f) => f.field !== 'legacy');
    // New entries as a snapshot has them: copies of existing ones, renamed.
    const legacy = current.fields.find((f: Json) => f.field === 'legacy') as Json;
    target.fields.push({
      ...legacy,
      field: 'body',
      meta: { ...(legacy.meta as Json), field: 'body', interface: 'input-multiline', sort: 9 },
      schema: { ...(legacy.schema as Json), name: 'body' },
    });
    const notes = target.collections.find((c) => c.collection === 'notes')!;
    (notes.meta as Json).icon = 'sticky_note_2';
    (target.relations[0]!.meta as Json).one_deselect_action = 'delete';
    target.collections.push({ collection: 'archive', meta: { ...(notes.meta as Json), collection: 'archive', icon: 'folder' } });

    const { hash, diff } = await diffTo(target);
    expect(diff.fields).toEqual(
      expect.arrayContaining([
        { collection: 'notes', field: 'legacy', diff: [expect.objectContaining({ kind: 'D' })] },
        { collection: 'notes', field: 'body', diff: [expect.objectContaining({ kind: 'N' })] },
        {
          collection: 'notes',
          field: 'title',
          diff: expect.arrayContaining([{ kind: 'E', path: ['meta', 'note'], lhs: 'old', rhs: 'new' }]),
        },
      ]),
    );
    expect(diff.relations).toEqual([
      {
        collection: 'notes',
        field: 'owner',
        related_collection: 'people',
        diff: [{ kind: 'E', path: ['meta', 'one_deselect_action'], lhs: 'nullify', rhs: 'delete' }],
      },
    ]);
    const announced: Array<[string, Json]> = [];
    const events = server.server.ctx.events;
    const names = ['collections.create', 'collections.update', 'fields.create', 'fields.update', 'fields.delete', 'relations.update'];
    const offs = names.map((name) => events.onAction(name, (meta) => void announced.push([name, meta as Json])));
    expect((await call('/schema/apply', { method: 'POST', json: { hash, diff } })).status).toBe(204);
    await expect.poll(() => announced.length).toBeGreaterThanOrEqual(6);
    for (const off of offs) off();
    // The same action events as the changes made one by one through /collections, /fields and /relations.
    expect(announced).toEqual(
      expect.arrayContaining([
        ['collections.create', expect.objectContaining({ key: 'archive', collection: 'directus_collections' })],
        ['collections.update', expect.objectContaining({ keys: ['notes'], collection: 'directus_collections' })],
        ['fields.create', expect.objectContaining({ key: 'body', collection: 'directus_fields', parent: 'notes' })],
        ['fields.update', expect.objectContaining({ keys: ['title'], collection: 'directus_fields', parent: 'notes' })],
        ['fields.delete', expect.objectContaining({ keys: ['legacy'], payload: ['legacy'], parent: 'notes' })],
        ['relations.update', expect.objectContaining({ keys: ['notes.owner'], collection: 'directus_relations' })],
      ]),
    );

    const fields = (await call('/fields/notes')).body.data as unknown as Json[];
    expect(fields.map((f) => f.field).sort()).toEqual(['body', 'id', 'owner', 'title']);
    expect(fields.find((f) => f.field === 'title')).toMatchObject({ meta: { note: 'new' }, schema: { max_length: 120 } });
    expect((await call('/collections/archive')).body.data).toMatchObject({ schema: null, meta: { icon: 'folder' } });
    expect((await call('/relations/notes/owner')).body.data).toMatchObject({ meta: { one_deselect_action: 'delete' } });
    expect((await call('/schema/diff', { method: 'POST', json: target })).status).toBe(204);
  });

  it('refuses a diff made against a schema that has changed since, and changes nothing', async () => {
    const target = structuredClone(await snapshot()) as { fields: Json[] };
    (target.fields.find((f) => f.field === 'name')!.meta as Json).note = 'from the diff';
    const { hash, diff } = await diffTo(target);
    expect((await call('/fields/people/name', { method: 'PATCH', json: { meta: { note: 'changed meanwhile' } } })).status).toBe(200);
    const before = await dataModelSnapshot(server.server.ctx.db);
    const refused = await call('/schema/apply', { method: 'POST', json: { hash, diff } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors![0]).toEqual({
      message:
        "Invalid payload. Provided hash does not match the current instance's schema hash, indicating the schema has changed after this diff was generated. Please generate a new diff and try again.",
      extensions: expect.objectContaining({ code: 'INVALID_PAYLOAD' }),
    });
    expect(await dataModelSnapshot(server.server.ctx.db)).toEqual(before);
  });

  it('takes back every step when a later one fails in the database', async () => {
    const db = server.server.ctx.db;
    const target = structuredClone(await snapshot()) as { collections: Json[]; fields: Json[] };
    target.collections.push({ collection: 'drafts', meta: { icon: 'edit' }, schema: { name: 'drafts' } });
    target.fields.push(
      {
        collection: 'drafts',
        field: 'id',
        type: 'integer',
        meta: { hidden: true },
        schema: { is_primary_key: true, has_auto_increment: true },
      },
      { collection: 'drafts', field: 'text', type: 'text', meta: {}, schema: {} },
      { collection: 'people', field: 'nickname', type: 'string', meta: {}, schema: {} },
      { collection: 'people', field: 'boom', type: 'string', meta: {}, schema: {} },
    );
    const { hash, diff } = await diffTo(target);
    // The collection, its table and `nickname` are in before `boom`'s metadata row fails.
    await refuseInsert(db, 'directus_fields', 'field', 'boom');
    const before = await dataModelSnapshot(db);
    const failed = await call('/schema/apply', { method: 'POST', json: { hash, diff } });
    expect(failed.status).toBe(500);
    expect(await dataModelSnapshot(db)).toEqual(before);
  });

  it('applies a snapshot file written by Directus 10 on PostgreSQL (multipart YAML, ?force)', async () => {
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([DIRECTUS_10_POSTGRES_SNAPSHOT], { type: 'application/x-yaml' }), 'snapshot.yaml');
      return body;
    };
    const unforced = await call('/schema/diff', { method: 'POST', body: form() });
    // Its Directus version (10.13.4) is one this server reads; only another database needs ?force.
    if (client === 'pg') expect(unforced.status).toBe(200);
    else {
      expect(unforced.status).toBe(400);
      expect(unforced.body.errors![0]!.message).toMatch(/^Invalid payload\. Provided snapshot's vendor postgres does not match/);
    }
    const forced = await call('/schema/diff?force=true', { method: 'POST', body: form() });
    expect(forced.status).toBe(200);
    expect((await call('/schema/apply', { method: 'POST', json: forced.body.data })).status).toBe(204);

    expect((await call('/collections/blog')).body.data).toMatchObject({ schema: null, meta: { icon: 'folder' } });
    expect((await call('/collections/posts')).body.data).toMatchObject({
      schema: { name: 'posts' },
      meta: { group: 'blog', archive_field: 'status' },
    });
    const fields = Object.fromEntries(((await call('/fields/posts')).body.data as unknown as Json[]).map((f) => [f.field, f]));
    expect(fields.id).toMatchObject({ type: 'uuid', schema: { is_primary_key: true }, meta: { special: ['uuid'] } });
    expect(fields.title).toMatchObject({ type: 'string', schema: { max_length: 255, is_nullable: false } });
    expect(fields.status).toMatchObject({ type: 'string', schema: { default_value: 'draft' } });
    expect(fields.price).toMatchObject({ type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 } });
    expect(fields.comments).toMatchObject({ type: 'alias', schema: null, meta: { special: ['o2m'] } });
    expect((await call('/fields/comments/id')).body.data).toMatchObject({ type: 'integer', schema: { has_auto_increment: true } });
    expect((await call('/relations/comments/post')).body.data).toMatchObject({
      related_collection: 'posts',
      meta: { one_field: 'comments' },
      schema: { on_delete: 'SET NULL' },
    });
    expect((await call('/relations/posts/author')).body.data).toMatchObject({ related_collection: 'directus_users' });
    const again = await call('/schema/diff?force', { method: 'POST', body: form() });
    expect(again.status, JSON.stringify(again.body)).toBe(204);
  });
});
