import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataModelSnapshot, refuseInsert } from '../../../test/fixtures/data-model-snapshot.js';
import { importRequest, jsonFile } from '../../../test/harness/import-request.js';
import { connectSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';
import { createExtensionContext } from '../../extensions/context/create-extension-context.js';

type Row = Record<string, unknown>;
type Json = Record<string, unknown>;

/**
 * Every way into the server writes system collections through the same operations, so every one
 * leaves the same record: REST (system-audit-trail.http.test.ts), GraphQL, the REST socket, an
 * import, a schema apply and an extension's services. (Flow item operations write user
 * collections only; a flow's own runs are recorded as `run`, see flows-trigger.http.test.ts.)
 */
describe.each(TEST_DATABASES)('the audit trail through every door on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let adminId: string;

  const lastId = async (table: string) => Number((await db(table).max({ id: 'id' }))[0]!.id ?? 0);
  /** `[action, collection, item, user, has a revision]` of the activity after `mark`. */
  async function trailAfter(mark: number): Promise<Array<[unknown, unknown, unknown, unknown, boolean]>> {
    const activity = (await db('directus_activity').where('id', '>', mark).orderBy('id')) as Row[];
    const revised = new Set(
      (
        (await db('directus_revisions').whereIn(
          'activity',
          activity.map((row) => row.id as number),
        )) as Row[]
      ).map((row) => Number(row.activity)),
    );
    return activity.map((row) => [row.action, row.collection, row.item, row.user, revised.has(Number(row.id))]);
  }
  const folderKey = async (name: string) => String((await db('directus_folders').where({ name }).first('id')).id);

  beforeAll(async () => {
    server = await startTestServer({ client, env: { WEBSOCKETS_ENABLED: 'true' } });
    db = server.server.ctx.db;
    adminId = String((await db('directus_users').where('email', TEST_ADMIN.email).first('id')).id);
  });
  afterAll(async () => server?.close());

  it('GraphQL: system mutations leave the activity and revisions of REST', async () => {
    const mark = await lastId('directus_activity');
    const gql = (query: string) => server.asAdmin('/graphql/system', { method: 'POST', json: { query } });
    expect((await gql('mutation { create_folders_item(data: { name: "by graphql" }) { id } }')).status).toBe(200);
    const key = await folderKey('by graphql');
    expect((await gql(`mutation { update_folders_item(id: "${key}", data: { name: "by graphql 2" }) { id } }`)).status).toBe(200);
    expect(await trailAfter(mark)).toEqual([
      ['create', 'directus_folders', key, adminId, true],
      ['update', 'directus_folders', key, adminId, true],
    ]);
  });

  it('the REST socket: item messages on a system collection are recorded as their caller', async () => {
    const mark = await lastId('directus_activity');
    const socket = await connectSocket(server.url);
    try {
      expect(await socket.call({ type: 'auth', access_token: server.adminToken, uid: 'a' })).toMatchObject({ status: 'ok' });
      const created = await socket.call({
        type: 'items',
        collection: 'directus_folders',
        action: 'create',
        data: { name: 'by socket' },
        uid: 'c',
      });
      expect(created).toMatchObject({ type: 'items', data: { name: 'by socket' } });
    } finally {
      socket.close();
    }
    expect(await trailAfter(mark)).toEqual([['create', 'directus_folders', await folderKey('by socket'), adminId, true]]);
  });

  it('an import records each row it writes (imports write user collections only; system ones answer 403)', async () => {
    expect((await importRequest(server, 'directus_folders', [jsonFile([{ name: 'refused' }])])).status).toBe(403);
    await server.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'imported', schema: {}, meta: {}, fields: [{ field: 'name', type: 'string' }] },
    });
    const mark = await lastId('directus_activity');
    const response = await importRequest(server, 'imported', [jsonFile([{ name: 'imported 1' }, { name: 'imported 2' }])]);
    expect(response.status).toBe(200);
    const keys = (await db('imported').orderBy('id').select('id')).map((row: Row) => String(row.id));
    expect(await trailAfter(mark)).toEqual(keys.map((key) => ['create', 'imported', key, adminId, true]));
  });

  it("an extension's services record as the accountability they were given", async () => {
    const context = createExtensionContext(server.server.ctx, 'audit-test');
    const mark = await lastId('directus_activity');
    const admin = { user: adminId, role: null, admin: true, app: true };
    const roles = new context.services.RolesService({ accountability: admin });
    const key = String(await roles.createOne({ name: 'By an extension' }));
    await roles.updateOne(key, { description: 'Touched by an extension' });
    const users = new context.services.UsersService({ accountability: admin });
    const user = String(await users.createOne({ email: 'ext@example.com', role: key }));
    expect(await trailAfter(mark)).toEqual([
      ['create', 'directus_roles', key, adminId, true],
      ['update', 'directus_roles', key, adminId, true],
      ['create', 'directus_users', user, adminId, true],
    ]);
  });

  it('a schema apply records the metadata rows it writes as the caller; one that fails records nothing', async () => {
    const snapshot = ((await (await server.asAdmin('/schema/snapshot')).json()) as { data: Json }).data;
    const target = structuredClone(snapshot) as { collections: Json[]; fields: Json[] };
    target.collections.push({ collection: 'promoted', meta: { icon: 'rocket', note: 'From staging' }, schema: { name: 'promoted' } });
    target.fields.push(
      {
        collection: 'promoted',
        field: 'id',
        type: 'integer',
        meta: { hidden: true },
        schema: { is_primary_key: true, has_auto_increment: true },
      },
      { collection: 'promoted', field: 'label', type: 'string', meta: { note: 'Shown' }, schema: {} },
    );
    const diff = async (body: unknown) =>
      ((await (await server.asAdmin('/schema/diff', { method: 'POST', json: body })).json()) as { data: Json }).data;
    const mark = await lastId('directus_activity');
    expect((await server.asAdmin('/schema/apply', { method: 'POST', json: await diff(target) })).status).toBe(204);
    const trail = await trailAfter(mark);
    expect(trail.filter((row) => row[1] === 'directus_collections')).toEqual([
      ['create', 'directus_collections', 'promoted', adminId, true],
    ]);
    expect(trail.filter((row) => row[1] === 'directus_fields').map((row) => row.slice(0, 1).concat(row.slice(3)))).toEqual([
      ['create', adminId, true],
      ['create', adminId, true],
    ]);

    // A later step fails in the database: the change is taken back, its record with it (MariaDB has no transactional DDL).
    const failing = structuredClone(((await (await server.asAdmin('/schema/snapshot')).json()) as { data: Json }).data) as typeof target;
    failing.collections.push({ collection: 'doomed', meta: { icon: 'bolt' }, schema: { name: 'doomed' } });
    failing.fields.push(
      {
        collection: 'doomed',
        field: 'id',
        type: 'integer',
        meta: { hidden: true },
        schema: { is_primary_key: true, has_auto_increment: true },
      },
      { collection: 'doomed', field: 'boom', type: 'string', meta: {}, schema: {} },
    );
    const failingDiff = await diff(failing);
    await refuseInsert(db, 'directus_fields', 'field', 'boom');
    const before = await dataModelSnapshot(db);
    const failedMark = await lastId('directus_activity');
    expect((await server.asAdmin('/schema/apply', { method: 'POST', json: failingDiff })).status).toBe(500);
    expect(await dataModelSnapshot(db)).toEqual(before);
    expect(await trailAfter(failedMark)).toEqual([]);
  });
});
