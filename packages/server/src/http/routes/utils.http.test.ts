import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Row = Record<string, unknown>;
type Answer = { status: number; text: string; data?: unknown; errors?: Array<{ message: string; extensions: Row }> };

describe.each(DATABASES)('/utils on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let role: string;
  let user: string;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    role = await server.createRole({ name: 'Sorters' });
    user = `static-${randomUUID()}`;
    await server.createUser({ role, password: null, token: user });
    await db.schema.createTable('tasks', (t) => {
      t.increments('id');
      t.string('title');
      t.integer('sort');
    });
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('directus_collections').insert([{ collection: 'tasks', sort_field: 'sort' }, { collection: 'notes' }]);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  async function call(token: string | null, path: string, method = 'GET', body?: unknown): Promise<Answer> {
    const response = await server.request(path, { method, ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });
    const text = await response.text();
    return { status: response.status, text, ...(text ? (JSON.parse(text) as object) : {}) };
  }
  const failure = (answer: Answer) => [answer.status, answer.errors?.[0]?.extensions.code];

  describe('random strings and hashes', () => {
    it('answers random strings of the asked length (32 by default)', async () => {
      const plain = await call(null, '/utils/random/string');
      expect(plain.status).toBe(200);
      expect(plain.data).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await call(null, '/utils/random/string?length=500')).data).toHaveLength(500);
      const one = await call(null, '/utils/random/string?length=1');
      expect(one.data).toMatch(/^[A-Za-z0-9_-]$/);
      expect((await call(null, '/utils/random/string')).data).not.toBe(plain.data);
      for (const length of ['0', '501', '-3', '1.5', 'ten']) {
        const answer = await call(null, `/utils/random/string?length=${length}`);
        expect([length, ...failure(answer)]).toEqual([length, 400, 'INVALID_QUERY']);
      }
    });

    it('hashes with argon2 and verifies', async () => {
      const generated = await call(null, '/utils/hash/generate', 'POST', { string: 'correct horse' });
      expect(generated.status).toBe(200);
      const hash = generated.data as string;
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await call(null, '/utils/hash/verify', 'POST', { string: 'correct horse', hash })).toMatchObject({ status: 200, data: true });
      expect(await call(null, '/utils/hash/verify', 'POST', { string: 'wrong horse', hash })).toMatchObject({ status: 200, data: false });
    });

    it.each([
      ['/utils/hash/generate', {}],
      ['/utils/hash/generate', { string: '' }],
      ['/utils/hash/generate', { string: 5 }],
      ['/utils/hash/verify', { string: 'x' }],
      ['/utils/hash/verify', { hash: '$argon2id$v=19$m=65536,t=3,p=4$abc$def' }],
      ['/utils/hash/verify', { string: 'x', hash: 'md5:abc' }],
      ['/utils/hash/verify', ['x']],
    ])('%s refuses %j (400)', async (path, body) => {
      expect(failure(await call(null, path, 'POST', body))).toEqual([400, 'INVALID_PAYLOAD']);
    });
  });

  describe('manual sort', () => {
    const ids: Record<string, number> = {};
    const order = async () =>
      ((await db('tasks').orderBy('sort').orderBy('id').select('title', 'sort')) as Row[]).map(
        (row) => `${String(row.title)}${String(row.sort)}`,
      );
    const sort = (token: string | null, item: unknown, to: unknown, collection = 'tasks') =>
      call(token, `/utils/sort/${collection}`, 'POST', { item, to });

    beforeEach(async () => {
      await db('tasks').delete();
      for (const [index, title] of ['A', 'B', 'C', 'D', 'E'].entries()) {
        await db('tasks').insert({ title, sort: index + 1 });
        ids[title] = Number(((await db('tasks').where('title', title).first('id')) as Row).id);
      }
    });
    afterEach(async () => {
      await db('directus_permissions').where('role', role).delete();
      server.server.ctx.permissions.invalidate();
    });

    it('moves an item down or up to the place of another, shifting those between', async () => {
      const down = await sort(server.adminToken, ids.A, ids.D);
      expect([down.status, down.text]).toEqual([200, '']);
      expect(await order()).toEqual(['B1', 'C2', 'D3', 'A4', 'E5']);
      expect((await sort(server.adminToken, String(ids.E), String(ids.B))).status).toBe(200);
      expect(await order()).toEqual(['E1', 'B2', 'C3', 'D4', 'A5']);
      expect((await sort(server.adminToken, ids.C, ids.C)).status).toBe(200);
      expect(await order()).toEqual(['E1', 'B2', 'C3', 'D4', 'A5']);
    });

    it('first gives rows without a sort value places at the end, in key order', async () => {
      await db('tasks').insert([{ title: 'F' }, { title: 'G' }]);
      const f = Number(((await db('tasks').where('title', 'F').first('id')) as Row).id);
      expect((await sort(server.adminToken, f, ids.B)).status).toBe(200);
      expect(await order()).toEqual(['A1', 'F2', 'B3', 'C4', 'D5', 'E6', 'G7']);
    });

    it('refuses a collection without a numeric sort field, unknown items and bad bodies', async () => {
      expect(failure(await sort(server.adminToken, 1, 2, 'notes'))).toEqual([400, 'INVALID_PAYLOAD']);
      expect(failure(await sort(server.adminToken, 1, 2, 'directus_users'))).toEqual([400, 'INVALID_PAYLOAD']);
      expect(failure(await sort(server.adminToken, 1, 2, 'nowhere'))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await sort(server.adminToken, ids.A, 999999))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await sort(server.adminToken, 'abc', ids.B))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await sort(server.adminToken, ids.A, null))).toEqual([400, 'INVALID_PAYLOAD']);
      expect(failure(await call(server.adminToken, '/utils/sort/tasks', 'POST', [ids.A, ids.B]))).toEqual([400, 'INVALID_PAYLOAD']);
      await db('directus_collections').where('collection', 'notes').update({ sort_field: 'title' });
      server.server.ctx.schema.invalidate();
      expect(failure(await sort(server.adminToken, 1, 2, 'notes'))).toEqual([400, 'INVALID_PAYLOAD']);
      await db('directus_collections').where('collection', 'notes').update({ sort_field: null });
      server.server.ctx.schema.invalidate();
      expect(await order()).toEqual(['A1', 'B2', 'C3', 'D4', 'E5']);
    });

    it('needs the update rule with the sort field, on both items', async () => {
      const grant = async (rule: Row) => {
        await db('directus_permissions').where('role', role).delete();
        await db('directus_permissions').insert({ role, collection: 'tasks', action: 'update', ...rule });
        server.server.ctx.permissions.invalidate();
      };
      expect(failure(await sort(user, ids.A, ids.C))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await sort(null, ids.A, ids.C))).toEqual([403, 'FORBIDDEN']);
      await grant({ fields: 'title' });
      expect(failure(await sort(user, ids.A, ids.C))).toEqual([403, 'FORBIDDEN']);
      await grant({ fields: '*', permissions: JSON.stringify({ title: { _neq: 'C' } }) });
      expect(failure(await sort(user, ids.A, ids.C))).toEqual([403, 'FORBIDDEN']);
      expect(await order()).toEqual(['A1', 'B2', 'C3', 'D4', 'E5']);
      expect((await sort(user, ids.A, ids.D)).status).toBe(200);
      expect(await order()).toEqual(['B1', 'C2', 'D3', 'A4', 'E5']);
    });
  });

  describe('cache clear', () => {
    it("is for admins, and makes rules and schema changed behind the server's back apply", async () => {
      expect(failure(await call(user, '/utils/cache/clear', 'POST'))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await call(null, '/utils/cache/clear', 'POST'))).toEqual([403, 'FORBIDDEN']);

      await db.schema.createTable('late', (t) => {
        t.increments('id');
      });
      await db('directus_collections').insert({ collection: 'late' });
      await db('directus_permissions').insert({ role, collection: 'late', action: 'read', fields: '*' });
      await db('late').insert({});
      // Caches still hold the schema and rules from before.
      expect((await call(user, '/items/late')).status).toBe(403);

      const cleared = await call(server.adminToken, '/utils/cache/clear', 'POST');
      expect([cleared.status, cleared.text]).toEqual([200, '']);
      expect(await call(user, '/items/late')).toMatchObject({ status: 200, data: [{ id: 1 }] });
      await db('directus_permissions').where({ role, collection: 'late' }).delete();
      server.server.ctx.permissions.invalidate();
    });
  });
});
