import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Row = Record<string, unknown>;
interface Fixtures {
  admin: string;
  dashboard: string;
  flow: string;
}
interface RoundTrip {
  path: string;
  create: (f: Fixtures) => Row;
  /** The whole item as created: the payload plus every default and generated value. */
  created: (f: Fixtures) => Row;
  update: Row;
}

const anyUuid = expect.stringMatching(/^[0-9a-f-]{36}$/);
const anyInteger = expect.any(Number);
const anyDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

/** Admin round trips on every standard-CRUD system collection of this brief, with exact bodies. */
const ROUND_TRIPS: RoundTrip[] = [
  {
    path: '/presets',
    create: () => ({
      bookmark: 'Drafts',
      collection: 'directus_users',
      layout_query: { tabular: { sort: ['email'] } },
      filter: { status: { _eq: 'draft' } },
    }),
    created: () => ({
      id: anyInteger,
      bookmark: 'Drafts',
      user: null,
      role: null,
      collection: 'directus_users',
      search: null,
      layout: 'tabular',
      layout_query: { tabular: { sort: ['email'] } },
      layout_options: null,
      refresh_interval: null,
      filter: { status: { _eq: 'draft' } },
      icon: 'bookmark',
      color: null,
    }),
    update: { search: 'ann', refresh_interval: 30 },
  },
  {
    path: '/notifications',
    create: (f) => ({ recipient: f.admin, subject: 'Review', message: 'Please review', collection: 'directus_users', item: f.admin }),
    created: (f) => ({
      id: anyInteger,
      timestamp: anyDate,
      status: 'inbox',
      recipient: f.admin,
      sender: null,
      subject: 'Review',
      message: 'Please review',
      collection: 'directus_users',
      item: f.admin,
    }),
    update: { status: 'archived' },
  },
  {
    path: '/translations',
    create: () => ({ key: 'greeting', language: 'de-DE', value: 'Hallo' }),
    created: () => ({ id: anyUuid, key: 'greeting', language: 'de-DE', value: 'Hallo' }),
    update: { value: 'Guten Tag' },
  },
  {
    path: '/folders',
    create: () => ({ name: 'Invoices' }),
    created: () => ({ id: anyUuid, name: 'Invoices', parent: null }),
    update: { name: 'Receipts' },
  },
  {
    path: '/dashboards',
    create: () => ({ name: 'Sales', note: 'Weekly', color: '#FF0000' }),
    created: (f) => ({
      id: anyUuid,
      name: 'Sales',
      icon: 'dashboard',
      note: 'Weekly',
      date_created: anyDate,
      user_created: f.admin,
      color: '#FF0000',
      panels: [],
    }),
    update: { icon: 'insights' },
  },
  {
    path: '/panels',
    create: (f) => ({
      dashboard: f.dashboard,
      type: 'metric',
      position_x: 1,
      position_y: 2,
      width: 6,
      height: 4,
      options: { field: 'id' },
    }),
    created: (f) => ({
      id: anyUuid,
      dashboard: f.dashboard,
      name: null,
      icon: null,
      color: null,
      show_header: false,
      note: null,
      type: 'metric',
      position_x: 1,
      position_y: 2,
      width: 6,
      height: 4,
      options: { field: 'id' },
      date_created: anyDate,
      user_created: f.admin,
    }),
    update: { show_header: true, name: 'Count', width: 8 },
  },
  {
    path: '/flows',
    create: () => ({ name: 'Notify', trigger: 'manual', options: { collections: ['directus_users'] } }),
    created: (f) => ({
      id: anyUuid,
      name: 'Notify',
      icon: null,
      color: null,
      description: null,
      status: 'active',
      trigger: 'manual',
      accountability: 'all',
      options: { collections: ['directus_users'] },
      operation: null,
      date_created: anyDate,
      user_created: f.admin,
      operations: [],
    }),
    update: { status: 'inactive', description: 'Off for now' },
  },
  {
    path: '/operations',
    create: (f) => ({ flow: f.flow, key: 'log_it', type: 'log', position_x: 19, position_y: 1, options: { message: 'hi' } }),
    created: (f) => ({
      id: anyUuid,
      name: null,
      key: 'log_it',
      type: 'log',
      position_x: 19,
      position_y: 1,
      options: { message: 'hi' },
      resolve: null,
      reject: null,
      flow: f.flow,
      date_created: anyDate,
      user_created: f.admin,
    }),
    update: { name: 'Log', options: { message: 'bye' } },
  },
  {
    path: '/webhooks',
    create: () => ({
      name: 'Hook',
      url: 'https://example.com/hook',
      actions: ['create', 'update'],
      collections: ['directus_users'],
      headers: [{ header: 'X-Key', value: '1' }],
    }),
    created: () => ({
      id: anyInteger,
      name: 'Hook',
      method: 'POST',
      url: 'https://example.com/hook',
      status: 'active',
      data: true,
      actions: ['create', 'update'],
      collections: ['directus_users'],
      headers: [{ header: 'X-Key', value: '1' }],
      was_active_before_deprecation: false,
      migrated_flow: null,
    }),
    update: { method: 'GET', status: 'inactive' },
  },
];

describe.each(DATABASES)('system collections (standard CRUD) on %s', (client) => {
  let server: TestServer;
  let fixtures: Fixtures;
  let role: string;
  let otherRole: string;
  let me: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    server = await startTestServer({ client });
    role = await server.createRole({ name: 'Writers' });
    otherRole = await server.createRole({ name: 'Others' });
    // Static tokens: no password to hash, no sign-in to wait for.
    const user = async (roleId: string) => {
      const token = `static-${randomUUID()}`;
      return { id: (await server.createUser({ role: roleId, password: null, token })).id, token };
    };
    me = await user(role);
    other = await user(otherRole);
    const admin = (await server.server.ctx.db('directus_users').where('token', server.adminToken).first('id')) as { id: string };
    const dashboard = (await json(await server.asAdmin('/dashboards', { method: 'POST', json: { name: 'Fixture' } }))).data as Row;
    const flow = (await json(await server.asAdmin('/flows', { method: 'POST', json: { name: 'Fixture' } }))).data as Row;
    fixtures = { admin: admin.id, dashboard: String(dashboard.id), flow: String(flow.id) };
  });
  afterAll(async () => server?.close());

  async function json(
    response: Response,
  ): Promise<{ status: number; data?: unknown; errors?: Array<{ message: string; extensions: Row }> }> {
    const text = await response.text();
    return { status: response.status, ...(text ? (JSON.parse(text) as object) : {}) };
  }
  const as =
    (token: string) =>
    async (path: string, method = 'GET', body?: unknown) =>
      json(await server.request(path, { method, token, ...(body !== undefined ? { json: body } : {}) }));
  const admin = (path: string, method = 'GET', body?: unknown) => as(server.adminToken)(path, method, body);
  const codeOf = (answer: { errors?: Array<{ extensions: Row }> }) => answer.errors?.[0]?.extensions.code;
  const grant = async (collection: string, action: string, extra: Row = {}) => {
    await server.server.ctx.db('directus_permissions').insert({ role, collection, action, fields: '*', ...extra });
    server.server.ctx.permissions.invalidate();
  };
  afterEach(async () => {
    await server.server.ctx.db('directus_permissions').where('role', role).delete();
    server.server.ctx.permissions.invalidate();
  });

  it.each(ROUND_TRIPS)(
    '$path: an admin creates, reads, updates, searches and deletes with exact bodies',
    async ({ path, create, created, update }) => {
      const made = await admin(path, 'POST', create(fixtures));
      expect(made.status).toBe(200);
      const item = made.data as Row;
      expect(item).toEqual(created(fixtures));

      expect(await admin(`${path}/${String(item.id)}`)).toEqual({ status: 200, data: item });
      const patched = await admin(`${path}/${String(item.id)}`, 'PATCH', update);
      expect(patched).toEqual({ status: 200, data: { ...item, ...update } });
      const listed = await admin(`${path}?filter[id][_eq]=${String(item.id)}`);
      expect(listed).toEqual({ status: 200, data: [{ ...item, ...update }] });
      expect(await admin(path, 'SEARCH', { query: { filter: { id: { _eq: item.id } }, fields: ['id'] } })).toEqual({
        status: 200,
        data: [{ id: item.id }],
      });

      expect((await admin(`${path}/${String(item.id)}`, 'DELETE')).status).toBe(204);
      const gone = await admin(`${path}/${String(item.id)}`);
      expect([gone.status, codeOf(gone)]).toEqual([403, 'FORBIDDEN']);
    },
  );

  it.each(ROUND_TRIPS)('$path: batch writes by keys, an unknown key, bad bodies', async ({ path, create }) => {
    const made = await admin(path, 'POST', [create(fixtures), create(fixtures)]);
    const keys = (made.data as Row[]).map((row) => row.id);
    expect(keys).toHaveLength(2);
    const unknown = typeof keys[0] === 'number' ? 999999 : randomUUID();
    for (const method of ['GET', 'PATCH']) {
      const answer = await admin(`${path}/${unknown}`, method, method === 'PATCH' ? {} : undefined);
      expect([method, answer.status, codeOf(answer)]).toEqual([method, 403, 'FORBIDDEN']);
    }
    expect((await admin(path, 'POST', 'just text')).status).toBe(400);
    expect(codeOf(await admin(path, 'PATCH', { nothing: true }))).toBe('INVALID_PAYLOAD');
    expect(codeOf(await admin(path, 'SEARCH', {}))).toBe('INVALID_PAYLOAD');
    expect((await admin(path, 'DELETE', { keys })).status).toBe(204);
    expect((await admin(path, 'SEARCH', { keys })).data).toEqual([]);
  });

  it.each([
    ['/translations', { key: 'k', language: 'en-US' }, 'value'],
    ['/folders', { name: '' }, 'name'],
    ['/notifications', { subject: 'no recipient' }, 'recipient'],
    ['/panels', { type: 'metric', position_x: 1, position_y: 1, width: 1, height: 1 }, 'dashboard'],
    ['/operations', { key: 'k', type: 'log', position_x: 1, position_y: 1 }, 'flow'],
    ['/flows', { name: 'F', trigger: 'sometimes' }, 'trigger'],
    ['/flows', { name: 'F', status: 'paused' }, 'status'],
    ['/webhooks', { name: 'W', url: 'ftp://example.com', actions: ['create'], collections: ['x'] }, 'url'],
    ['/webhooks', { name: 'W', url: 'https://example.com', actions: ['read'], collections: ['x'] }, 'actions'],
    ['/webhooks', { name: 'W', url: 'https://example.com', method: 'PUT', actions: ['create'], collections: ['x'] }, 'method'],
    ['/presets', { bookmark: 'x', layout_query: 'tabular' }, 'layout_query'],
  ])('%s refuses %j naming "%s"', async (path, body, field) => {
    const answer = await admin(path, 'POST', body);
    expect([answer.status, codeOf(answer), answer.errors?.[0]?.extensions.field]).toEqual([400, 'FAILED_VALIDATION', field]);
  });

  it("presets: a user reads their own, their role's and global ones, and writes only their own", async () => {
    const [mine, theirs, ofMyRole, ofOtherRole, global] = (
      (
        await admin('/presets', 'POST', [
          { bookmark: 'mine', user: me.id },
          { bookmark: 'theirs', user: other.id },
          { bookmark: 'my role', role },
          { bookmark: 'other role', role: otherRole },
          { bookmark: 'global' },
        ])
      ).data as Row[]
    ).map((row) => String(row.id));
    const user = as(me.token);
    const visible = (
      (await user('/presets?sort=id&fields=bookmark&filter[bookmark][_in]=mine,theirs,my role,other role,global')).data as Row[]
    ).map((row) => row.bookmark);
    expect(visible).toEqual(['mine', 'my role', 'global']);
    for (const [method, body] of [['GET'], ['PATCH', { bookmark: 'stolen' }], ['DELETE']] as const) {
      const answer = await user(`/presets/${theirs}`, method, body);
      expect([method, answer.status, codeOf(answer)]).toEqual([method, 403, 'FORBIDDEN']);
    }
    expect((await user(`/presets/${ofOtherRole}`)).status).toBe(403);
    expect((await user(`/presets/${ofMyRole}`, 'PATCH', { bookmark: 'renamed' })).status).toBe(403);
    expect((await user(`/presets/${global}`, 'DELETE')).status).toBe(403);

    const created = await user('/presets', 'POST', { bookmark: 'new', collection: 'directus_users' });
    expect(created.status).toBe(200);
    expect((created.data as Row).user).toBe(me.id);
    const forOther = await user('/presets', 'POST', { bookmark: 'planted', user: other.id });
    expect([forOther.status, codeOf(forOther)]).toEqual([400, 'FAILED_VALIDATION']);
    expect((await user(`/presets/${mine}`, 'PATCH', { bookmark: 'mine, renamed' })).data).toMatchObject({
      bookmark: 'mine, renamed',
      user: me.id,
    });
    expect((await user(`/presets/${mine}`, 'PATCH', { user: other.id })).status).toBe(400);
    expect((await user(`/presets/${mine}`, 'DELETE')).status).toBe(204);
    expect(await server.server.ctx.db('directus_presets').where('bookmark', 'theirs').first('user')).toEqual({ user: other.id });
  });

  it('notifications: a user reads their own and changes only their status', async () => {
    const [mine, theirs] = (
      (
        await admin('/notifications', 'POST', [
          { recipient: me.id, subject: 'For me' },
          { recipient: other.id, subject: 'For them' },
        ])
      ).data as Row[]
    ).map((row) => String(row.id));
    const user = as(me.token);
    const listed = (await user('/notifications?fields=subject')).data as Row[];
    expect(listed).toEqual([{ subject: 'For me' }]);
    expect((await user(`/notifications/${mine}`, 'PATCH', { status: 'archived' })).data).toMatchObject({
      id: Number(mine),
      status: 'archived',
      subject: 'For me',
    });
    expect((await user(`/notifications/${mine}`, 'PATCH', { subject: 'Edited' })).status).toBe(403);
    expect((await user(`/notifications/${mine}`, 'PATCH', { status: 'gone' })).status).toBe(400);
    expect((await user(`/notifications/${theirs}`, 'PATCH', { status: 'archived' })).status).toBe(403);
    expect((await user(`/notifications/${theirs}`)).status).toBe(403);
    expect((await user('/notifications', 'POST', { recipient: other.id, subject: 'Spam' })).status).toBe(403);
    expect((await user(`/notifications/${mine}`, 'DELETE')).status).toBe(403);
    const stored = await server.server.ctx
      .db('directus_notifications')
      .orderBy('id')
      .whereIn('id', [Number(mine), Number(theirs)])
      .select('subject', 'status');
    expect(stored).toEqual([
      { subject: 'For me', status: 'archived' },
      { subject: 'For them', status: 'inbox' },
    ]);
  });

  it('translations: every user reads them, only admins (or a rule) write them', async () => {
    const made = (await admin('/translations', 'POST', { key: 'bye', language: 'en-US', value: 'Bye' })).data as Row;
    const user = as(me.token);
    expect(((await user('/translations?filter[key][_eq]=bye')).data as Row[]).map((row) => row.value)).toEqual(['Bye']);
    expect((await user('/translations', 'POST', { key: 'x', language: 'en-US', value: 'X' })).status).toBe(403);
    expect((await user(`/translations/${String(made.id)}`, 'PATCH', { value: 'Ciao' })).status).toBe(403);
    expect((await user(`/translations/${String(made.id)}`, 'DELETE')).status).toBe(403);
    expect((await as(server.adminToken)('/translations', 'GET')).status).toBe(200);
    expect((await server.request('/translations')).status).toBe(403);
  });

  it.each(ROUND_TRIPS.filter((trip) => !['/presets', '/notifications', '/translations'].includes(trip.path)))(
    '$path: a user without rules reads and writes nothing',
    async ({ path, create }) => {
      const user = as(me.token);
      const read = await user(path);
      expect([read.status, codeOf(read)]).toEqual([403, 'FORBIDDEN']);
      const write = await user(path, 'POST', create(fixtures));
      expect([write.status, codeOf(write)]).toEqual([403, 'FORBIDDEN']);
    },
  );

  it('dashboards: a role given the rule writes them, recorded as their creator whatever the payload says', async () => {
    await grant('directus_dashboards', 'create');
    await grant('directus_dashboards', 'read', { permissions: JSON.stringify({ user_created: { _eq: '$CURRENT_USER' } }) });
    const made = await as(me.token)('/dashboards', 'POST', { name: 'Mine', user_created: other.id });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ name: 'Mine', user_created: me.id });
    expect(((await as(me.token)('/dashboards?fields=name')).data as Row[]).map((row) => row.name)).toEqual(['Mine']);
  });

  it('webhooks: writes stay with admins even when a rule would allow them', async () => {
    await grant('directus_webhooks', 'create');
    await grant('directus_webhooks', 'read');
    const byUser = await as(me.token)('/webhooks', 'POST', {
      name: 'W',
      url: 'https://example.com',
      actions: ['create'],
      collections: ['x'],
    });
    expect([byUser.status, codeOf(byUser)]).toEqual([403, 'FORBIDDEN']);
    expect((await as(me.token)('/webhooks')).status).toBe(200);
  });

  it('flows: deleting flows (by key or by query) deletes their chained operations', async () => {
    const chain = async (name: string) => {
      const flow = (await admin('/flows', 'POST', { name, trigger: 'manual' })).data as Row;
      const last = (await admin('/operations', 'POST', { flow: flow.id, key: 'b', type: 'log', position_x: 2, position_y: 1 })).data as Row;
      const first = (
        await admin('/operations', 'POST', { flow: flow.id, key: 'a', type: 'log', position_x: 1, position_y: 1, resolve: last.id })
      ).data as Row;
      await admin(`/flows/${String(flow.id)}`, 'PATCH', { operation: first.id });
      expect(((await admin(`/flows/${String(flow.id)}?fields=operations.key`)).data as Row).operations).toHaveLength(2);
      return { flow: String(flow.id), operations: [String(first.id), String(last.id)] };
    };
    const byKey = await chain('Chain one');
    const byQuery = await chain('Chain two');
    expect((await admin(`/flows/${byKey.flow}`, 'DELETE')).status).toBe(204);
    expect((await admin('/flows', 'DELETE', { query: { filter: { name: { _eq: 'Chain two' } } } })).status).toBe(204);
    const db = server.server.ctx.db;
    expect(await db('directus_flows').whereIn('id', [byKey.flow, byQuery.flow]).select('id')).toEqual([]);
    expect(
      await db('directus_operations')
        .whereIn('id', [...byKey.operations, ...byQuery.operations])
        .select('id'),
    ).toEqual([]);
    expect(await db('directus_flows').where('id', fixtures.flow).select('name')).toEqual([{ name: 'Fixture' }]);
  });
});
