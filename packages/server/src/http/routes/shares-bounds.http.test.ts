import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data: Record<string, unknown>; errors?: Array<{ extensions: { code: string } }> };
const body = async (response: Response) => (await response.json()) as Body;

/** A share never outranks its creator: issue 12, point 6 (the reference's GHSA-pmf4-v838-29hg). */
describe.each(DATABASES)('shares bounded by their creator on %s', (client) => {
  let server: TestServer;
  let strong: string;
  let weak: string;
  let nothing: string;
  let adminId: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000', AUTH_TOKEN_CACHE_TTL: '1h' },
    });
    const db = server.server.ctx.db;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
      t.string('secret');
      t.uuid('owner');
    });
    await db('directus_collections').insert({ collection: 'articles' });
    server.server.ctx.schema.invalidate();
    strong = await server.createRole({ name: 'Strong' });
    weak = await server.createRole({ name: 'Weak' });
    nothing = await server.createRole({ name: 'Nothing' });
    const mine = JSON.stringify({ owner: { _eq: '$CURRENT_USER' } });
    await db('directus_permissions').insert([
      { role: strong, collection: 'articles', action: 'read', fields: '*' },
      { role: weak, collection: 'articles', action: 'read', fields: 'id,title', permissions: mine },
      { role: weak, collection: 'articles', action: 'share', fields: '*', permissions: mine },
      {
        role: weak,
        collection: 'directus_shares',
        action: 'update',
        fields: '*',
        permissions: JSON.stringify({ user_created: { _eq: '$CURRENT_USER' } }),
      },
    ]);
    server.server.ctx.permissions.invalidate();
    adminId = ((await db('directus_users').where('email', TEST_ADMIN.email).first('id')) as { id: string }).id;
  });
  afterAll(async () => server?.close());

  /** A weak user owning one article ("Mine") next to one they do not own ("Theirs"). */
  async function weakUser() {
    const user = await server.createUser({ role: weak });
    const db = server.server.ctx.db;
    await db('articles').insert([
      { title: `Mine ${user.id}`, secret: 's1', owner: user.id },
      { title: `Theirs ${user.id}`, secret: 's2', owner: null },
    ]);
    const rows = (await db('articles')
      .whereIn('title', [`Mine ${user.id}`, `Theirs ${user.id}`])
      .select('id', 'title')) as Array<{ id: number; title: string }>;
    ids = Object.fromEntries(rows.map((row) => [row.title.split(' ')[0]!, String(row.id)]));
    return { ...user, token: (await server.login(user.email, user.password)).access_token, mine: ids.Mine!, theirs: ids.Theirs! };
  }
  const sharesOf = async (user: string) =>
    (await server.server.ctx.db('directus_shares').where('user_created', user).select('id', 'role')) as Array<{
      id: string;
      role: string | null;
    }>;
  const insertShare = async (fields: Record<string, unknown>) => {
    const id = randomUUID();
    await server.server.ctx.db('directus_shares').insert({ id, collection: 'articles', times_used: 0, ...fields });
    return id;
  };
  const shareToken = async (share: string) => {
    const response = await server.request('/shares/auth', { method: 'POST', json: { share } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { access_token: string } }).data.access_token;
  };

  it("refuses to create a share with a role stronger than the caller's own (403, nothing stored), even in a batch", async () => {
    const user = await weakUser();
    const refused = await server.request('/shares', {
      method: 'POST',
      token: user.token,
      json: { collection: 'articles', item: user.mine, role: strong },
    });
    expect(refused.status).toBe(403);
    expect((await body(refused)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    const batch = await server.request('/shares', {
      method: 'POST',
      token: user.token,
      json: [
        { collection: 'articles', item: user.mine, role: weak },
        { collection: 'articles', item: user.mine, role: strong },
      ],
    });
    expect(batch.status).toBe(403);
    expect(await sharesOf(user.id)).toEqual([]);
  });

  it("creates a share of the caller's own role, or of none", async () => {
    const user = await weakUser();
    for (const role of [weak, null]) {
      const response = await server.request('/shares', {
        method: 'POST',
        token: user.token,
        json: { collection: 'articles', item: user.mine, role },
      });
      expect(response.status).toBe(200);
      expect((await body(response)).data.role).toBe(role);
    }
    expect((await sharesOf(user.id)).length).toBe(2);
  });

  it("refuses to raise a share's role or hand it to another creator by update; other changes pass", async () => {
    const user = await weakUser();
    const created = await body(
      await server.request('/shares', { method: 'POST', token: user.token, json: { collection: 'articles', item: user.mine, role: weak } }),
    );
    const id = created.data.id as string;
    const patch = (path: string, json: unknown) => server.request(path, { method: 'PATCH', token: user.token, json });
    for (const [path, json] of [
      [`/shares/${id}`, { role: strong }],
      [`/shares/${id}`, { user_created: adminId }],
      ['/shares', { keys: [id], data: { role: strong } }],
      ['/shares', [{ id, role: strong }]],
    ] as const) {
      const response = await patch(path, json);
      expect(response.status, JSON.stringify(json)).toBe(403);
      expect((await body(response)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    }
    expect(await sharesOf(user.id)).toEqual([{ id, role: weak }]);
    expect((await patch(`/shares/${id}`, { name: 'Renamed', role: weak })).status).toBe(200);
  });

  it('lets a share of a stronger role read only what its creator may: fields and rows', async () => {
    const user = await weakUser();
    const token = await shareToken(await insertShare({ item: user.mine, role: strong, user_created: user.id }));
    const item = await server.request(`/items/articles/${user.mine}`, { token });
    expect(item.status).toBe(200);
    expect((await body(item)).data).toEqual({ id: Number(user.mine), title: `Mine ${user.id}` });
    expect((await server.request(`/items/articles/${user.mine}?fields=secret`, { token })).status).toBe(403);
    const theirs = await shareToken(await insertShare({ item: user.theirs, role: strong, user_created: user.id }));
    expect((await server.request(`/items/articles/${user.theirs}`, { token: theirs })).status).toBe(403);
    expect((await body(await server.request('/items/articles', { token: theirs }))).data).toEqual([]);
  });

  it("takes the creator's current access: a changed role, a suspension or a deletion end what the share reads", async () => {
    const reads = (token: string, item: string) => server.request(`/items/articles/${item}`, { token }).then((response) => response.status);
    const moved = await weakUser();
    const movedToken = await shareToken(await insertShare({ item: moved.mine, role: strong, user_created: moved.id }));
    expect(await reads(movedToken, moved.mine)).toBe(200);
    expect((await server.asAdmin(`/users/${moved.id}`, { method: 'PATCH', json: { role: nothing } })).status).toBe(200);
    expect(await reads(movedToken, moved.mine)).toBe(403);

    const suspended = await weakUser();
    const suspendedToken = await shareToken(await insertShare({ item: suspended.mine, role: strong, user_created: suspended.id }));
    expect(await reads(suspendedToken, suspended.mine)).toBe(200);
    expect((await server.asAdmin(`/users/${suspended.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
    expect(await reads(suspendedToken, suspended.mine)).toBe(403);

    const deleted = await weakUser();
    const share = await insertShare({ item: deleted.mine, role: strong, user_created: deleted.id });
    const deletedToken = await shareToken(share);
    expect(await reads(deletedToken, deleted.mine)).toBe(200);
    expect((await server.asAdmin(`/users/${deleted.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await server.server.ctx.db('directus_shares').where('id', share).first('user_created')).user_created).toBeNull();
    expect(await reads(deletedToken, deleted.mine)).toBe(403);
  });

  it('ends the tokens of a deleted share at once, cached or not', async () => {
    const user = await weakUser();
    const share = await insertShare({ item: user.mine, role: strong, user_created: user.id });
    const token = await shareToken(share);
    expect((await server.request(`/items/articles/${user.mine}`, { token })).status).toBe(200);
    expect((await server.asAdmin(`/shares/${share}`, { method: 'DELETE' })).status).toBe(204);
    const refused = await server.request(`/items/articles/${user.mine}`, { token });
    expect(refused.status).toBe(401);
    expect((await body(refused)).errors![0]!.extensions.code).toBe('INVALID_CREDENTIALS');
  });

  it("lets an admin's share read with its role, as before", async () => {
    const user = await weakUser();
    const response = await server.asAdmin('/shares', { method: 'POST', json: { collection: 'articles', item: user.theirs, role: strong } });
    expect(response.status).toBe(200);
    const created = (await body(response)).data;
    expect(created.user_created).toBe(adminId);
    const token = await shareToken(created.id as string);
    const item = await server.request(`/items/articles/${user.theirs}`, { token });
    expect(item.status).toBe(200);
    expect((await body(item)).data).toMatchObject({ title: `Theirs ${user.id}`, secret: 's2' });
  });
});
