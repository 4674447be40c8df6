import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

interface Permission {
  collection: string;
  action: string;
  permissions: unknown;
  validation: unknown;
  presets: unknown;
  fields: string[];
}

describe.each(TEST_DATABASES)('GET /permissions/me on %s', (client) => {
  let server: TestServer;
  let role: string;
  let user: { id: string; email: string; password: string };
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    role = await server.createRole({ name: 'Editor' });
    user = await server.createUser({ role });
    const db = server.server.ctx.db;
    await db('directus_permissions').insert([
      { role, collection: 'directus_users', action: 'read', permissions: JSON.stringify({ role: { _eq: '$CURRENT_ROLE' } }), fields: 'id,email' },
      { role, collection: 'directus_files', action: 'create', presets: JSON.stringify({ title: 'by $CURRENT_USER', folder: null, uploaded_by: '$CURRENT_USER' }), fields: '*' },
      { role: null, collection: 'directus_files', action: 'read', fields: 'id' },
    ]);
    token = (await server.login(user.email, user.password)).access_token;
  });
  afterAll(async () => server?.close());

  const mine = async (init: { token?: string } = {}) => {
    const response = await server.request('/permissions/me', init);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Permission[] }).data;
  };

  it('lists the role\'s rules merged with the defaults, variables resolved', async () => {
    const rules = await mine({ token });
    const users = rules.find((r) => r.collection === 'directus_users' && r.action === 'read')!;
    expect(users.permissions).toEqual({ _or: [{ id: { _eq: user.id } }, { role: { _eq: role } }] });
    expect(users.fields).toEqual(expect.arrayContaining(['id', 'email', 'first_name', 'tfa_secret']));
    expect(rules.find((r) => r.collection === 'directus_files' && r.action === 'create')).toMatchObject({ presets: { uploaded_by: user.id, title: 'by $CURRENT_USER' }, fields: ['*'] });
    expect(rules.find((r) => r.collection === 'directus_roles' && r.action === 'read')?.permissions).toEqual({ id: { _eq: role } });
    expect(rules.some((r) => r.collection === 'directus_files' && r.action === 'read')).toBe(false);
  });

  it('lists only the public rows for a caller without a token', async () => {
    expect(await mine()).toEqual([{ id: null, role: null, collection: 'directus_files', action: 'read', permissions: null, validation: null, presets: null, fields: ['id'] }]);
  });

  it('lists nothing for an admin, who is not bound by rules', async () => {
    expect(await mine({ token: server.adminToken })).toEqual([]);
  });
});
