import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCostOf } from '../../auth/argon2-hash-cost.js';
import { hashPassword } from '../../auth/passwords.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const DAY = 86_400_000;

describe.each(DATABASES)('shares sign-in and info on %s', (client) => {
  let server: TestServer;
  let role: string;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    role = await server.createRole({ name: 'Viewer', app_access: false });
    const db = server.server.ctx.db;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('directus_collections').insert({ collection: 'articles' });
  });
  afterAll(async () => server?.close());

  async function createShare(fields: Record<string, unknown> = {}): Promise<string> {
    const id = randomUUID();
    const { password, ...rest } = fields;
    await server.server.ctx.db('directus_shares').insert({
      id,
      name: 'A share',
      collection: 'articles',
      item: '1',
      role,
      times_used: 0,
      ...rest,
      ...(typeof password === 'string' ? { password: await hashPassword(password, hashCostOf(server.config)) } : {}),
    });
    return id;
  }
  const signIn = (body: Record<string, unknown>) => server.request('/shares/auth', { method: 'POST', json: body });
  const errorCode = async (response: Response) =>
    ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

  it('signs in as a share: a session row with the share, a token with its scope and role and no user', async () => {
    const share = await createShare();
    const response = await signIn({ share });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string; expires: number } };
    expect(data.expires).toBe(900_000);
    const claims = decodeJwt(data.access_token);
    expect(claims).toMatchObject({
      role,
      share,
      share_scope: { collection: 'articles', item: '1' },
      app_access: false,
      admin_access: false,
      iss: 'directus',
    });
    expect(claims.id).toBeUndefined();
    const session = await server.server.ctx.db('directus_sessions').where('token', data.refresh_token).first('user', 'share');
    expect(session).toEqual({ user: null, share });
    expect((await server.server.ctx.db('directus_shares').where('id', share).first('times_used')).times_used).toBe(1);
  });

  it('refreshes a share session into a new share token', async () => {
    const share = await createShare();
    const first = ((await (await signIn({ share })).json()) as { data: { refresh_token: string } }).data;
    const response = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: first.refresh_token, mode: 'json' } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string } };
    expect(decodeJwt(data.access_token)).toMatchObject({ share, role });
  });

  it('answers session mode with the expiry only and the token in the session cookie', async () => {
    const response = await signIn({ share: await createShare(), mode: 'session' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { expires: 86_400_000 } });
    expect(response.headers.get('set-cookie')).toMatch(/^directus_session_token=/);
  });

  it('requires the password of a protected share', async () => {
    const share = await createShare({ password: 'open-sesame' });
    for (const body of [{ share }, { share, password: 'wrong' }]) {
      const response = await signIn(body);
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe('INVALID_CREDENTIALS');
    }
    expect((await signIn({ share, password: 'open-sesame' })).status).toBe(200);
  });

  it('refuses a share before its start and after its end, and an unknown or malformed id', async () => {
    const future = await createShare({ date_start: new Date(Date.now() + DAY) });
    const past = await createShare({ date_end: new Date(Date.now() - DAY) });
    const current = await createShare({ date_start: new Date(Date.now() - DAY), date_end: new Date(Date.now() + DAY) });
    for (const share of [future, past, randomUUID(), 'not-a-uuid']) expect((await signIn({ share })).status).toBe(401);
    expect((await signIn({ share: current })).status).toBe(200);
  });

  it('stops at max_uses, counting each sign-in once even when they race', async () => {
    const share = await createShare({ max_uses: 3 });
    const statuses = await Promise.all(Array.from({ length: 5 }, () => signIn({ share }).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    expect((await server.server.ctx.db('directus_shares').where('id', share).first('times_used')).times_used).toBe(3);
  });

  it('validates the body', async () => {
    const response = await signIn({ password: 'x' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('INVALID_PAYLOAD');
  });

  it('describes a share inside its window with the password concealed, publicly', async () => {
    const start = new Date(Date.now() - DAY);
    const share = await createShare({ password: 'pw', max_uses: 5, date_start: start });
    const response = await server.request(`/shares/info/${share}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({
      id: share,
      collection: 'articles',
      item: '1',
      password: '**********',
      max_uses: 5,
      times_used: 0,
      date_start: expect.any(String),
      date_end: null,
    });
    expect(Math.abs(Date.parse(data.date_start as string) - start.getTime())).toBeLessThan(1_000);
  });

  it('hides a share outside its window and an unknown id behind FORBIDDEN', async () => {
    const expired = await createShare({ date_end: new Date(Date.now() - DAY) });
    for (const id of [expired, randomUUID(), 'nope']) {
      const response = await server.request(`/shares/info/${id}`);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('FORBIDDEN');
    }
  });
});

describe.each(DATABASES)('shares of items and share sessions on %s', (client) => {
  let server: TestServer;
  let viewer: string;
  let adminRole: string;
  let writerRole: string;
  let writer: { id: string; token: string };
  let stranger: { id: string; token: string };
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await db.schema.createTable('authors', (t) => {
      t.increments('id');
      t.string('name');
    });
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
      t.uuid('owner');
      t.integer('author').unsigned().references('id').inTable('authors');
    });
    await db('directus_collections').insert([{ collection: 'authors' }, { collection: 'articles' }]);
    await db('directus_relations').insert({
      many_collection: 'articles',
      many_field: 'author',
      one_collection: 'authors',
      one_field: 'articles',
    });
    await db('directus_fields').insert({ collection: 'authors', field: 'articles', special: 'o2m' });
    server.server.ctx.schema.invalidate();
    viewer = await server.createRole({ name: 'Viewer', app_access: false });
    adminRole = await server.createRole({ name: 'Admins too', admin_access: true });
    writerRole = await server.createRole({ name: 'Writer' });
    await db('directus_permissions').insert([
      { role: viewer, collection: 'articles', action: 'read', fields: '*' },
      { role: viewer, collection: 'authors', action: 'read', fields: 'id,name,articles' },
      { role: writerRole, collection: 'articles', action: 'read', fields: '*' },
      { role: writerRole, collection: 'authors', action: 'read', fields: 'id,name,articles' },
      { role: writerRole, collection: 'articles', action: 'share', permissions: JSON.stringify({ owner: { _eq: '$CURRENT_USER' } }) },
    ]);
    const signIn = async (role: string) => {
      const user = await server.createUser({ role });
      return { id: user.id, token: (await server.login(user.email, user.password)).access_token };
    };
    writer = await signIn(writerRole);
    stranger = await signIn(viewer);
    await db('authors').insert({ name: 'Ann' });
    const author = ((await db('authors').first('id')) as { id: number }).id;
    await db('articles').insert([
      { title: 'Shared', owner: writer.id, author },
      { title: 'Other', owner: writer.id, author },
      { title: 'Not mine', owner: null, author },
    ]);
    const rows = (await db('articles').select('id', 'title')) as Array<{ id: number; title: string }>;
    ids = Object.fromEntries(rows.map((row) => [row.title, Number(row.id)]));
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  const body = async (response: Response) =>
    (await response.json()) as {
      data: Record<string, unknown> & Array<Record<string, unknown>>;
      errors?: Array<{ extensions: { code: string; field?: string } }>;
    };
  const share = (token: string, json: Record<string, unknown>) => server.request('/shares', { method: 'POST', token, json });

  it('lets a user share an item their share rule covers, with their own role or none', async () => {
    const response = await share(writer.token, {
      name: 'For Bob',
      collection: 'articles',
      item: ids.Shared,
      role: writerRole,
      password: 'secret-pw',
      max_uses: 3,
    });
    expect(response.status).toBe(200);
    const { data } = await body(response);
    expect(data).toMatchObject({
      collection: 'articles',
      item: String(ids.Shared),
      role: writerRole,
      user_created: writer.id,
      times_used: 0,
      max_uses: 3,
      password: '**********',
    });
    const roleless = await share(writer.token, { collection: 'articles', item: ids.Shared, role: null });
    expect(roleless.status).toBe(200);
    expect((await body(roleless)).data.role).toBeNull();
    const stored = (await server.server.ctx
      .db('directus_shares')
      .where('id', data.id as string)
      .first('password')) as { password: string };
    expect(stored.password).toMatch(/^\$argon2/);
  });

  it("refuses items outside the share rule, callers without one, other roles than the caller's, and admin or unknown roles", async () => {
    expect((await share(writer.token, { collection: 'articles', item: ids['Not mine'], role: writerRole })).status).toBe(403);
    expect((await share(stranger.token, { collection: 'articles', item: ids.Shared, role: viewer })).status).toBe(403);
    expect((await share(writer.token, { collection: 'articles', item: ids.Shared, role: writerRole, times_used: -5 })).status).toBe(403);
    for (const role of [viewer, adminRole, '00000000-0000-4000-8000-000000000000']) {
      const response = await share(writer.token, { collection: 'articles', item: ids.Shared, role });
      expect(response.status).toBe(403);
      expect((await body(response)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    }
    for (const role of [adminRole, '00000000-0000-4000-8000-000000000000']) {
      const adminShare = await server.asAdmin('/shares', { method: 'POST', json: { collection: 'articles', item: ids.Shared, role } });
      expect(adminShare.status).toBe(400);
      expect((await body(adminShare)).errors![0]!.extensions).toMatchObject({ code: 'INVALID_PAYLOAD', field: 'role' });
    }
  });

  it("shows users the shares they created, and no one else's", async () => {
    await share(writer.token, { name: 'Listed', collection: 'articles', item: ids.Other, role: writerRole });
    const mine = (await body(await server.request('/shares', { token: writer.token }))).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.user_created === writer.id)).toBe(true);
    expect((await body(await server.request('/shares', { token: stranger.token }))).data).toEqual([]);
    expect((await server.request(`/shares/${mine[0]!.id as string}`, { method: 'DELETE', token: stranger.token })).status).toBe(403);
  });

  it('lets a share session read its item and what the role may read through it, and nothing else', async () => {
    const created = (await body(await share(writer.token, { collection: 'articles', item: ids.Shared, role: writerRole }))).data;
    const signIn = await server.request('/shares/auth', { method: 'POST', json: { share: created.id } });
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    const asShare = (path: string, init: RequestInit & { json?: unknown } = {}) => server.request(path, { ...init, token });

    const list = await body(await asShare('/items/articles'));
    expect(list.data.map((a) => a.title)).toEqual(['Shared']);
    const item = await body(await asShare(`/items/articles/${ids.Shared}?fields=title,author.name,author.articles.title`));
    expect(item.data).toEqual({ title: 'Shared', author: { name: 'Ann', articles: [{ title: 'Shared' }] } });
    expect((await asShare(`/items/articles/${ids.Other}`)).status).toBe(403);
    expect(
      (await asShare(`/items/articles?filter=${encodeURIComponent(JSON.stringify({ id: { _eq: ids.Other } }))}`).then(body)).data,
    ).toEqual([]);
    expect((await asShare('/items/authors')).status).toBe(403);
    expect((await asShare('/items/articles', { method: 'POST', json: { title: 'x' } })).status).toBe(403);
    expect((await asShare(`/items/articles/${ids.Shared}`, { method: 'PATCH', json: { title: 'x' } })).status).toBe(403);
    expect((await asShare('/shares')).status).toBe(403);
  });
});
