import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Role = Record<string, unknown>;
type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const dataOf = async <T = Role>(response: Response) => ((await response.json()) as { data: T }).data;
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]?.extensions.code;

describe.each(DATABASES)('roles on %s', (client) => {
  let server: TestServer;
  let adminRole: string;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
    adminRole = String((await server.server.ctx.db('directus_users').where('email', TEST_ADMIN.email).first('role')).role);
  });
  afterAll(async () => server?.close());

  it('creates, reads, updates and deletes roles with the reference defaults and casts', async () => {
    const created = await server.asAdmin('/roles', { method: 'POST', json: { name: 'Writers', ip_access: ['10.0.0.0/8', '192.168.1.1'] } });
    expect(created.status).toBe(200);
    const role = await dataOf(created);
    expect(role).toMatchObject({
      name: 'Writers',
      icon: 'supervised_user_circle',
      app_access: true,
      admin_access: false,
      enforce_tfa: false,
      ip_access: ['10.0.0.0/8', '192.168.1.1'],
    });
    expect(await server.server.ctx.db('directus_roles').where('id', String(role.id)).first('ip_access')).toEqual({
      ip_access: '10.0.0.0/8,192.168.1.1',
    });
    expect(await dataOf(await server.asAdmin(`/roles/${String(role.id)}?fields=name`))).toEqual({ name: 'Writers' });
    const updated = await server.asAdmin(`/roles/${String(role.id)}`, {
      method: 'PATCH',
      json: { description: 'They write', enforce_tfa: true, ip_access: null },
    });
    expect(await dataOf(updated)).toMatchObject({ description: 'They write', enforce_tfa: true, ip_access: null });
    const list = await dataOf<Role[]>(await server.asAdmin('/roles?fields=name&sort=name'));
    expect(list.map((item) => item.name)).toEqual(expect.arrayContaining(['Administrator', 'Writers']));
    expect((await server.asAdmin(`/roles/${String(role.id)}`, { method: 'DELETE' })).status).toBe(204);
    expect((await server.asAdmin(`/roles/${String(role.id)}`)).status).toBe(403);
  });

  it('creates and updates in batches, and deletes a batch leaving its users without a role', async () => {
    const many = await dataOf<Role[]>(
      await server.asAdmin('/roles?fields=id,name', { method: 'POST', json: [{ name: 'A' }, { name: 'B' }] }),
    );
    expect(many.map((role) => role.name)).toEqual(['A', 'B']);
    const ids = many.map((role) => String(role.id));
    const patched = await dataOf<Role[]>(
      await server.asAdmin('/roles?fields=id,name,app_access', { method: 'PATCH', json: { keys: ids, data: { app_access: false } } }),
    );
    expect(patched).toEqual([
      { id: ids[0], name: 'A', app_access: false },
      { id: ids[1], name: 'B', app_access: false },
    ]);
    const user = await server.createUser({ role: ids[0] });
    expect((await server.asAdmin('/roles', { method: 'DELETE', json: { keys: ids } })).status).toBe(204);
    expect(await server.server.ctx.db('directus_users').where('id', user.id).first('role')).toEqual({ role: null });
  });

  it('refuses a role without a name, or with a flag that is not a boolean', async () => {
    const nameless = await server.asAdmin('/roles', { method: 'POST', json: { icon: 'x' } });
    expect(nameless.status).toBe(400);
    expect(await codeOf(nameless)).toBe('NOT_NULL_VIOLATION');
    const badFlag = await server.asAdmin('/roles', { method: 'POST', json: { name: 'X', admin_access: 'yes' } });
    expect(badFlag.status).toBe(400);
    // A value of the wrong type is refused like any value its column cannot hold (issue 12).
    expect(await codeOf(badFlag)).toBe('INVALID_PAYLOAD');
  });

  it('keeps the last admin role (422) unless another role holds an active admin', async () => {
    const removeAccess = await server.asAdmin(`/roles/${adminRole}`, { method: 'PATCH', json: { admin_access: false } });
    expect(removeAccess.status).toBe(422);
    expect(await codeOf(removeAccess)).toBe('UNPROCESSABLE_CONTENT');
    expect((await server.asAdmin(`/roles/${adminRole}`, { method: 'DELETE' })).status).toBe(422);
    const other = await dataOf(await server.asAdmin('/roles', { method: 'POST', json: { name: 'Second admins', admin_access: true } }));
    await server.createUser({ role: other.id });
    expect((await server.asAdmin(`/roles/${String(other.id)}`, { method: 'PATCH', json: { admin_access: false } })).status).toBe(200);
  });

  it('takes a role change into account at once for tokens already in use', async () => {
    const role = await server.createRole({ name: 'Promoted later' });
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const isAdmin = async () => 'checks' in ((await (await server.request('/server/health', { token: access_token })).json()) as object);
    expect(await isAdmin()).toBe(false);
    expect((await server.asAdmin(`/roles/${role}`, { method: 'PATCH', json: { admin_access: true } })).status).toBe(200);
    expect(await isAdmin()).toBe(true);
  });

  it('lets a user read their own role only, and write none without a rule for it', async () => {
    const ownRole = await server.createRole({ name: 'Own role' });
    const user = await server.createUser({ role: ownRole });
    const { access_token } = await server.login(user.email, user.password);
    const listed = await dataOf<Role[]>(await server.request('/roles?fields=id,name', { token: access_token }));
    expect(listed).toEqual([{ id: ownRole, name: 'Own role' }]);
    expect(await dataOf(await server.request(`/roles/${ownRole}?fields=name`, { token: access_token }))).toEqual({ name: 'Own role' });
    for (const [method, path] of [
      ['GET', `/roles/${adminRole}`],
      ['PATCH', `/roles/${ownRole}`],
      ['POST', '/roles'],
      ['PATCH', `/roles/${adminRole}`],
      ['DELETE', `/roles/${adminRole}`],
    ] as const) {
      const response = await server.request(path, {
        method,
        token: access_token,
        json: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });
});
