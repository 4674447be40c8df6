import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlow } from '../../../test/harness/flow-fixtures.js';
import { npmExtensionsFolder } from '../../../test/harness/npm-extension-project.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Json = Record<string, unknown>;
const SYNC = '/directus-extension-sync';

/**
 * directus-sync against Tessera (issue 41, point 6 and 8): `directus-extension-sync@3.0.6`, as
 * published, answers with its own statuses and bodies; and the CLI's protocol, pull from one
 * server then push into an empty one through `/schema/snapshot|diff|apply`, the CRUD endpoints and
 * the extension's id map, leaves nothing to change.
 */
describe.each(TEST_DATABASES)('directus-sync and directus-extension-sync from npm on %s', (client) => {
  let source: TestServer;
  let target: TestServer;
  let extensions: Awaited<ReturnType<typeof npmExtensionsFolder>>;
  let editorToken: string;

  const json = async (server: TestServer, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as { data: unknown }) };
  };

  beforeAll(async () => {
    extensions = await npmExtensionsFolder('directus-extension-sync');
    const env = { EXTENSIONS_PATH: extensions.path, LOG_LEVEL: 'warn' };
    [source, target] = await Promise.all([startTestServer({ client, env }), startTestServer({ client, env })]);
    const post = async (path: string, body: unknown) => expect((await json(source, path, { method: 'POST', json: body })).status).toBe(200);
    await post('/collections', {
      collection: 'authors',
      schema: {},
      meta: { icon: 'person' },
      fields: [{ field: 'name', type: 'string', meta: { interface: 'input', required: true } }],
    });
    await post('/collections', {
      collection: 'posts',
      schema: {},
      meta: { icon: 'article', sort_field: 'sort' },
      fields: [
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'sort', type: 'integer', meta: { hidden: true } },
      ],
    });
    await post('/fields/posts', { field: 'author', type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } });
    await post('/relations', { collection: 'posts', field: 'author', related_collection: 'authors', meta: {} });
    const role = await source.createRole({ name: 'Writers', app_access: true });
    await post('/permissions', { role, collection: 'posts', action: 'read', fields: ['*'], permissions: {} });
    await createFlow(source, {
      name: 'Echo',
      trigger: 'webhook',
      operations: [{ key: 'echo', type: 'transform', options: { json: { ok: true } } }],
    });
    const editor = await target.createUser({ role: await target.createRole({ name: 'Editors' }) });
    editorToken = (await target.login(editor.email, editor.password)).access_token;
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
    await extensions?.remove();
  });

  it("answers with the extension's own statuses and bodies, unchanged", async () => {
    const anonymous = await target.request(`${SYNC}/table/roles`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe(JSON.stringify({ message: 'You must be logged in to access this.' }));
    const editor = await target.request(`${SYNC}/table/roles`, { token: editorToken });
    expect(editor.status).toBe(403);
    expect(await editor.text()).toBe(JSON.stringify({ message: 'You do not have permission to access this.' }));
    const missing = await target.asAdmin(`${SYNC}/table/roles/sync_id/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(JSON.stringify({ message: 'No id map found' }));
    const added = await target.asAdmin(`${SYNC}/table/roles`, { method: 'POST', json: { local_id: 'local-1', sync_id: 'sync-1' } });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ sync_id: 'sync-1' });
    const again = await target.asAdmin(`${SYNC}/table/roles`, { method: 'POST', json: { local_id: 'local-1' } });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(JSON.stringify({ message: 'Local id already exists' }));
    expect(await (await target.asAdmin(`${SYNC}/table/roles/sync_id/sync-1`)).json()).toMatchObject({
      local_id: 'local-1',
      sync_id: 'sync-1',
    });
    expect((await target.asAdmin(`${SYNC}/table/roles/sync_id/sync-1`, { method: 'DELETE' })).status).toBe(204);
    const unknown = await target.asAdmin(`${SYNC}/no/such/route`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      'ROUTE_NOT_FOUND',
    );
    // Its own table (directus_sync_id_map, made through `database`) is no part of the data model a snapshot carries.
    expect(await target.server.ctx.db.schema.hasTable('directus_sync_id_map')).toBe(true);
    const snapshot = ((await json(target, '/schema/snapshot')).body as { data: { collections: Json[] } }).data;
    expect(snapshot.collections.map((entry) => entry.collection)).not.toContain('directus_sync_id_map');
  });

  it('pull → push into an empty server → diff leaves no changes, schema and configuration alike', async () => {
    const pulled = ((await json(source, '/schema/snapshot')).body as { data: Json }).data;
    const diff = await json(target, '/schema/diff', { method: 'POST', json: pulled });
    expect(diff.status).toBe(200);
    expect((await json(target, '/schema/apply', { method: 'POST', json: (diff.body as { data: unknown }).data })).status).toBe(204);
    // Configuration as directus-sync pushes it: each item created on the target, its id mapped by the extension.
    const roles = ((await json(source, '/roles?filter[name][_eq]=Writers')).body as { data: Json[] }).data;
    const roleMap = new Map<unknown, unknown>();
    for (const { id, users: _users, ...role } of roles) {
      const created = (await json(target, '/roles', { method: 'POST', json: role })).body as { data: Json };
      roleMap.set(id, created.data.id);
      await target.asAdmin(`${SYNC}/table/roles`, { method: 'POST', json: { local_id: created.data.id, sync_id: String(id) } });
    }
    const permissions = ((await json(source, '/permissions?filter[role][_nnull]=true')).body as { data: Json[] }).data;
    for (const { id: _id, ...permission } of permissions)
      expect(
        (await json(target, '/permissions', { method: 'POST', json: { ...permission, role: roleMap.get(permission.role) } })).status,
      ).toBe(200);
    const flows = ((await json(source, '/flows?fields=*')).body as { data: Json[] }).data;
    const operations = ((await json(source, '/operations')).body as { data: Json[] }).data;
    for (const { operations: _ops, operation, user_created: _by, date_created: _at, ...flow } of flows) {
      expect((await json(target, '/flows', { method: 'POST', json: flow })).status).toBe(200);
      for (const { user_created: _u, date_created: _d, ...op } of operations.filter((entry) => entry.flow === flow.id))
        expect((await json(target, '/operations', { method: 'POST', json: op })).status).toBe(200);
      expect((await json(target, `/flows/${String(flow.id)}`, { method: 'PATCH', json: { operation } })).status).toBe(200);
    }
    // The diff directus-sync runs next: nothing left to change.
    expect((await json(target, '/schema/diff', { method: 'POST', json: pulled })).status).toBe(204);
    const comparable = async (server: TestServer, path: string, drop: string[]) =>
      (((await json(server, path)).body as { data: Json[] }).data ?? []).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !drop.includes(key))),
      );
    const permissionFields = ['id', 'role'];
    expect(await comparable(target, '/permissions?filter[role][_nnull]=true&sort=collection,action', permissionFields)).toEqual(
      await comparable(source, '/permissions?filter[role][_nnull]=true&sort=collection,action', permissionFields),
    );
    const flowFields = ['user_created', 'date_created', 'operations'];
    expect(await comparable(target, '/flows?sort=name', flowFields)).toEqual(await comparable(source, '/flows?sort=name', flowFields));
    const opFields = ['user_created', 'date_created'];
    expect(await comparable(target, '/operations?sort=key', opFields)).toEqual(await comparable(source, '/operations?sort=key', opFields));
    // And the pushed model works: a post with its author, through the relation.
    const author = (await json(target, '/items/authors', { method: 'POST', json: { name: 'Ada' } })).body as { data: { id: number } };
    const post = await json(target, '/items/posts?fields=title,author.name', {
      method: 'POST',
      json: { title: 'Hi', author: author.data.id },
    });
    expect((post.body as { data: unknown }).data).toEqual({ title: 'Hi', author: { name: 'Ada' } });
  });
});
