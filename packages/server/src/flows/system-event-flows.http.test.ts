import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlow } from '../../test/harness/flow-fixtures.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { valueAtPath } from './data-path.js';

const DATABASES = testDatabasesFor(import.meta.url);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `$trigger` of each recorded run of `flow`. */
async function triggersOf(server: TestServer, flow: string): Promise<unknown[]> {
  const rows = (await server.server.ctx
    .db('directus_revisions')
    .join('directus_activity', 'directus_activity.id', 'directus_revisions.activity')
    .where({ 'directus_activity.item': flow, 'directus_activity.action': 'run' })
    .select('directus_revisions.data')) as Array<{ data: unknown }>;
  return rows.map((row) => valueAtPath(typeof row.data === 'string' ? JSON.parse(row.data) : row.data, 'data.$trigger'));
}

async function eventuallyEvents(server: TestServer, flow: string, expected: string[]): Promise<unknown[]> {
  const until = Date.now() + 5000;
  for (;;) {
    const triggers = await triggersOf(server, flow);
    const events = triggers.map((trigger) => valueAtPath(trigger, 'event'));
    // Each expected event as often as it is listed.
    const count = (list: unknown[], event: string) => list.filter((item) => item === event).length;
    if (expected.every((event) => count(events, event) >= count(expected, event))) return triggers;
    if (Date.now() > until) throw new Error(`saw only ${JSON.stringify(events)}`);
    await wait(50);
  }
}

describe.each(DATABASES)('system event flows on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
  });
  afterAll(async () => server?.close());

  it('runs action flows on data-model, settings and sign-in events', async () => {
    const flow = await createFlow(server, {
      trigger: 'event',
      accountability: 'all',
      options: {
        type: 'action',
        scope: ['collections.create', 'fields.create', 'relations.create', 'auth.login', 'items.update'],
        collections: ['directus_settings'],
      },
      operations: [{ key: 'seen', type: 'log', options: { message: '{{ $trigger.event }}' } }],
    });
    expect((await server.asAdmin('/collections', { method: 'POST', json: { collection: 'watched', schema: {} } })).status).toBe(200);
    expect((await server.asAdmin('/fields/watched', { method: 'POST', json: { field: 'title', type: 'string' } })).status).toBe(200);
    expect((await server.asAdmin('/settings', { method: 'PATCH', json: { project_name: 'Watched' } })).status).toBe(200);
    await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await server.request('/auth/login', { method: 'POST', json: { email: TEST_ADMIN.email, password: 'wrong' } })).status).toBe(
      401,
    );
    const triggers = await eventuallyEvents(server, flow.id, [
      'collections.create',
      'fields.create',
      'settings.update',
      'auth.login',
      'auth.login',
    ]);
    const byEvent = (event: string) => triggers.filter((trigger) => valueAtPath(trigger, 'event') === event);
    expect(byEvent('collections.create')[0]).toMatchObject({ key: 'watched', collection: 'directus_collections' });
    expect(byEvent('fields.create')[0]).toMatchObject({ key: 'title', parent: 'watched' });
    expect(byEvent('settings.update')[0]).toMatchObject({ payload: { project_name: 'Watched' } });
    const logins = byEvent('auth.login').map((trigger) => valueAtPath(trigger, 'status'));
    expect(logins.sort()).toEqual(['fail', 'success']);
    expect(JSON.stringify(byEvent('auth.login'))).not.toContain(TEST_ADMIN.password);
  });

  it('lets a filter flow cancel a data-model change before anything is built', async () => {
    await createFlow(server, {
      trigger: 'event',
      options: { type: 'filter', scope: ['collections.create'] },
      operations: [
        { key: 'no_temp', type: 'condition', options: { filter: { $trigger: { payload: { collection: { _nstarts_with: 'temp_' } } } } } },
      ],
    });
    const refused = await server.asAdmin('/collections', { method: 'POST', json: { collection: 'temp_stuff', schema: {} } });
    expect(refused.status).toBe(400);
    expect((await server.asAdmin('/collections/temp_stuff')).status).toBe(403);
    expect((await server.asAdmin('/collections', { method: 'POST', json: { collection: 'kept_stuff', schema: {} } })).status).toBe(200);
  });

  it('runs server.start flows when an instance starts', async () => {
    const flow = await createFlow(server, {
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['server.start'] },
      operations: [{ key: 'up', type: 'log', options: { message: 'up' } }],
    });
    const another = await startTestServer({ client, database: server.database });
    try {
      const [started] = await eventuallyEvents(server, flow.id, ['server.start']);
      expect(started).toMatchObject({ url: another.url });
    } finally {
      await another.server.close();
    }
  });
});
