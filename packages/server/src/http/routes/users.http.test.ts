import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
type User = Record<string, unknown>;
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const dataOf = async <T = User>(response: Response) => ((await response.json()) as { data: T }).data;

describe.each(DATABASES)('users on %s', (client) => {
  let server: TestServer;
  let editorRole: string;
  let adminRole: string;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
    editorRole = await server.createRole({ name: 'Editor' });
    adminRole = String((await server.server.ctx.db('directus_users').where('email', TEST_ADMIN.email).first('role')).role);
  });
  afterAll(async () => server?.close());

  const db = () => server.server.ctx.db;
  const asUser = async (fields: Record<string, unknown> = {}) => {
    const user = await server.createUser({ role: editorRole, ...fields });
    return { ...user, token: (await server.login(user.email, user.password)).access_token };
  };

  it('answers GET /users/me without a user with 401 INVALID_CREDENTIALS', async () => {
    const response = await server.request('/users/me');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).extensions.code).toBe('INVALID_CREDENTIALS');
  });

  it('gives a user their own record, limited to the self-readable fields, secrets concealed', async () => {
    const user = await asUser({ first_name: 'Ada', token: 'my-own-static-token' });
    await db()('directus_users').where('id', user.id).update({ tfa_secret: 'JBSWY3DPEHPK3PXP' });
    const me = await dataOf(await server.request('/users/me', { token: user.token }));
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Ada',
      role: editorRole,
      status: 'active',
      password: '**********',
      tfa_secret: '**********',
    });
    // The default rule of spec section 6 does not include the static token, nor provider data.
    expect(me).not.toHaveProperty('token');
    expect(me).not.toHaveProperty('auth_data');
    expect(await dataOf(await server.request('/users/me?fields=id,email', { token: user.token }))).toEqual({
      id: user.id,
      email: user.email,
    });
    expect(await dataOf(await server.request('/users/me?fields=role.id,role.name', { token: user.token }))).toEqual({
      role: { id: editorRole, name: 'Editor' },
    });
    // A field the user may not read gives `{id}`, as the reference answers /users/me.
    expect(await dataOf(await server.request('/users/me?fields=token', { token: user.token }))).toEqual({ id: user.id });
  });

  it('gives an admin every field of themselves, the static token concealed', async () => {
    const me = await dataOf(await server.asAdmin('/users/me'));
    expect(me).toMatchObject({
      email: TEST_ADMIN.email,
      token: '**********',
      password: '**********',
      tfa_secret: null,
      provider: 'default',
    });
  });

  it('lets a user change their own profile fields but not their role or status', async () => {
    const user = await asUser();
    const response = await server.request('/users/me', {
      method: 'PATCH',
      token: user.token,
      json: { first_name: 'Grace', appearance: 'dark', tags: ['a', 'b'], email_notifications: false },
    });
    expect(response.status).toBe(200);
    expect(await dataOf(response)).toMatchObject({ first_name: 'Grace', appearance: 'dark', tags: ['a', 'b'] });
    expect(await db()('directus_users').where('id', user.id).first('first_name')).toEqual({ first_name: 'Grace' });
    for (const change of [{ role: adminRole }, { status: 'draft' }, { token: 'x' }]) {
      const refused = await server.request('/users/me', { method: 'PATCH', token: user.token, json: change });
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).extensions.code).toBe('FORBIDDEN');
    }
  });

  it('tracks the last page without other checks', async () => {
    const user = await asUser();
    const response = await server.request('/users/me/track/page', {
      method: 'PATCH',
      token: user.token,
      json: { last_page: '/content/articles' },
    });
    expect(response.status).toBe(204);
    expect(await db()('directus_users').where('id', user.id).first('last_page')).toEqual({ last_page: '/content/articles' });
  });

  it("applies the caller's rules: by default a user reads only themself and writes no one", async () => {
    const user = await asUser();
    const other = await server.createUser({ role: editorRole });
    const listed = await dataOf<User[]>(await server.request('/users?fields=id,email', { token: user.token }));
    expect(listed).toEqual([{ id: user.id, email: user.email }]);
    expect(await dataOf(await server.request(`/users/${user.id}?fields=id`, { token: user.token }))).toEqual({ id: user.id });
    const hiddenField = await server.request(`/users/${user.id}?fields=token`, { token: user.token });
    expect(hiddenField.status).toBe(403);
    for (const [method, path] of [
      ['GET', `/users/${other.id}`],
      ['PATCH', `/users/${user.id}`],
      ['PATCH', `/users/${other.id}`],
      ['DELETE', `/users/${other.id}`],
      ['POST', '/users'],
      ['DELETE', `/users/${user.id}`],
      ['POST', '/users/invite'],
    ] as const) {
      const response = await server.request(path, {
        method,
        token: user.token,
        json: method === 'GET' || method === 'DELETE' ? undefined : { email: 'x@example.com' },
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await server.request('/users')).status).toBe(403);
  });

  it('lists users with fields, sort, limit, offset and meta', async () => {
    await server.createUser({ email: 'list-a@example.com', first_name: 'Zed' });
    await server.createUser({ email: 'list-b@example.com', first_name: 'Amy' });
    const response = await server.asAdmin('/users?fields=email,first_name&sort=-email&limit=2&meta=*');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: User[]; meta: Record<string, number> };
    expect(body.data).toHaveLength(2);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['email', 'first_name']);
    expect(String(body.data[0]!.email) >= String(body.data[1]!.email)).toBe(true);
    const total = Number((await db()('directus_users').count({ n: '*' }).first())?.n);
    expect(body.meta).toEqual({ total_count: total, filter_count: total });
    const page2 = await dataOf<User[]>(await server.asAdmin('/users?fields=email&sort=email&limit=1&page=2'));
    const offset1 = await dataOf<User[]>(await server.asAdmin('/users?fields=email&sort=email&limit=1&offset=1'));
    expect(page2).toEqual(offset1);
    const bad = await server.asAdmin('/users?sort=nope');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).extensions.code).toBe('INVALID_QUERY');
  });

  it('creates one user or many, hashing the password and concealing it on the way back', async () => {
    const one = await server.asAdmin('/users?fields=id,email,password,role.name', {
      method: 'POST',
      json: { email: 'new-one@example.com', password: 'Secret-pass-1', role: editorRole },
    });
    expect(one.status).toBe(200);
    const created = await dataOf(one);
    expect(created).toMatchObject({ email: 'new-one@example.com', password: '**********', role: { name: 'Editor' } });
    expect((await db()('directus_users').where('id', String(created.id)).first('password')).password).toMatch(/^\$argon2id\$/);
    expect((await server.login('new-one@example.com', 'Secret-pass-1')).access_token).toBeTruthy();
    const many = await server.asAdmin('/users', {
      method: 'POST',
      json: [{ email: 'many-1@example.com' }, { email: 'many-2@example.com', status: 'draft' }],
    });
    expect(many.status).toBe(200);
    expect((await dataOf<User[]>(many)).map((user) => [user.email, user.status])).toEqual([
      ['many-1@example.com', 'active'],
      ['many-2@example.com', 'draft'],
    ]);
  });

  it.each([
    [{ email: 'NEW-ONE@example.com' }, 'RECORD_NOT_UNIQUE', 'email'],
    [{ email: 'not-an-email' }, 'FAILED_VALIDATION', 'email'],
    [{ email: 'bad-status@example.com', status: 'sleeping' }, 'FAILED_VALIDATION', 'status'],
    [{ email: 'bad-role@example.com', role: '00000000-0000-4000-8000-000000000000' }, 'INVALID_FOREIGN_KEY', 'role'],
  ])('refuses a user %j with %s on %s', async (payload, code, field) => {
    await server.asAdmin('/users', { method: 'POST', json: { email: 'new-one@example.com' } });
    const response = await server.asAdmin('/users', { method: 'POST', json: payload });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).extensions).toMatchObject({ code, field });
  });

  it('refuses two users with the same e-mail in one batch, and creates neither', async () => {
    const response = await server.asAdmin('/users', {
      method: 'POST',
      json: [{ email: 'twin@example.com' }, { email: 'Twin@Example.com' }],
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).extensions.code).toBe('RECORD_NOT_UNIQUE');
    expect(await db()('directus_users').whereRaw('lower(email) = ?', ['twin@example.com']).first()).toBeUndefined();
  });

  it.each(['tfa_secret', 'provider', 'external_identifier'])('never lets %s be set by hand', async (field) => {
    const user = await server.createUser();
    for (const [method, path] of [
      ['POST', '/users'],
      ['PATCH', `/users/${user.id}`],
      ['PATCH', '/users/me'],
    ] as const) {
      const response = await server.asAdmin(path, { method, json: { email: `set-${field}-${method}@example.com`, [field]: 'x' } });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        message: `Invalid payload. You can't change the "${field}" value manually.`,
        extensions: { code: 'INVALID_PAYLOAD' },
      });
    }
  });

  it('updates one user, a batch of items and a batch of keys', async () => {
    const a = await server.createUser();
    const b = await server.createUser();
    const one = await server.asAdmin(`/users/${a.id}?fields=id,title`, { method: 'PATCH', json: { title: 'Chief' } });
    expect(await dataOf(one)).toEqual({ id: a.id, title: 'Chief' });
    const items = await server.asAdmin('/users?fields=id,title', {
      method: 'PATCH',
      json: [
        { id: a.id, title: 'A' },
        { id: b.id, title: 'B' },
      ],
    });
    expect(await dataOf(items)).toEqual([
      { id: a.id, title: 'A' },
      { id: b.id, title: 'B' },
    ]);
    const keys = await server.asAdmin('/users?fields=id,location', {
      method: 'PATCH',
      json: { keys: [a.id, b.id], data: { location: 'Paris' } },
    });
    expect(await dataOf(keys)).toEqual([
      { id: a.id, location: 'Paris' },
      { id: b.id, location: 'Paris' },
    ]);
    const missing = await server.asAdmin('/users/00000000-0000-4000-8000-000000000000', { method: 'PATCH', json: { title: 'x' } });
    expect(missing.status).toBe(403);
  });

  it('lets an admin give a user a static token that then authenticates', async () => {
    const user = await server.createUser({ role: editorRole });
    expect((await server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { token: 'given-static-token' } })).status).toBe(200);
    const me = await dataOf(await server.request('/users/me?fields=id', { token: 'given-static-token' }));
    expect(me).toEqual({ id: user.id });
    const other = await server.createUser();
    const clash = await server.asAdmin(`/users/${other.id}`, { method: 'PATCH', json: { token: 'given-static-token' } });
    expect((await errorOf(clash)).extensions).toMatchObject({ code: 'RECORD_NOT_UNIQUE', field: 'token' });
  });

  it('deletes one user or a batch, and their sessions with them', async () => {
    const a = await asUser();
    const b = await server.createUser();
    const c = await server.createUser();
    expect((await server.asAdmin(`/users/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await db()('directus_sessions').where('user', a.id).first()).toBeUndefined();
    expect((await server.request('/users/me', { token: a.token })).status).toBe(401);
    expect((await server.asAdmin('/users', { method: 'DELETE', json: [b.id, c.id] })).status).toBe(204);
    expect(await db()('directus_users').whereIn('id', [a.id, b.id, c.id]).first()).toBeUndefined();
  });

  it('enforces the password policy on create, update and the own record', async () => {
    const user = await asUser();
    const attempts = (password: string) => [
      server.asAdmin('/users', { method: 'POST', json: { email: `policy-${password.length}-${Math.random()}@example.com`, password } }),
      server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { password } }),
      server.asAdmin('/users', { method: 'PATCH', json: [{ id: user.id, password }] }),
      server.request('/users/me', { method: 'PATCH', token: user.token, json: { password } }),
    ];
    await db()('directus_settings').update({ auth_password_policy: 'weak' });
    try {
      for (const response of await Promise.all(attempts('seven77'))) {
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.extensions).toMatchObject({ code: 'FAILED_VALIDATION', field: 'password' });
        expect(error.message).toContain("Provided password doesn't match password policy");
      }
      for (const response of await Promise.all(attempts('eight888'))) expect(response.status).toBe(200);
    } finally {
      await db()('directus_settings').update({ auth_password_policy: null });
    }
    expect((await server.login(user.email, 'eight888')).access_token).toBeTruthy();
  });

  it('never removes or deactivates the last active admin (422), but does once another exists', async () => {
    const admin = await db()('directus_users').where('email', TEST_ADMIN.email).first('id');
    for (const [method, path, json] of [
      ['PATCH', `/users/${admin.id}`, { status: 'suspended' }],
      ['PATCH', `/users/${admin.id}`, { role: editorRole }],
      ['PATCH', `/users/${admin.id}`, { role: null }],
      ['PATCH', '/users/me', { status: 'archived' }],
      ['DELETE', `/users/${admin.id}`, undefined],
    ] as const) {
      const response = await server.asAdmin(path, { method, json });
      expect(response.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(422);
      expect((await errorOf(response)).extensions.code).toBe('UNPROCESSABLE_CONTENT');
    }
    expect(await db()('directus_users').where('id', admin.id).first('status', 'role')).toEqual({ status: 'active', role: adminRole });
    // With a second active admin, either of them may go.
    const second = await server.createUser({ role: adminRole });
    expect((await server.asAdmin(`/users/${second.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
    expect((await server.asAdmin(`/users/${second.id}`, { method: 'PATCH', json: { status: 'active', role: editorRole } })).status).toBe(
      200,
    );
    const spare = await server.createUser({ role: adminRole });
    expect((await server.asAdmin(`/users/${spare.id}`, { method: 'DELETE' })).status).toBe(204);
    // Both at once would leave none.
    const third = await server.createUser({ role: adminRole });
    expect((await server.asAdmin('/users', { method: 'DELETE', json: [admin.id, third.id] })).status).toBe(422);
    expect(await db()('directus_users').where('id', third.id).first('id')).toBeTruthy();
  });
});
