import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Row = Record<string, unknown>;
type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

describe.each(TEST_DATABASES)('POST /utils/revert/:revision of system collections on %s', (client) => {
  let server: TestServer;
  let db: Knex;

  const data = async (response: Response) => ((await response.json()) as { data: Row }).data;
  const call = (path: string, method: string, json?: unknown) => server.asAdmin(path, { method, json });
  /** The revisions of one item, oldest first. */
  const revisionsOf = async (collection: string, item: string) =>
    (await db('directus_revisions').where({ collection, item }).orderBy('id').select('id')).map((row: Row) => Number(row.id));
  const revert = (revision: number, token?: string) =>
    token ? server.request(`/utils/revert/${revision}`, { method: 'POST', token }) : call(`/utils/revert/${revision}`, 'POST');

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
  });
  afterAll(async () => server?.close());

  it("reverts a role's settings through the role writes, recording the revert as an update of its own", async () => {
    const role = await data(await call('/roles', 'POST', { name: 'Editors', app_access: true }));
    const id = String(role.id);
    expect((await call(`/roles/${id}`, 'PATCH', { name: 'Chief editors', app_access: false, enforce_tfa: true })).status).toBe(200);
    const [first] = await revisionsOf('directus_roles', id);
    expect((await revert(first!)).status).toBe(204);
    // A create's revision holds the fields it was given: those come back, the others stay.
    expect(await data(await call(`/roles/${id}?fields=name,app_access,enforce_tfa`, 'GET'))).toEqual({
      name: 'Editors',
      app_access: true,
      enforce_tfa: true,
    });
    const trail = await db('directus_activity').where({ collection: 'directus_roles', item: id }).orderBy('id').select('action');
    expect(trail.map((row: Row) => row.action)).toEqual(['create', 'update', 'update']);
  });

  it("reverting an admin role's revision runs the last-admin guard: it cannot take admin access from the last admins", async () => {
    const admin = (await db('directus_roles').where('admin_access', true).first('id')) as Row;
    const id = String(admin.id);
    expect((await call(`/roles/${id}`, 'PATCH', { description: 'The admins' })).status).toBe(200);
    const [revision] = await revisionsOf('directus_roles', id);
    // A forged revision that would strip the project of its last admin.
    await db('directus_revisions')
      .where('id', revision!)
      .update({ data: JSON.stringify({ id, name: 'Administrator', admin_access: false }) });
    const response = await revert(revision!);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('UNPROCESSABLE_CONTENT');
    expect((await db('directus_roles').where('id', id).first('admin_access')).admin_access).toBeTruthy();
  });

  it("reverts a flow's settings through the flow writes (its checks run, the engine reloads)", async () => {
    const flow = await data(await call('/flows', 'POST', { name: 'Nightly', trigger: 'manual', status: 'active' }));
    const id = String(flow.id);
    expect((await call(`/flows/${id}`, 'PATCH', { name: 'Nightly sync', status: 'inactive' })).status).toBe(200);
    const [first] = await revisionsOf('directus_flows', id);
    expect((await revert(first!)).status).toBe(204);
    expect(await data(await call(`/flows/${id}?fields=name,status`, 'GET'))).toEqual({ name: 'Nightly', status: 'active' });
    // The flow's own checks run on a revert too: a revision with a broken value is refused, nothing written.
    await db('directus_revisions')
      .where('id', first!)
      .update({ data: JSON.stringify({ name: 'Broken', trigger: 'sometimes' }) });
    const refused = await revert(first!);
    expect(refused.status).toBe(400);
    expect((await data(await call(`/flows/${id}?fields=name`, 'GET'))).name).toBe('Nightly');
  });

  it("never restores a user's password, static token or other secret: they stay as they are", async () => {
    const created = await data(
      await call('/users', 'POST', {
        email: 'revert@example.com',
        password: 'First-pass-1!',
        token: 'first-static-token-123',
        title: 'One',
      }),
    );
    const id = String(created.id);
    expect(
      (await call(`/users/${id}`, 'PATCH', { password: 'Second-pass-2!', token: 'second-static-token-456', title: 'Two' })).status,
    ).toBe(200);
    const [first] = await revisionsOf('directus_users', id);
    expect((await revert(first!)).status).toBe(204);
    expect((await data(await call(`/users/${id}?fields=title`, 'GET'))).title).toBe('One');
    // The second password and token still hold; the first ones were never kept to come back.
    expect((await server.login('revert@example.com', 'Second-pass-2!')).access_token).toBeTruthy();
    expect((await db('directus_users').where('id', id).first('token')).token).toBe('second-static-token-456');
  });

  it('reverts a setting through its checks, and a permission with the rules reloaded', async () => {
    expect((await call('/settings', 'PATCH', { project_name: 'Before' })).status).toBe(200);
    expect((await call('/settings', 'PATCH', { project_name: 'After' })).status).toBe(200);
    const settingsId = String((await db('directus_settings').first('id')).id);
    const revisions = await revisionsOf('directus_settings', settingsId);
    expect((await revert(revisions.at(-2)!)).status).toBe(204);
    expect((await data(await call('/settings?fields=project_name', 'GET'))).project_name).toBe('Before');

    const role = await server.createRole({ name: 'Readers' });
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    const permission = await data(
      await call('/permissions', 'POST', { role, collection: 'directus_folders', action: 'read', fields: ['*'], permissions: null }),
    );
    expect((await server.request('/folders', { token })).status).toBe(200);
    expect((await call(`/permissions/${String(permission.id)}`, 'PATCH', { permissions: { id: { _null: true } } })).status).toBe(200);
    await call('/folders', 'POST', { name: 'Hidden by the rule' });
    expect(((await data(await server.request('/folders', { token }))) as unknown as Row[]).length).toBe(0);
    const [first] = await revisionsOf('directus_permissions', String(permission.id));
    expect((await revert(first!)).status).toBe(204);
    expect(((await data(await server.request('/folders', { token }))) as unknown as Row[]).length).toBeGreaterThan(0);
  });
});
