import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { createItems } from '../services/items/create-items.js';
import { deleteItems } from '../services/items/delete-items.js';
import type { OperationContext } from '../services/items/operation-context.js';
import { readItem, readItems } from '../services/items/read-items.js';
import { updateItems } from '../services/items/update-items.js';
import { resolveRequestAccess } from '../services/permissions/resolve-request-access.js';
import type { Accountability } from './accountability.js';
import { SELF_READABLE_USER_FIELDS } from './self-user-fields.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Row = Record<string, unknown>;

/**
 * Spec section 6, row by row: what every signed-in user may do whatever their role (the role here has
 * no rows of its own), shown allowed and refused. Collections with a route are called over HTTP; those
 * without one yet (activity, presets, settings, translations, notifications) through the item
 * operations with the caller's resolved rules, which is what their routes will hand them.
 */
describe.each(DATABASES)('default rules for every signed-in user on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let role: string;
  let otherRole: string;
  let me: { id: string; token: string };
  let other: { id: string; token: string };
  let as: Accountability;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    role = await server.createRole({ name: 'Plain' });
    otherRole = await server.createRole({ name: 'Elsewhere' });
    const signIn = async (roleId: string) => {
      const user = await server.createUser({ role: roleId, token: `static-${randomUUID()}` });
      return { id: user.id, token: (await server.login(user.email, user.password)).access_token };
    };
    me = await signIn(role);
    other = await signIn(otherRole);
    as = { user: me.id, role, admin: false, app: true, ip: null, userAgent: null, origin: null };
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('directus_collections').insert({ collection: 'articles' });
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  async function op(accountability: Accountability = as): Promise<OperationContext> {
    const access = await resolveRequestAccess(server.server.ctx, accountability);
    return {
      db,
      schema: await server.server.ctx.schema.get(),
      accountability,
      config: server.server.ctx.config,
      writes: server.server.ctx.writes,
      permissions: access,
    };
  }
  const get = async (path: string, token = me.token) => {
    const response = await server.request(path, { token });
    const text = await response.text();
    return { status: response.status, data: (text ? (JSON.parse(text) as { data?: unknown }).data : null) as Row & Row[] };
  };
  const failure = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      const e = error as { code?: string; errors?: Array<{ code: string; extensions: Row }> };
      return e.errors ? e.errors.map((x) => `${x.code}:${String(x.extensions.field)}`) : [e.code];
    }
    return [];
  };
  const ids = (rows: Row[]) => rows.map((row) => String(row.id)).sort();

  it('activity: reads its own rows only, and creates only with a comment', async () => {
    await db('directus_activity').insert([
      { action: 'create', user: me.id, collection: 'articles', item: '1', comment: null },
      { action: 'create', user: other.id, collection: 'articles', item: '2' },
    ]);
    const { data } = await readItems(await op(), 'directus_activity', { fields: ['user', 'collection'] });
    // Its own sign-in is there too; the other user's rows are not.
    expect(new Set(data.map((row) => row.user))).toEqual(new Set([me.id]));
    expect(data.filter((row) => row.collection === 'articles')).toHaveLength(1);
    const theirs = (await db('directus_activity').where('user', other.id).first('id')) as Row;
    expect(await failure(readItem(await op(), 'directus_activity', theirs.id))).toEqual(['FORBIDDEN']);
    const [created] = await createItems(await op(), 'directus_activity', [
      { action: 'comment', collection: 'articles', item: '1', comment: 'Looks good' },
    ]);
    expect(created).toBeDefined();
    expect(await failure(createItems(await op(), 'directus_activity', [{ action: 'comment', collection: 'articles', item: '1' }]))).toEqual(
      ['FAILED_VALIDATION:comment'],
    );
    expect(
      await failure(
        createItems(await op(), 'directus_activity', [{ action: 'comment', collection: 'articles', item: '1', comment: null }]),
      ),
    ).toEqual(['FAILED_VALIDATION:comment']);
  });

  it('presets: reads own, role-level and global ones; creates only as self; updates and deletes only its own', async () => {
    await db('directus_presets').insert([
      { bookmark: 'mine', user: me.id, role },
      { bookmark: 'role', user: null, role },
      { bookmark: 'global', user: null, role: null },
      { bookmark: 'theirs', user: other.id, role: otherRole },
      { bookmark: 'other role', user: null, role: otherRole },
    ]);
    const { data } = await readItems(await op(), 'directus_presets', { fields: ['bookmark'] });
    expect(data.map((row) => row.bookmark).sort()).toEqual(['global', 'mine', 'role']);
    const [own] = await createItems(await op(), 'directus_presets', [{ bookmark: 'new' }]);
    expect(((await db('directus_presets').where('id', own!).first('user')) as Row).user).toBe(me.id);
    expect(await failure(createItems(await op(), 'directus_presets', [{ bookmark: 'forged', user: other.id }]))).toEqual([
      'FAILED_VALIDATION:user',
    ]);
    const key = async (bookmark: string) => ((await db('directus_presets').where('bookmark', bookmark).first('id')) as Row).id;
    await updateItems(await op(), 'directus_presets', [await key('mine')], { bookmark: 'mine renamed' });
    expect(await failure(updateItems(await op(), 'directus_presets', [await key('global')], { bookmark: 'x' }))).toEqual(['FORBIDDEN']);
    expect(await failure(updateItems(await op(), 'directus_presets', [await key('theirs')], { bookmark: 'x' }))).toEqual(['FORBIDDEN']);
    expect(await failure(updateItems(await op(), 'directus_presets', [await key('mine renamed')], { user: other.id }))).toEqual([
      'FAILED_VALIDATION:user',
    ]);
    await deleteItems(await op(), 'directus_presets', [await key('mine renamed')]);
    expect(await failure(deleteItems(await op(), 'directus_presets', [await key('role')]))).toEqual(['FORBIDDEN']);
  });

  it('roles: reads its own role only', async () => {
    const list = await get('/roles');
    expect(list.status).toBe(200);
    expect(ids(list.data)).toEqual([role]);
    expect((await get(`/roles/${otherRole}`)).status).toBe(403);
    expect((await server.request('/roles', { method: 'POST', token: me.token, json: { name: 'Mine now' } })).status).toBe(403);
  });

  it('settings and translations: reads them, writes neither', async () => {
    await db('directus_translations').insert({ id: randomUUID(), key: 'hello', language: 'en-US', value: 'Hello' });
    expect((await readItems(await op(), 'directus_settings', { fields: ['project_name'] })).data).toHaveLength(1);
    expect((await readItems(await op(), 'directus_translations', {})).data.map((row) => row.key)).toEqual(['hello']);
    const settings = (await db('directus_settings').first('id')) as Row;
    expect(await failure(updateItems(await op(), 'directus_settings', [settings.id], { project_name: 'Mine' }))).toEqual(['FORBIDDEN']);
    expect(await failure(createItems(await op(), 'directus_translations', [{ key: 'x', language: 'en-US', value: 'x' }]))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('notifications: reads its own, and updates only their status', async () => {
    await db('directus_notifications').insert([
      { recipient: me.id, subject: 'For me', status: 'inbox' },
      { recipient: other.id, subject: 'For them', status: 'inbox' },
    ]);
    const { data } = await readItems(await op(), 'directus_notifications', { fields: ['id', 'subject'] });
    expect(data.map((row) => row.subject)).toEqual(['For me']);
    const mine = data[0]!.id as number;
    const theirs = ((await db('directus_notifications').where('recipient', other.id).first('id')) as { id: number }).id;
    await updateItems(await op(), 'directus_notifications', [mine], { status: 'archived' });
    expect(((await db('directus_notifications').where('id', mine).first('status')) as Row).status).toBe('archived');
    expect(await failure(updateItems(await op(), 'directus_notifications', [mine], { subject: 'Changed' }))).toEqual(['FORBIDDEN']);
    expect(await failure(updateItems(await op(), 'directus_notifications', [theirs], { status: 'archived' }))).toEqual(['FORBIDDEN']);
  });

  it('shares: reads those it created only', async () => {
    const share = (user: string) => ({
      id: randomUUID(),
      collection: 'articles',
      item: '1',
      role: otherRole,
      user_created: user,
      times_used: 0,
    });
    const [mine, theirs] = [share(me.id), share(other.id)];
    await db('directus_shares').insert([mine, theirs]);
    expect(ids((await get('/shares')).data)).toEqual([mine.id]);
    expect((await get(`/shares/${theirs.id}`)).status).toBe(403);
  });

  it('users: reads itself only, limited to the listed fields', async () => {
    const list = await get('/users');
    expect(list.status).toBe(200);
    expect(ids(list.data)).toEqual([me.id]);
    expect(Object.keys(list.data[0]!).sort()).toEqual(
      Object.keys(list.data[0]!)
        .filter((field) => (SELF_READABLE_USER_FIELDS as readonly string[]).includes(field))
        .sort(),
    );
    expect(list.data[0]).not.toHaveProperty('token');
    expect(list.data[0]).toHaveProperty('email');
    expect((await get(`/users/${other.id}`)).status).toBe(403);
    expect((await get(`/users/${me.id}?fields=token`)).status).toBe(403);
    expect((await get(`/users/${me.id}?fields=last_access`)).status).toBe(403);
  });

  it('permissions: reads the rows of its own role only', async () => {
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: 'id' },
      { role: otherRole, collection: 'articles', action: 'read', fields: '*' },
    ]);
    server.server.ctx.permissions.invalidate();
    const list = await get('/permissions');
    expect(list.status).toBe(200);
    expect(list.data.map((row) => row.role)).toEqual([role]);
    const foreign = (await db('directus_permissions').where('role', otherRole).first('id')) as Row;
    expect((await get(`/permissions/${foreign.id}`)).status).toBe(403);
  });

  it('collections, fields and relations: reads the data model, changes none of it', async () => {
    for (const path of ['/collections', '/fields', '/relations']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(Array.isArray(answer.data)).toBe(true);
      expect((await get(path, '')).status).toBe(403);
    }
    expect(
      (await server.request('/collections', { method: 'POST', token: me.token, json: { collection: 'mine', schema: {}, meta: {} } }))
        .status,
    ).toBe(403);
    expect(
      (await server.request('/fields/articles', { method: 'POST', token: me.token, json: { field: 'x', type: 'string' } })).status,
    ).toBe(403);
  });

  it('gives the public role none of them', async () => {
    const anonymous: Accountability = { user: null, role: null, admin: false, app: false, ip: null, userAgent: null, origin: null };
    for (const collection of [
      'directus_activity',
      'directus_presets',
      'directus_settings',
      'directus_translations',
      'directus_notifications',
      'directus_users',
      'directus_roles',
    ]) {
      expect(await failure(readItems(await op(anonymous), collection, {}))).toEqual(['FORBIDDEN']);
    }
    for (const path of ['/users', '/roles', '/shares', '/permissions']) expect((await get(path, '')).status).toBe(403);
  });
});
