import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Json = Record<string, unknown>;
type Snapshot = { directus: string; collections: Json[]; fields: Json[]; relations: Json[] };

/**
 * Moving a Directus 10 snapshot in (issue 41, point 8): a table that exists without metadata is
 * taken as existing, not created again; on SQLite a uuid foreign key the reference snapshots as
 * `string` applies as the reference applies it.
 */
describe.each(TEST_DATABASES)('schema snapshots meeting untracked tables on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, json?: unknown) => {
    const response = await server.asAdmin(path, json === undefined ? {} : { method: 'POST', json });
    return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as { data: Json }) };
  };
  const snapshot = async () => (await call('/schema/snapshot')).body!.data as unknown as Snapshot;
  const apply = async (target: Snapshot) => {
    const diff = await call('/schema/diff', target);
    expect(diff.status, JSON.stringify(diff.body)).toBe(200);
    return call('/schema/apply', diff.body!.data);
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(() => server?.close());

  it('adopts a table that exists without metadata when a snapshot tracks it: its rows stay, its fields get their metadata', async () => {
    const db = server.server.ctx.db;
    await db.schema.createTable('legacy_things', (table) => {
      table.increments('id');
      table.string('name', 255);
    });
    await db('legacy_things').insert([{ name: 'kept' }]);
    server.server.ctx.schema.invalidate();
    const target = structuredClone(await snapshot());
    target.directus = '10.13.4';
    target.collections.push({
      collection: 'legacy_things',
      meta: { icon: 'inventory', note: 'adopted' },
      schema: { name: 'legacy_things' },
    });
    const field = (name: string, type: string, schema: Json) => ({
      collection: 'legacy_things',
      field: name,
      type,
      meta: { interface: type === 'integer' ? 'numeric' : 'input', hidden: name === 'id' },
      schema: { name, table: 'legacy_things', ...schema },
    });
    target.fields.push(
      field('id', 'integer', { is_primary_key: true, has_auto_increment: true, is_nullable: false }),
      field('name', 'string', { max_length: 255, is_nullable: true }),
      field('added', 'text', { is_nullable: true }),
    );
    const applied = await apply(target);
    expect(applied.status, JSON.stringify(applied.body)).toBe(204);
    const collection = (await (await server.asAdmin('/collections/legacy_things')).json()) as { data: { meta: Json | null } };
    expect(collection.data.meta).toMatchObject({ icon: 'inventory', note: 'adopted' });
    const items = (await (await server.asAdmin('/items/legacy_things')).json()) as { data: Json[] };
    expect(items.data).toEqual([{ id: 1, name: 'kept', added: null }]);
    const after = await snapshot();
    expect(after.collections.map((entry) => entry.collection)).toContain('legacy_things');
    expect(after.fields.filter((entry) => entry.collection === 'legacy_things').map((entry) => entry.field)).toEqual([
      'added',
      'id',
      'name',
    ]);
  });

  it('lists nothing for tables and columns that exist without metadata when the snapshot lists them without metadata too', async () => {
    const db = server.server.ctx.db;
    await db.schema.createTable('directus_sync_id_map', (table) => {
      table.increments('id');
      table.string('table', 255);
    });
    await db.schema.createTable('legacy_logs', (table) => {
      table.increments('id');
      table.text('line');
    });
    server.server.ctx.schema.invalidate();
    const live = await snapshot();
    const target = structuredClone(live);
    target.directus = '10.13.4';
    for (const table of ['directus_sync_id_map', 'legacy_logs']) {
      target.collections.push({ collection: table, meta: null, schema: { name: table } });
      target.fields.push({
        collection: table,
        field: 'id',
        type: 'integer',
        meta: null,
        schema: { name: 'id', table, data_type: 'integer', is_primary_key: true, has_auto_increment: true, is_nullable: false },
      });
    }
    const unchanged = await server.asAdmin('/schema/diff', { method: 'POST', json: target });
    expect(unchanged.status, await unchanged.clone().text()).toBe(204);

    target.collections.push({ collection: 'fresh_notes', meta: { icon: 'notes' }, schema: { name: 'fresh_notes' } });
    const diff = await call('/schema/diff', target);
    expect(diff.status).toBe(200);
    const listed = diff.body!.data as unknown as { diff: { collections: Json[]; fields: Json[] } };
    expect(listed.diff.collections.map((entry) => entry.collection)).toEqual(['fresh_notes']);
    expect(listed.diff.fields).toEqual([]);
    expect((await call('/schema/apply', diff.body!.data)).status).toBe(204);
    expect(await db('directus_sync_id_map').columnInfo()).toHaveProperty('table');
    expect(live.collections.map((entry) => entry.collection)).not.toContain('legacy_logs');
  });

  it.runIf(client === 'sqlite3')('applies a uuid foreign key snapshotted as "string", as the reference does on SQLite', async () => {
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'writers',
        schema: {},
        meta: {},
        fields: [{ field: 'id', type: 'uuid', meta: { special: ['uuid'] }, schema: { is_primary_key: true } }],
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const target = structuredClone(await snapshot());
    target.collections.push({ collection: 'essays', meta: {}, schema: { name: 'essays' } });
    target.fields.push(
      {
        collection: 'essays',
        field: 'id',
        type: 'integer',
        meta: {},
        schema: { name: 'id', table: 'essays', is_primary_key: true, has_auto_increment: true, is_nullable: false },
      },
      {
        collection: 'essays',
        field: 'writer',
        type: 'string',
        meta: { special: null, interface: 'select-dropdown-m2o' },
        schema: {
          name: 'writer',
          table: 'essays',
          data_type: 'char',
          max_length: 36,
          is_nullable: true,
          foreign_key_table: 'writers',
          foreign_key_column: 'id',
        },
      },
    );
    target.relations.push({
      collection: 'essays',
      field: 'writer',
      related_collection: 'writers',
      meta: { many_collection: 'essays', many_field: 'writer', one_collection: 'writers', one_deselect_action: 'nullify' },
      schema: {
        table: 'essays',
        column: 'writer',
        foreign_key_table: 'writers',
        foreign_key_column: 'id',
        on_delete: 'SET NULL',
        on_update: 'NO ACTION',
        constraint_name: null,
      },
    });
    const applied = await apply(target);
    expect(applied.status, JSON.stringify(applied.body)).toBe(204);
    const writer = (await (await server.asAdmin('/items/writers', { method: 'POST', json: {} })).json()) as { data: { id: string } };
    const essay = await server.asAdmin('/items/essays?fields=writer.id', { method: 'POST', json: { writer: writer.data.id } });
    expect(((await essay.json()) as { data: Json }).data).toEqual({ writer: { id: writer.data.id } });
  });
});
