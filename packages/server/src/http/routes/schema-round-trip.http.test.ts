import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRichDataModel } from '../../../test/fixtures/rich-data-model.js';
import { dataModelSnapshot } from '../../../test/fixtures/data-model-snapshot.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { geometryTestDatabases } from '../../../test/harness/test-databases.js';

type Json = Record<string, unknown>;

const json = async (response: Response) => (await response.json()) as { data: Json & Json[]; errors?: Json[] };

/**
 * The model as an admin reads it, without what only says where it is stored: ids (`meta.id`),
 * and of a field's `schema` the database's type name, the length databases report for types
 * without one (MySQL's 65535 for text), the precision PostgreSQL and MySQL report for integers
 * and floats, the sequence default of an auto-increment key; of a relation's `schema` the name
 * each database gives its foreign key. Everything else must be equal.
 */
async function readModel(server: TestServer) {
  const read = async (path: string) =>
    ((await json(await server.asAdmin(path))).data as Json[]).filter((e) => !String(e.collection).startsWith('directus_'));
  const byName = (a: Json, b: Json) => `${a.collection}.${a.field ?? ''}`.localeCompare(`${b.collection}.${b.field ?? ''}`);
  const withoutId = (meta: unknown) => {
    if (!meta) return meta;
    const { id: _id, ...rest } = meta as Json;
    return rest;
  };
  const collections = (await read('/collections')).sort(byName);
  const fields = (await read('/fields')).sort(byName).map((field) => {
    const schema = field.schema as Json | null;
    if (!schema) return { ...field, meta: withoutId(field.meta) };
    const { data_type: _type, ...rest } = schema;
    if (!['string', 'hash'].includes(String(field.type))) delete rest.max_length;
    if (field.type !== 'decimal') {
      delete rest.numeric_precision;
      delete rest.numeric_scale;
    }
    if (rest.has_auto_increment) delete rest.default_value;
    return { ...field, schema: rest, meta: withoutId(field.meta) };
  });
  const relations = (await read('/relations')).sort(byName).map((relation) => {
    const schema = relation.schema as Json | null;
    const { constraint_name: _name, ...rest } = schema ?? {};
    return { ...relation, schema: schema && rest, meta: withoutId(relation.meta) };
  });
  return { collections, fields, relations };
}

const targets = (await geometryTestDatabases()).filter((client) => client !== 'sqlite3');

describe('a rich model snapshotted on SQLite', () => {
  let source: TestServer;
  let snapshotText: string;
  const snapshotBody = () => JSON.stringify(JSON.parse(snapshotText).data);

  beforeAll(async () => {
    source = await startTestServer({ client: 'sqlite3' });
    await buildRichDataModel(source);
    snapshotText = await (await source.asAdmin('/schema/snapshot')).text();
  }, 60_000);
  afterAll(async () => source?.close());

  it('is deterministic: two snapshots, JSON or YAML, are the same text', async () => {
    expect(await (await source.asAdmin('/schema/snapshot')).text()).toBe(snapshotText);
    const yaml = await source.asAdmin('/schema/snapshot?export=yaml');
    expect(yaml.headers.get('content-disposition')).toMatch(/^attachment; filename="Export \d{8}-\d{6}\.yaml"$/);
    const yamlText = await yaml.text();
    expect(await (await source.asAdmin('/schema/snapshot?export=yaml')).text()).toBe(yamlText);
    expect(yamlText).toMatch(/^version: 1\ndirectus: /);
    const data = JSON.parse(snapshotText).data as Json;
    expect(Object.keys(data)).toEqual(['version', 'directus', 'vendor', 'collections', 'fields', 'relations']);
    expect(data).toMatchObject({ version: 1, vendor: 'sqlite', directus: (await json(await source.asAdmin('/server/info'))).data.version });
    const fields = data.fields as Json[];
    expect(fields.map((f) => `${f.collection}.${f.field}`)).toEqual(fields.map((f) => `${f.collection}.${f.field}`).sort());
    expect(fields.every((f) => !('id' in (f.meta as Json)))).toBe(true);
    expect((data.collections as Json[]).find((c) => c.collection === 'content')).toEqual({
      collection: 'content',
      meta: expect.objectContaining({ icon: 'folder', note: 'Editorial content' }),
    });
    expect(JSON.stringify(data)).not.toContain('directus_');
  });

  describe.each(targets)('applied to an empty %s', (client) => {
    let target: TestServer;
    let applied: { hash: string; diff: Json };

    beforeAll(async () => {
      target = await startTestServer({ client });
      // Geometry on PostgreSQL needs PostGIS in the database, as an operator would install it.
      if (client === 'pg') await target.server.ctx.db.raw('create extension if not exists postgis');
      const diff = await target.asAdmin('/schema/diff?force=true', {
        method: 'POST',
        body: snapshotBody(),
        headers: { 'content-type': 'application/json' },
      });
      expect(diff.status).toBe(200);
      applied = (await json(diff)).data as unknown as { hash: string; diff: Json };
      const apply = await target.asAdmin('/schema/apply', { method: 'POST', json: applied });
      expect(apply.status, await apply.clone().text()).toBe(204);
    }, 120_000);
    afterAll(async () => target?.close());

    it('answers /collections, /fields and /relations as the source does', async () => {
      const [expected, actual] = [await readModel(source), await readModel(target)];
      // The whole model: 11 collections (one a folder), every field, 7 relations (m2o, m2m, m2a, translations).
      expect(expected.collections).toHaveLength(11);
      expect(expected.collections.find((c) => c.collection === 'content')).toMatchObject({ schema: null });
      // Tessera's own collection option travels too.
      expect(actual.collections.find((c) => c.collection === 'tags')).toMatchObject({ meta: { trash: true } });
      expect(expected.fields.length).toBeGreaterThan(45);
      expect(expected.relations).toHaveLength(7);
      expect(actual.collections).toEqual(expected.collections);
      expect(actual.fields).toEqual(expected.fields);
      expect(actual.relations).toEqual(expected.relations);
    });

    it('has nothing left to change: a second diff answers 204, an empty apply changes nothing', async () => {
      const body = snapshotBody();
      const again = await target.asAdmin('/schema/diff?force', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(again.status, again.status === 200 ? JSON.stringify((await json(again)).data.diff) : '').toBe(204);
      const before = await dataModelSnapshot(target.server.ctx.db);
      const hash = applied.hash;
      const live = (await json(await target.asAdmin('/schema/snapshot'))).data;
      const noop = await target.asAdmin('/schema/apply', {
        method: 'POST',
        json: { hash, diff: { collections: [], fields: [], relations: [] } },
      });
      expect(noop.status).toBe(204);
      expect(await dataModelSnapshot(target.server.ctx.db)).toEqual(before);
      expect((await json(await target.asAdmin('/schema/snapshot'))).data).toEqual(live);
    });

    it('refuses the first diff again, now that the schema it was made against has changed, and changes nothing', async () => {
      const before = await dataModelSnapshot(target.server.ctx.db);
      const again = await target.asAdmin('/schema/apply', { method: 'POST', json: applied });
      expect(again.status).toBe(400);
      const error = (await json(again)).errors![0]!;
      expect(error).toMatchObject({ extensions: { code: 'INVALID_PAYLOAD' } });
      expect(error.message).toMatch(/^Invalid payload\. Provided diff is trying to create collection "\w+" but it already exists/);
      expect(await dataModelSnapshot(target.server.ctx.db)).toEqual(before);
    });
  });
});
