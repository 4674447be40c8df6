import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../test/harness/blog-schema.js';
import { createFlow } from '../../test/harness/flow-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { valueAtPath } from './data-path.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await wait(50);
  }
}

describe.each(DATABASES)('event flows on %s', (client) => {
  let server: TestServer;
  const runsOf = async (flow: string) => {
    const db = server.server.ctx.db;
    const rows = await db('directus_revisions')
      .join('directus_activity', 'directus_activity.id', 'directus_revisions.activity')
      .where({ 'directus_activity.item': flow, 'directus_activity.action': 'run' })
      .select('directus_revisions.data');
    return rows.map((row: { data: unknown }) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as unknown);
  };
  beforeAll(async () => {
    server = await startTestServer({ client });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('lets a filter flow change one write and cancel another', async () => {
    await createFlow(server, {
      trigger: 'event',
      options: { type: 'filter', scope: ['items.create'], collections: ['authors'], return: '$last' },
      operations: [
        {
          key: 'allowed',
          type: 'condition',
          options: { filter: { $trigger: { payload: { name: { _ncontains: 'Mallory' } } } } },
          resolve: 'mark',
        },
        { key: 'mark', type: 'transform', options: { json: { name: '{{ $trigger.payload.name }} (checked)', age: 40 } } },
      ],
    });
    const created = await server.asAdmin('/items/authors?fields=name,age', { method: 'POST', json: { name: 'Grace' } });
    expect(created.status).toBe(200);
    expect(((await created.json()) as { data: unknown }).data).toEqual({ name: 'Grace (checked)', age: 40 });

    const before = await server.server.ctx.db('authors').count({ n: '*' });
    const refused = await server.asAdmin('/items/authors', { method: 'POST', json: { name: 'Mallory' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).errors[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    expect(await server.server.ctx.db('authors').count({ n: '*' })).toEqual(before);
    // The other collections are none of its business.
    expect((await server.asAdmin('/items/teams', { method: 'POST', json: { name: 'Mallory' } })).status).toBe(200);
  });

  it('keeps a write whose action flow fails, and answers before the flow has run', async () => {
    const flow = await createFlow(server, {
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['items.update'], collections: ['teams'] },
      operations: [
        { key: 'nap', type: 'sleep', options: { milliseconds: 700 }, resolve: 'broken' },
        { key: 'broken', type: 'no-such-operation' },
      ],
    });
    const started = Date.now();
    const patched = await server.asAdmin('/items/teams', { method: 'PATCH', json: { keys: [1, 2], data: { name: 'Renamed' } } });
    expect(patched.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(600);
    expect((await server.server.ctx.db('teams').whereIn('id', [1, 2])).map((row: { name: string }) => row.name)).toEqual([
      'Renamed',
      'Renamed',
    ]);
    const runs = await eventually(async () => {
      const found = await runsOf(flow.id);
      return found.length > 0 ? found : undefined;
    });
    // One event for the whole batch, with its keys, after the commit.
    expect(runs).toHaveLength(1);
    expect(valueAtPath(runs[0], 'data.$trigger')).toMatchObject({
      event: 'teams.items.update',
      collection: 'teams',
      keys: [1, 2],
      payload: { name: 'Renamed' },
    });
    expect(valueAtPath(runs[0], 'data.broken')).toMatchObject({ message: expect.stringContaining('no-such-operation') });
  });

  it('names system collection events without the prefix (users.create) and passes the accountability', async () => {
    const flow = await createFlow(server, {
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['items.create'], collections: ['directus_users'] },
      operations: [{ key: 'seen', type: 'log', options: { message: 'user {{ $trigger.key }} created' } }],
    });
    const created = await server.asAdmin('/users', {
      method: 'POST',
      json: { email: 'flow-event@example.com', password: 'Some-password-1!' },
    });
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const [run] = await eventually(async () => {
      const found = await runsOf(flow.id);
      return found.length > 0 ? found : undefined;
    });
    expect(valueAtPath(run, 'data.$trigger')).toMatchObject({ event: 'users.create', key: id, collection: 'directus_users' });
    expect(valueAtPath(run, 'data.$trigger.payload.password')).toBe('--redacted--');
    expect(valueAtPath(run, 'data.$accountability')).toMatchObject({ admin: true });
  });

  it('does not run an action flow for a write that rolled back', async () => {
    const flow = await createFlow(server, {
      trigger: 'event',
      accountability: 'activity',
      options: { type: 'action', scope: ['items.create'], collections: ['tags'] },
      operations: [{ key: 'seen', type: 'log', options: { message: 'tag' } }],
    });
    // The second tag is invalid: the batch writes nothing, so nothing is announced.
    const refused = await server.asAdmin('/items/tags', { method: 'POST', json: [{ name: 'ok' }, { name: 'x'.repeat(5000) }] });
    expect(refused.status).toBe(400);
    await wait(300);
    expect(await server.server.ctx.db('directus_activity').where({ item: flow.id, action: 'run' })).toHaveLength(0);
    expect((await server.asAdmin('/items/tags', { method: 'POST', json: { name: 'fine' } })).status).toBe(200);
    await eventually(async () =>
      (await server.server.ctx.db('directus_activity').where({ item: flow.id, action: 'run' })).length === 1 ? true : undefined,
    );
  });

  it('stops running a flow once it is set inactive', async () => {
    const flow = await createFlow(server, {
      trigger: 'event',
      options: { type: 'filter', scope: ['items.create'], collections: ['comments'], return: '$last' },
      operations: [{ key: 'no', type: 'condition', options: { filter: { never: { _eq: true } } } }],
    });
    const comment = { article: 1, body: 'hi' };
    expect((await server.asAdmin('/items/comments', { method: 'POST', json: comment })).status).toBe(400);
    await server.asAdmin(`/flows/${flow.id}`, { method: 'PATCH', json: { status: 'inactive' } });
    expect((await server.asAdmin('/items/comments', { method: 'POST', json: comment })).status).toBe(200);
  });
});
