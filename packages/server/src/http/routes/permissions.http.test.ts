import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

interface Permission {
  collection: string;
  action: string;
  permissions: unknown;
  validation: unknown;
  presets: unknown;
  fields: string[];
}

describe.each(DATABASES)('GET /permissions/me on %s', (client) => {
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
      {
        role,
        collection: 'directus_users',
        action: 'read',
        permissions: JSON.stringify({ role: { _eq: '$CURRENT_ROLE' } }),
        fields: 'id,email',
      },
      {
        role,
        collection: 'directus_files',
        action: 'create',
        presets: JSON.stringify({ title: 'by $CURRENT_USER', folder: null, uploaded_by: '$CURRENT_USER' }),
        fields: '*',
      },
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

  it("lists the role's rules merged with the defaults, variables resolved", async () => {
    const rules = await mine({ token });
    const users = rules.find((r) => r.collection === 'directus_users' && r.action === 'read')!;
    expect(users.permissions).toEqual({ _or: [{ id: { _eq: user.id } }, { role: { _eq: role } }] });
    expect(users.fields).toEqual(expect.arrayContaining(['id', 'email', 'first_name', 'tfa_secret']));
    expect(rules.find((r) => r.collection === 'directus_files' && r.action === 'create')).toMatchObject({
      presets: { uploaded_by: user.id, title: 'by $CURRENT_USER' },
      fields: ['*'],
    });
    expect(rules.find((r) => r.collection === 'directus_roles' && r.action === 'read')?.permissions).toEqual({ id: { _eq: role } });
    expect(rules.some((r) => r.collection === 'directus_files' && r.action === 'read')).toBe(false);
  });

  it('lists only the public rows for a caller without a token', async () => {
    expect(await mine()).toEqual([
      {
        id: null,
        role: null,
        collection: 'directus_files',
        action: 'read',
        permissions: null,
        validation: null,
        presets: null,
        fields: ['id'],
      },
    ]);
  });

  it('lists nothing for an admin, who is not bound by rules', async () => {
    expect(await mine({ token: server.adminToken })).toEqual([]);
  });
});

describe.each(DATABASES)('/permissions CRUD and item capabilities on %s', (client) => {
  let server: TestServer;
  let role: string;
  let otherRole: string;
  let user: { id: string; token: string };
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
      t.uuid('owner');
    });
    await db('directus_collections').insert({ collection: 'articles' });
    server.server.ctx.schema.invalidate();
    role = await server.createRole({ name: 'Author' });
    otherRole = await server.createRole({ name: 'Other' });
    const created = await server.createUser({ role });
    user = { id: created.id, token: (await server.login(created.email, created.password)).access_token };
    await db('articles').insert([
      { title: 'Mine', owner: user.id },
      { title: 'Theirs', owner: null },
    ]);
    const rows = (await db('articles').select('id', 'title')) as Array<{ id: number; title: string }>;
    mine = Number(rows.find((r) => r.title === 'Mine')!.id);
    theirs = Number(rows.find((r) => r.title === 'Theirs')!.id);
  });
  afterAll(async () => server?.close());

  const json = async (response: Response) =>
    response.status === 204 ? null : ((await response.json()) as { data: unknown; errors?: Array<{ extensions: { code: string } }> });
  const asUser = (path: string, init: RequestInit & { json?: unknown } = {}) => server.request(path, { ...init, token: user.token });

  it('lets an admin create, read, update and delete permission rows, and applies them at once', async () => {
    expect((await asUser('/items/articles')).status).toBe(403);
    const created = await server.asAdmin('/permissions', {
      method: 'POST',
      json: { role, collection: 'articles', action: 'read', fields: ['id', 'title'], permissions: { owner: { _eq: '$CURRENT_USER' } } },
    });
    expect(created.status).toBe(200);
    const row = (await json(created))!.data as { id: number; fields: string[]; permissions: unknown; role: string };
    expect(row).toMatchObject({
      role,
      collection: 'articles',
      action: 'read',
      fields: ['id', 'title'],
      permissions: { owner: { _eq: '$CURRENT_USER' } },
    });
    expect(((await json(await asUser('/items/articles')))!.data as Array<{ title: string }>).map((a) => a.title)).toEqual(['Mine']);

    const patched = await server.asAdmin(`/permissions/${row.id}`, { method: 'PATCH', json: { permissions: null, fields: ['title'] } });
    expect(((await json(patched))!.data as { fields: string[] }).fields).toEqual(['title']);
    expect(((await json(await asUser('/items/articles')))!.data as unknown[]).length).toBe(2);
    expect((await asUser('/items/articles?fields=id')).status).toBe(403);

    expect((await server.asAdmin(`/permissions/${row.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asUser('/items/articles')).status).toBe(403);
  });

  it('refuses writes by non-admins and rows the engine could not read', async () => {
    const byUser = await asUser('/permissions', { method: 'POST', json: { role, collection: 'articles', action: 'read', fields: ['*'] } });
    expect(byUser.status).toBe(403);
    for (const body of [
      { role, collection: 'articles', action: 'destroy' },
      { role, action: 'read' },
      { role, collection: 'articles', action: 'read', permissions: 'owner=me' },
    ]) {
      const response = await server.asAdmin('/permissions', { method: 'POST', json: body });
      expect(response.status).toBe(400);
      expect((await json(response))!.errors![0]!.extensions.code).toBe('INVALID_PAYLOAD');
    }
  });

  it('lets a user read the rows of their own role only', async () => {
    const db = server.server.ctx.db;
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'create', fields: 'title' },
      { role: otherRole, collection: 'articles', action: 'create', fields: '*' },
    ]);
    server.server.ctx.permissions.invalidate();
    const rows = (await json(await asUser('/permissions')))!.data as Array<{ role: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.role === role)).toBe(true);
    const everything = (await json(await server.asAdmin('/permissions')))!.data as Array<{ role: string }>;
    expect(everything.some((r) => r.role === otherRole)).toBe(true);
    await db('directus_permissions').where('collection', 'articles').delete();
    server.server.ctx.permissions.invalidate();
  });

  it('answers what the caller may do with one item', async () => {
    const db = server.server.ctx.db;
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: '*' },
      {
        role,
        collection: 'articles',
        action: 'update',
        permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }),
        presets: JSON.stringify({ title: 'x' }),
        fields: 'title',
      },
      { role, collection: 'articles', action: 'share', permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }) },
    ]);
    server.server.ctx.permissions.invalidate();
    const of = async (path: string, token = user.token) => {
      const response = await server.request(path, { token });
      return { status: response.status, data: (await json(response))?.data };
    };
    expect(await of(`/permissions/me/articles/${mine}`)).toEqual({
      status: 200,
      data: { update: { access: true, presets: { title: 'x' }, fields: ['title'] }, delete: { access: false }, share: { access: true } },
    });
    expect((await of(`/permissions/me/articles/${theirs}`)).data).toMatchObject({
      update: { access: false },
      delete: { access: false },
      share: { access: false },
    });
    expect((await of('/permissions/me/articles')).data).toMatchObject({
      update: { access: true },
      delete: { access: false },
      share: { access: true },
    });
    expect((await of('/permissions/me/articles/not-a-number')).data).toMatchObject({ update: { access: false } });
    expect((await of(`/permissions/me/articles/${theirs}`, server.adminToken)).data).toEqual({
      update: { access: true },
      delete: { access: true },
      share: { access: true },
    });
    expect((await of('/permissions/me/no_such_collection/1')).status).toBe(403);
    await db('directus_permissions').where('collection', 'articles').delete();
    server.server.ctx.permissions.invalidate();
  });
});
