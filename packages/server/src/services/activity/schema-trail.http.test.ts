import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Row = Record<string, unknown>;

describe.each(TEST_DATABASES)('the audit trail of data model changes on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let adminId: string;

  const call = async (path: string, method: string, json?: unknown) => {
    const response = await server.request(path, { method, token: TEST_ADMIN.token, headers: { 'user-agent': 'schema-trail/1' }, json });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  };
  const lastId = async (table: string) => Number((await db(table).max({ id: 'id' }))[0]!.id ?? 0);
  const parse = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

  /** `[action, collection, item]` of the activity after `mark`, with each revision's data and delta. */
  async function trailAfter(mark: number) {
    const activity = (await db('directus_activity').where('id', '>', mark).orderBy('id')) as Row[];
    const revisions = (await db('directus_revisions').whereIn(
      'activity',
      activity.map((row) => row.id as number),
    )) as Row[];
    return activity.map((row) => {
      const revision = revisions.find((candidate) => Number(candidate.activity) === Number(row.id));
      return {
        action: row.action,
        collection: row.collection,
        item: row.item,
        user: row.user,
        user_agent: row.user_agent,
        data: parse(revision?.data ?? null) as Row | null,
        delta: parse(revision?.delta ?? null) as Row | null,
      };
    });
  }
  const fieldId = async (collection: string, field: string) =>
    String((await db('directus_fields').where({ collection, field }).first('id')).id);

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    adminId = String((await db('directus_users').where('email', TEST_ADMIN.email).first('id')).id);
  });
  afterAll(async () => server?.close());

  it('creating a collection records its metadata row and each field row that has metadata, as the caller', async () => {
    const mark = await lastId('directus_activity');
    await call('/collections', 'POST', {
      collection: 'ledgers',
      schema: {},
      meta: { note: 'Money', icon: 'savings' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'amount', type: 'integer', meta: { note: 'In cents', interface: 'input' } },
        { field: 'memo', type: 'string' },
      ],
    });
    const trail = await trailAfter(mark);
    const amount = await fieldId('ledgers', 'amount');
    expect(trail.map((row) => [row.action, row.collection, row.item])).toEqual([
      ['create', 'directus_fields', amount],
      ['create', 'directus_collections', 'ledgers'],
    ]);
    for (const row of trail) expect(row).toMatchObject({ user: adminId, user_agent: 'schema-trail/1' });
    expect(trail[0]).toMatchObject({ data: { collection: 'ledgers', field: 'amount', note: 'In cents' }, delta: { note: 'In cents' } });
    expect(trail[1]).toMatchObject({ data: { collection: 'ledgers', note: 'Money', icon: 'savings' }, delta: { icon: 'savings' } });
  });

  it('updating a collection, a field, adding a relation and removing them each record their rows', async () => {
    await call('/collections', 'POST', {
      collection: 'owners',
      schema: {},
      meta: {},
      fields: [{ field: 'name', type: 'string' }],
    });
    await call('/collections', 'POST', {
      collection: 'pets',
      schema: {},
      meta: {},
      fields: [{ field: 'name', type: 'string', meta: { interface: 'input' } }],
    });
    const mark = await lastId('directus_activity');
    await call('/collections/pets', 'PATCH', { meta: { note: 'Animals' } });
    await call('/fields/pets/name', 'PATCH', { meta: { note: 'Call name' } });
    await call('/fields/pets', 'POST', { field: 'owner', type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } });
    await call('/relations', 'POST', { collection: 'pets', field: 'owner', related_collection: 'owners', meta: { one_field: null } });
    const relation = String((await db('directus_relations').where({ many_collection: 'pets', many_field: 'owner' }).first('id')).id);
    const [id, name, owner] = [await fieldId('pets', 'id'), await fieldId('pets', 'name'), await fieldId('pets', 'owner')];
    await call('/fields/pets/owner', 'DELETE');
    await call('/collections/pets', 'DELETE');
    const trail = await trailAfter(mark);
    expect(trail.map((row) => [row.action, row.collection, row.item])).toEqual([
      ['update', 'directus_collections', 'pets'],
      ['update', 'directus_fields', name],
      ['create', 'directus_fields', owner],
      ['create', 'directus_relations', relation],
      ['delete', 'directus_relations', relation],
      ['delete', 'directus_fields', owner],
      // A collection's removal takes its field rows along (its primary key's included).
      ...[id, name].sort((a, b) => Number(a) - Number(b)).map((key) => ['delete', 'directus_fields', key]),
      ['delete', 'directus_collections', 'pets'],
    ]);
    expect(trail[0]).toMatchObject({ delta: { note: 'Animals' }, data: { collection: 'pets', note: 'Animals' } });
    expect(trail[1]).toMatchObject({ delta: { note: 'Call name' }, data: { field: 'name', note: 'Call name' } });
    expect(trail[3]).toMatchObject({ data: { many_collection: 'pets', many_field: 'owner', one_collection: 'owners' } });
    for (const row of trail.slice(4)) expect(row.data).toBeNull();
  });
});
