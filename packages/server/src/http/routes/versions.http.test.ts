import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Row = Record<string, unknown>;
type Answer = { status: number; data?: unknown; errors?: Array<{ message: string; extensions: Row }> };

describe.each(TEST_DATABASES)('/versions on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let admin: string;
  let user: { id: string; token: string };
  const items: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    const role = await server.createRole({ name: 'Editors' });
    user = { id: '', token: `static-${randomUUID()}` };
    user.id = (await server.createUser({ role, password: null, token: user.token })).id;
    admin = ((await db('directus_users').where('token', server.adminToken).first('id')) as { id: string }).id;
    for (const name of ['articles', 'secrets', 'plain']) {
      await db.schema.createTable(name, (t) => {
        t.increments('id');
        t.string('title');
      });
      await db('directus_collections').insert({ collection: name, versioning: name !== 'plain' });
      await db(name).insert({ title: name });
      items[name] = Number(((await db(name).first('id')) as Row).id);
    }
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: '*' },
      { role, collection: 'directus_versions', action: 'read', fields: '*', permissions: JSON.stringify({ user_created: { _eq: '$CURRENT_USER' } }) },
      { role, collection: 'directus_versions', action: 'create', fields: '*' },
    ]);
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  async function call(token: string, path: string, method = 'GET', body?: unknown): Promise<Answer> {
    const response = await server.request(path, { method, token, ...(body !== undefined ? { json: body } : {}) });
    const text = await response.text();
    return { status: response.status, ...(text ? (JSON.parse(text) as object) : {}) };
  }
  const failure = (answer: Answer) => [answer.status, answer.errors?.[0]?.extensions.code];

  it('lets an admin create, read, rename and delete a version, with exact bodies', async () => {
    const made = await call(server.adminToken, '/versions', 'POST', { key: 'draft', name: 'Draft', collection: 'articles', item: items.articles });
    expect(made).toEqual({
      status: 200,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/), key: 'draft', name: 'Draft', collection: 'articles', item: String(items.articles), hash: null,
        date_created: expect.any(String), date_updated: expect.any(String), user_created: admin, user_updated: null,
      },
    });
    const version = made.data as Row;
    expect(await call(server.adminToken, `/versions/${String(version.id)}`)).toEqual({ status: 200, data: version });
    expect(await call(server.adminToken, `/versions/${String(version.id)}`, 'PATCH', { name: 'Spring draft', key: 'spring' })).toEqual({ status: 200, data: { ...version, name: 'Spring draft', key: 'spring' } });
    expect(await call(server.adminToken, '/versions', 'SEARCH', { query: { filter: { key: { _eq: 'spring' } }, fields: ['key', 'item'] } })).toEqual({ status: 200, data: [{ key: 'spring', item: String(items.articles) }] });
    expect((await call(server.adminToken, `/versions/${String(version.id)}`, 'DELETE')).status).toBe(204);
    expect(failure(await call(server.adminToken, `/versions/${String(version.id)}`))).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses reserved, duplicate and unversioned versions, and changes of what a version belongs to', async () => {
    const base = { collection: 'articles', item: items.articles };
    const first = (await call(server.adminToken, '/versions', 'POST', { ...base, key: 'one' })).data as Row;
    expect(failure(await call(server.adminToken, '/versions', 'POST', { ...base, key: 'one' }))).toEqual([422, 'UNPROCESSABLE_CONTENT']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', [{ ...base, key: 'two' }, { ...base, key: 'two' }]))).toEqual([422, 'UNPROCESSABLE_CONTENT']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { ...base, key: 'main' }))).toEqual([400, 'INVALID_PAYLOAD']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'articles', key: 'x' }))).toEqual([400, 'INVALID_PAYLOAD']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { ...base }))).toEqual([400, 'INVALID_PAYLOAD']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'plain', item: items.plain, key: 'x' }))).toEqual([422, 'UNPROCESSABLE_CONTENT']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'articles', item: 999999, key: 'x' }))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'nowhere', item: 1, key: 'x' }))).toEqual([403, 'FORBIDDEN']);
    for (const change of [{ collection: 'secrets' }, { item: '2' }, { key: 'main' }, { key: '' }]) {
      expect(failure(await call(server.adminToken, `/versions/${String(first.id)}`, 'PATCH', change))).toEqual([400, 'INVALID_PAYLOAD']);
    }
    expect(await db('directus_versions').where('id', String(first.id)).select('key', 'collection')).toEqual([{ key: 'one', collection: 'articles' }]);
    expect(await db('directus_versions').where('key', 'two').select('id')).toEqual([]);
  });

  it('lets a user with the rules version items they can read, as themselves', async () => {
    const made = await call(user.token, '/versions', 'POST', { collection: 'articles', item: items.articles, key: 'mine' });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ key: 'mine', user_created: user.id });
    expect(failure(await call(user.token, '/versions', 'POST', { collection: 'secrets', item: items.secrets, key: 'peek' }))).toEqual([403, 'FORBIDDEN']);
    expect(((await call(user.token, '/versions?fields=key')).data as Row[]).map((row) => row.key)).toEqual(['mine']);
    expect(failure(await call(user.token, `/versions/${String((made.data as Row).id)}`, 'PATCH', { name: 'x' }))).toEqual([403, 'FORBIDDEN']);
  });
});
