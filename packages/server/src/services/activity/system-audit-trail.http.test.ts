import type { Knex } from 'knex';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Row = Record<string, unknown>;

/** Values that must never reach the audit trail, whichever write carried them. */
const SECRETS = ['Audit-secret-pass-1!', 'Audit-other-pass-2!', 'audit-static-token-123456', 'audit-share-pass-1', 'pk.audit-map-key'];
const HEADERS = { 'user-agent': 'audit-trail-test/1.0', origin: 'https://audit.example' };

/** One system collection's create and update through its REST route, as an administrator does them. */
interface Scenario {
  collection: string;
  path: string;
  create: () => Row;
  update: Row;
  /** The update as its revision's delta stores it (default: `update`). */
  delta?: Row;
  /** Fields of the create as its revision stores them, where they differ from the payload. */
  stored?: Row;
}

describe.each(TEST_DATABASES)('the audit trail of system collections on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let adminId: string;
  let roleId: string;
  let flowId: string;
  let dashboardId: string;

  const call = async (path: string, method: string, json?: unknown) => {
    const response = await server.request(path, { method, token: TEST_ADMIN.token, headers: HEADERS, json });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as { data: Row } | null };
  };
  const lastId = async (table: string) => Number((await db(table).max({ id: 'id' }))[0]!.id ?? 0);
  const parse = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

  /** Activity rows after `mark`, each with its revision (data and delta parsed), oldest first. */
  async function trailAfter(mark: number): Promise<Array<Row & { revision: Row | null }>> {
    const activity = (await db('directus_activity').where('id', '>', mark).orderBy('id')) as Row[];
    const revisions = (await db('directus_revisions').whereIn(
      'activity',
      activity.map((row) => row.id as number),
    )) as Row[];
    return activity.map((row) => {
      const revision = revisions.find((candidate) => Number(candidate.activity) === Number(row.id));
      return { ...row, revision: revision ? { ...revision, data: parse(revision.data), delta: parse(revision.delta) } : null };
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    adminId = String((await db('directus_users').where('email', TEST_ADMIN.email).first('id')).id);
    roleId = await server.createRole({ name: 'Audited' });
    await db.schema.createTable('notes', (table) => {
      table.increments('id');
      table.string('title');
    });
    await db('directus_collections').insert({ collection: 'notes', versioning: true });
    await db('notes').insert({ title: 'first' });
    server.server.ctx.schema.invalidate();
    flowId = String((await call('/flows', 'POST', { name: 'Fixture', trigger: 'manual' })).body!.data.id);
    dashboardId = String((await call('/dashboards', 'POST', { name: 'Fixture' })).body!.data.id);
  });
  afterAll(async () => server?.close());

  const SCENARIOS: Scenario[] = [
    {
      collection: 'directus_roles',
      path: '/roles',
      create: () => ({ name: 'Auditors', icon: 'policy' }),
      update: { description: 'Reads' },
    },
    {
      collection: 'directus_users',
      path: '/users',
      create: () => ({ email: 'audited@example.com', password: SECRETS[0], token: SECRETS[2], first_name: 'Ada' }),
      stored: { password: '**********', token: '**********' },
      update: { password: SECRETS[1], title: 'Auditor' },
      delta: { password: '**********', title: 'Auditor' },
    },
    {
      collection: 'directus_permissions',
      path: '/permissions',
      create: () => ({ role: roleId, collection: 'notes', action: 'read', fields: ['*'] }),
      update: { fields: ['id', 'title'] },
    },
    { collection: 'directus_folders', path: '/folders', create: () => ({ name: 'Audit' }), update: { name: 'Audits' } },
    {
      collection: 'directus_flows',
      path: '/flows',
      create: () => ({ name: 'Audited flow', trigger: 'manual' }),
      update: { status: 'inactive' },
    },
    {
      collection: 'directus_operations',
      path: '/operations',
      create: () => ({ flow: flowId, key: 'log_audit', type: 'log', position_x: 1, position_y: 1, options: { message: 'hi' } }),
      update: { name: 'Log it' },
    },
    { collection: 'directus_dashboards', path: '/dashboards', create: () => ({ name: 'Board' }), update: { icon: 'space_dashboard' } },
    {
      collection: 'directus_panels',
      path: '/panels',
      create: () => ({ dashboard: dashboardId, type: 'label', position_x: 1, position_y: 1, width: 4, height: 4 }),
      update: { name: 'Label' },
    },
    {
      collection: 'directus_notifications',
      path: '/notifications',
      create: () => ({ recipient: adminId, subject: 'Audit' }),
      update: { message: 'Read the trail' },
    },
    {
      collection: 'directus_translations',
      path: '/translations',
      create: () => ({ language: 'en-US', key: 'audit', value: 'Audit' }),
      update: { value: 'Audit trail' },
    },
    {
      collection: 'directus_webhooks',
      path: '/webhooks',
      create: () => ({ name: 'Hook', url: 'https://example.com/hook', actions: ['create'], collections: ['notes'] }),
      update: { status: 'inactive' },
    },
    {
      collection: 'directus_shares',
      path: '/shares',
      create: () => ({ name: 'Shared', collection: 'notes', item: '1', role: roleId, password: SECRETS[3] }),
      stored: { password: '**********' },
      update: { name: 'Shared note' },
    },
    {
      collection: 'directus_versions',
      path: '/versions',
      create: () => ({ collection: 'notes', item: '1', key: 'draft', name: 'Draft' }),
      update: { name: 'Second draft' },
    },
    {
      collection: 'directus_files',
      path: '/files',
      create: () => ({ filename_download: 'notes.txt', title: 'Notes' }),
      update: { description: 'Audited file' },
    },
  ];

  it.each(SCENARIOS.map((scenario) => [scenario.collection, scenario] as const))(
    '%s: create, update and delete each leave an activity row, create and update a revision, no secret',
    async (collection, scenario) => {
      const mark = await lastId('directus_activity');
      const payload = scenario.create();
      const created = await call(scenario.path, 'POST', payload);
      expect(created.status).toBe(200);
      const key = String(created.body!.data.id);
      expect((await call(`${scenario.path}/${key}`, 'PATCH', scenario.update)).status).toBe(200);
      expect([200, 204]).toContain((await call(`${scenario.path}/${key}`, 'DELETE')).status);

      const trail = (await trailAfter(mark)).filter((row) => row.collection === collection && row.item === key);
      // One row per write: the stamps the server adds (a creator, a file's uploader) are part of it.
      expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
      for (const row of trail) {
        expect(row).toMatchObject({ user: adminId, user_agent: HEADERS['user-agent'], origin: HEADERS.origin });
        expect(String(row.ip)).toContain('127.0.0.1');
        expect(row.timestamp).toBeTruthy();
      }
      const [create, update, remove] = trail as [Row & { revision: Row | null }, Row & { revision: Row }, Row];
      expect(create.revision).toMatchObject({ data: { ...payload, ...scenario.stored }, delta: { ...payload, ...scenario.stored } });
      expect(update.revision).toMatchObject({ delta: scenario.delta ?? scenario.update, data: { id: created.body!.data.id } });
      expect(update.revision.data).toMatchObject(scenario.delta ?? scenario.update);
      expect(remove.revision).toBeNull();
      const recorded = JSON.stringify(trail);
      for (const secret of SECRETS) expect(recorded).not.toContain(secret);
      expect(recorded).not.toContain('$argon2');
    },
  );

  it('settings: an update leaves an activity row and a revision, the map key concealed', async () => {
    const mark = await lastId('directus_activity');
    expect((await call('/settings', 'PATCH', { project_name: 'Audited', mapbox_key: SECRETS[4] })).status).toBe(200);
    const trail = (await trailAfter(mark)).filter((row) => row.collection === 'directus_settings');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'update', user: adminId });
    expect(trail[0]!.revision).toMatchObject({
      delta: { project_name: 'Audited', mapbox_key: '**********' },
      data: { project_name: 'Audited', mapbox_key: '**********' },
    });
    // Reads still answer the key: the app needs it for maps.
    expect((await call('/settings?fields=mapbox_key', 'GET')).body!.data.mapbox_key).toBe(SECRETS[4]);
  });

  it('a user signed in through a provider: its provider data never reaches a revision, and reads answer it concealed', async () => {
    const user = await server.createUser({ auth_data: JSON.stringify({ refreshToken: 'audit-provider-refresh' }) });
    const mark = await lastId('directus_activity');
    expect((await call(`/users/${user.id}`, 'PATCH', { title: 'Linked' })).status).toBe(200);
    const [row] = (await trailAfter(mark)).filter((entry) => entry.item === user.id);
    expect(row!.revision!.data).toMatchObject({ title: 'Linked', auth_data: '**********' });
    expect(JSON.stringify(row)).not.toContain('audit-provider-refresh');
    expect((await call(`/users/${user.id}?fields=auth_data`, 'GET')).body!.data.auth_data).toBe('**********');
  });

  it('two-factor turned on by its user and off by an admin: each recorded as its caller, the secret concealed', async () => {
    const user = await server.createUser();
    const session = await server.login(user.email, user.password);
    const secret = authenticator.generateSecret();
    const mark = await lastId('directus_activity');
    const enabled = await server.request('/users/me/tfa/enable', {
      method: 'POST',
      token: session.access_token,
      json: { secret, otp: authenticator.generate(secret) },
    });
    expect(enabled.status).toBe(204);
    expect((await call(`/users/${user.id}/tfa/disable`, 'POST')).status).toBe(204);
    const trail = (await trailAfter(mark)).filter((row) => row.collection === 'directus_users' && row.item === user.id);
    expect(trail.map((row) => [row.action, row.user, (row.revision as Row).delta])).toEqual([
      ['update', user.id, { tfa_secret: '**********' }],
      ['update', adminId, { tfa_secret: null }],
    ]);
    expect(JSON.stringify(trail)).not.toContain(secret);
  });

  it('an uploaded file: its revisions hold its fields, never its bytes', async () => {
    const mark = await lastId('directus_activity');
    const form = new FormData();
    form.append('title', 'Uploaded');
    form.append('file', new Blob(['audit-file-bytes-0123456789'], { type: 'text/plain' }), 'upload.txt');
    const response = await server.request('/files', { method: 'POST', token: TEST_ADMIN.token, body: form });
    expect(response.status).toBe(200);
    const key = ((await response.json()) as { data: Row }).data.id;
    const trail = (await trailAfter(mark)).filter((row) => row.collection === 'directus_files' && row.item === key);
    expect(trail[0]).toMatchObject({ action: 'create', revision: { data: { title: 'Uploaded' } } });
    expect(JSON.stringify(trail)).not.toContain('audit-file-bytes');
  });

  it('presets, the activity and the revisions record nothing, as the reference declares them', async () => {
    const mark = await lastId('directus_activity');
    const preset = await call('/presets', 'POST', { collection: 'notes', layout: 'tabular', user: adminId });
    expect(preset.status).toBe(200);
    expect((await call(`/presets/${String(preset.body!.data.id)}`, 'PATCH', { layout: 'cards' })).status).toBe(200);
    const comment = await call('/activity/comment', 'POST', { collection: 'notes', item: '1', comment: 'Looks right' });
    expect(comment.status).toBe(200);
    const trail = await trailAfter(mark);
    // The comment is an activity row of its own (action comment), with no activity about itself.
    expect(trail.map((row) => [row.action, row.collection])).toEqual([['comment', 'notes']]);
    const collections = (await call('/collections?fields=collection,meta.accountability&limit=-1', 'GET')).body!.data as unknown as Row[];
    const accountability = (name: string) => (collections.find((row) => row.collection === name)!.meta as Row).accountability;
    expect([accountability('directus_presets'), accountability('directus_activity'), accountability('directus_revisions')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(accountability('directus_roles')).toBe('all');
  });

  it('a user collection with accountability null records nothing, with activity no revision', async () => {
    for (const [value, expected] of [
      [null, []],
      ['activity', [['create', false]]],
    ] as const) {
      await db('directus_collections').where('collection', 'notes').update({ accountability: value });
      server.server.ctx.schema.invalidate();
      const mark = await lastId('directus_activity');
      expect((await call('/items/notes', 'POST', { title: `accountability ${String(value)}` })).status).toBe(200);
      const trail = await trailAfter(mark);
      expect(trail.map((row) => [row.action, row.revision !== null])).toEqual(expected);
    }
    await db('directus_collections').where('collection', 'notes').update({ accountability: 'all' });
    server.server.ctx.schema.invalidate();
  });
});
