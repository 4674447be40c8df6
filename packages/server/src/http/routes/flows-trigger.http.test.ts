import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { createFlow } from '../../../test/harness/flow-fixtures.js';
import { valueAtPath } from '../../flows/data-path.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]?.extensions.code;

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

describe.each(DATABASES)('flow triggers over HTTP on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { FLOWS_ENV_ALLOW_LIST: 'FLOW_TEST_GREETING', FLOW_TEST_GREETING: 'hello', FLOW_TEST_SECRET: 'not for flows' },
    });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('runs a webhook flow: templated options, a condition, and its resolve and reject paths', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      accountability: 'all',
      operations: [
        { key: 'shape', type: 'transform', options: { json: { got: '{{ $trigger.query.name }}' } }, resolve: 'check' },
        { key: 'check', type: 'condition', options: { filter: { shape: { got: { _eq: 'Ada' } } } }, resolve: 'done', reject: 'refused' },
        { key: 'done', type: 'transform', options: { json: { ok: true, hello: 'Hi {{ shape.got }}', query: '{{ $trigger.query }}' } } },
        {
          key: 'refused',
          type: 'transform',
          options: { json: { ok: false, failed: '{{ $last[0].field }}', via: '{{ $trigger.method }}' } },
        },
      ],
    });
    const accepted = await server.asAdmin(`/flows/trigger/${flow.id}?name=Ada`);
    expect(accepted.status).toBe(200);
    // A whole-string variable keeps its value (an object), text around one makes it text.
    expect(await accepted.json()).toEqual({ ok: true, hello: 'Hi Ada', query: { name: 'Ada' } });
    const refused = await server.asAdmin(`/flows/trigger/${flow.id}?name=Bob`);
    expect(await refused.json()).toEqual({ ok: false, failed: 'shape.got', via: 'GET' });
    // The method is the flow's (GET by default): POST does not start it.
    expect(await codeOf(await server.asAdmin(`/flows/trigger/${flow.id}`, { method: 'POST', json: {} }))).toBe('FORBIDDEN');
  });

  it('gives a webhook flow $trigger.path as the reference does: /trigger/<id>', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      operations: [{ key: 'echo', type: 'transform', options: { json: { path: '{{ $trigger.path }}' } } }],
    });
    expect(await (await server.asAdmin(`/flows/trigger/${flow.id}?x=1`)).json()).toEqual({ path: `/trigger/${flow.id}` });
  });

  it('records runs per the flow accountability, with secrets redacted', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      accountability: 'all',
      operations: [{ key: 'keep', type: 'transform', options: { json: { password: 'p4ss', access_token: 'tok', note: 'kept' } } }],
    });
    expect((await server.asAdmin(`/flows/trigger/${flow.id}`, { headers: { cookie: 'a=b' } })).status).toBe(200);
    const db = server.server.ctx.db;
    const activity = await db('directus_activity').where({ collection: 'directus_flows', item: flow.id, action: 'run' });
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ action: 'run', user: expect.any(String) });
    const revision = await db('directus_revisions').where({ activity: activity[0].id }).first();
    const data: unknown = typeof revision.data === 'string' ? JSON.parse(revision.data) : revision.data;
    expect(valueAtPath(data, 'steps')).toEqual([expect.objectContaining({ key: 'keep', status: 'resolve' })]);
    expect(valueAtPath(data, 'data.keep')).toEqual({ password: '--redacted--', access_token: '--redacted--', note: 'kept' });
    expect(valueAtPath(data, 'data.$trigger.headers.authorization')).toBe('--redacted--');
    expect(valueAtPath(data, 'data.$trigger.headers.cookie')).toBe('--redacted--');
    expect(JSON.stringify(data)).not.toContain(server.adminToken);

    const quiet = await createFlow(server, {
      trigger: 'webhook',
      accountability: 'activity',
      operations: [{ key: 'a', type: 'log', options: { message: 'x' } }],
    });
    const silent = await createFlow(server, {
      trigger: 'webhook',
      accountability: null,
      operations: [{ key: 'a', type: 'log', options: { message: 'x' } }],
    });
    await server.asAdmin(`/flows/trigger/${quiet.id}`);
    await server.asAdmin(`/flows/trigger/${silent.id}`);
    const quietRows = await db('directus_activity').where({ item: quiet.id, action: 'run' });
    expect(quietRows).toHaveLength(1);
    expect(await db('directus_revisions').where({ activity: quietRows[0].id })).toHaveLength(0);
    expect(await db('directus_activity').where({ item: silent.id, action: 'run' })).toHaveLength(0);
  });

  it('stores about FLOWS_STEP_OUTPUT_MAX_SIZE of a large Run Script result, once, with a marker; the run keeps it whole', async () => {
    // Issue 38: an 8 MB result was stored twice (under its key and as $last), 16 MB per run.
    const flow = await createFlow(server, {
      trigger: 'webhook',
      accountability: 'all',
      options: { return: '$last' },
      operations: [
        {
          key: 'big',
          type: 'exec',
          options: { code: "module.exports = async () => ({ rows: Array.from({ length: 8192 }, (_, i) => `${i}:${'x'.repeat(1000)}`) });" },
        },
      ],
    });
    const answer = await server.asAdmin(`/flows/trigger/${flow.id}`);
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as { rows: string[] };
    expect(result.rows).toHaveLength(8192);

    const db = server.server.ctx.db;
    const activity = await db('directus_activity').where({ collection: 'directus_flows', item: flow.id, action: 'run' }).first();
    const revision = await db('directus_revisions').where({ activity: activity.id }).first();
    const text = typeof revision.data === 'string' ? revision.data : JSON.stringify(revision.data);
    const limit = server.config.FLOWS_STEP_OUTPUT_MAX_SIZE;
    expect(text.length).toBeGreaterThan(limit * 0.9);
    expect(text.length).toBeLessThan(limit * 1.1);
    const data: unknown = JSON.parse(text);
    expect(valueAtPath(data, 'steps')).toEqual([expect.objectContaining({ key: 'big', status: 'resolve' })]);
    expect(valueAtPath(data, 'data.big.--truncated--')).toMatch(/^Only the first \d+ bytes or so are kept$/);
    const kept = valueAtPath(data, 'data.big.start.rows') as string[];
    expect(kept.length).toBeGreaterThan(900);
    expect(kept.length).toBeLessThan(8192);
    expect(kept.slice(0, 2)).toEqual(result.rows.slice(0, 2));
    expect(valueAtPath(data, 'data.$last')).toEqual({ '--same-as--': 'big' });
  });

  it('gives $env only the allowed variables, and answers per the return option', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      options: { method: 'POST', return: '$all' },
      operations: [
        {
          key: 'env',
          type: 'transform',
          options: { json: { greeting: '{{ $env.FLOW_TEST_GREETING }}', secret: '{{ $env.FLOW_TEST_SECRET }}' } },
        },
      ],
    });
    const answer: unknown = await (await server.asAdmin(`/flows/trigger/${flow.id}`, { method: 'POST', json: { a: 1 } })).json();
    expect(valueAtPath(answer, 'env')).toEqual({ greeting: 'hello', secret: '' });
    expect(valueAtPath(answer, '$env')).toEqual({ FLOW_TEST_GREETING: 'hello' });
    expect(valueAtPath(answer, '$trigger.body')).toEqual({ a: 1 });
    expect(valueAtPath(answer, '$accountability')).toMatchObject({ admin: true });
    // A signed-in caller's session and its id stay out of the chain.
    const { access_token } = await server.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const signedIn: unknown = await (
      await server.request(`/flows/trigger/${flow.id}`, { method: 'POST', token: access_token, json: {} })
    ).json();
    const who = valueAtPath(signedIn, '$accountability') as Record<string, unknown>;
    expect(who).toMatchObject({ admin: true, user: expect.any(String) });
    expect(Object.keys(who)).not.toContain('session');
    expect(Object.keys(who)).not.toContain('sessionId');
  });

  it('answers an async webhook at once and runs the flow afterwards', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      accountability: 'activity',
      options: { async: true },
      operations: [{ key: 'nap', type: 'sleep', options: { milliseconds: 600 } }],
    });
    const started = Date.now();
    const response = await server.asAdmin(`/flows/trigger/${flow.id}`);
    expect(response.status).toBe(204);
    expect(Date.now() - started).toBeLessThan(500);
    const db = server.server.ctx.db;
    expect(await db('directus_activity').where({ item: flow.id, action: 'run' })).toHaveLength(0);
    await eventually(async () => ((await db('directus_activity').where({ item: flow.id, action: 'run' })).length === 1 ? true : undefined));
  });

  it('runs operation flows from the trigger operation: one run, serial, batch and parallel', async () => {
    const called = await createFlow(server, {
      trigger: 'operation',
      operations: [{ key: 'echo', type: 'transform', options: { json: { seen: '{{ $trigger }}' } } }],
    });
    const modes = ['serial', 'batch', 'parallel'];
    for (const mode of modes) {
      const caller = await createFlow(server, {
        trigger: 'webhook',
        operations: [
          {
            key: 'each',
            type: 'trigger',
            options: { flow: called.id, payload: [{ n: 1 }, { n: 2 }, { n: 3 }], iterationMode: mode, batchSize: 2 },
          },
        ],
      });
      expect(await (await server.asAdmin(`/flows/trigger/${caller.id}`)).json()).toEqual([
        { seen: { n: 1 } },
        { seen: { n: 2 } },
        { seen: { n: 3 } },
      ]);
    }
    const single = await createFlow(server, {
      trigger: 'webhook',
      operations: [{ key: 'one', type: 'trigger', options: { flow: called.id, payload: '{{ $trigger.query }}' } }],
    });
    expect(await (await server.asAdmin(`/flows/trigger/${single.id}?x=1`)).json()).toEqual({ seen: { x: '1' } });
    // Only flows with an operation trigger may be called; the refusal is the reject path's data.
    const wrong = await createFlow(server, {
      trigger: 'webhook',
      operations: [
        { key: 'bad', type: 'trigger', options: { flow: single.id }, reject: 'why' },
        { key: 'why', type: 'transform', options: { json: { code: '{{ bad.code }}' } } },
      ],
    });
    expect(await (await server.asAdmin(`/flows/trigger/${wrong.id}`)).json()).toEqual({ code: 'INVALID_PAYLOAD' });
  });

  it('stops flows that start themselves through trigger operations', async () => {
    const loop = await createFlow(server, {
      trigger: 'operation',
      operations: [{ key: 'again', type: 'trigger', options: { flow: 'SELF' } }],
    });
    await server.asAdmin(`/operations/${loop.operations.get('again')}`, { method: 'PATCH', json: { options: { flow: loop.id } } });
    const entry = await createFlow(server, {
      trigger: 'webhook',
      operations: [{ key: 'go', type: 'trigger', options: { flow: loop.id } }],
    });
    const answer = await server.asAdmin(`/flows/trigger/${entry.id}`);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('at most 10 levels deep');
  });

  it('keeps the runs of a flood of concurrent calls apart', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      operations: [
        { key: 'nap', type: 'sleep', options: { milliseconds: 20 }, resolve: 'echo' },
        { key: 'echo', type: 'transform', options: { json: { n: '{{ $trigger.query.n }}' } } },
      ],
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => (await server.asAdmin(`/flows/trigger/${flow.id}?n=${n}`)).json()),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => ({ n: String(n) })));
  });

  it('refuses unknown, inactive and non-webhook flows, and hostile ids, with FORBIDDEN', async () => {
    const inactive = await createFlow(server, { trigger: 'webhook', status: 'inactive', operations: [{ key: 'a', type: 'log' }] });
    const scheduled = await createFlow(server, {
      trigger: 'schedule',
      options: { cron: '0 0 1 1 *' },
      operations: [{ key: 'a', type: 'log' }],
    });
    for (const id of [inactive.id, scheduled.id, '00000000-0000-4000-8000-000000000000', '__proto__', 'constructor'])
      expect(await codeOf(await server.asAdmin(`/flows/trigger/${id}`))).toBe('FORBIDDEN');
  });

  it('runs a manual flow for readable items of its collections, with its confirmation fields', async () => {
    const flow = await createFlow(server, {
      trigger: 'manual',
      options: { collections: ['articles'], requireConfirmation: true, fields: [{ field: 'reason', meta: { required: true } }] },
      operations: [
        {
          key: 'echo',
          type: 'transform',
          options: { json: { keys: '{{ $trigger.body.keys }}', reason: '{{ $trigger.body.reason }}', user: '{{ $accountability.user }}' } },
        },
      ],
    });
    const url = `/flows/trigger/${flow.id}`;
    const ok = await server.asAdmin(url, { method: 'POST', json: { collection: 'articles', keys: [1, 2], reason: 'tidy' } });
    expect(await ok.json()).toMatchObject({ keys: [1, 2], reason: 'tidy' });
    expect(await codeOf(await server.asAdmin(url, { method: 'POST', json: { collection: 'authors', keys: [1], reason: 'x' } }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(await server.asAdmin(url, { method: 'POST', json: { keys: [1], reason: 'x' } }))).toBe('FORBIDDEN');
    expect(await codeOf(await server.asAdmin(url, { method: 'POST', json: { collection: 'articles', keys: [1] } }))).toBe(
      'INVALID_PAYLOAD',
    );
    expect(
      await codeOf(await server.asAdmin(url, { method: 'POST', json: { collection: 'articles', keys: [{ a: 1 }], reason: 'x' } })),
    ).toBe('INVALID_PAYLOAD');
    expect(await codeOf(await server.asAdmin(url))).toBe('FORBIDDEN');
    expect(await codeOf(await server.request(url, { method: 'POST', json: { collection: 'articles', keys: [1], reason: 'x' } }))).toBe(
      'FORBIDDEN',
    );

    // A role reads only article 1: it may start the flow on 1, not on 2, and not at all without read access.
    const db = server.server.ctx.db;
    const reader = await server.createRole();
    await db('directus_permissions').insert({
      role: reader,
      collection: 'articles',
      action: 'read',
      permissions: JSON.stringify({ id: { _eq: 1 } }),
      fields: '*',
    });
    server.server.ctx.permissions.invalidate();
    const readerToken = (await server.login((await server.createUser({ role: reader })).email, 'User-password-1!')).access_token;
    const asReader = (keys: number[]) =>
      server.request(url, { method: 'POST', token: readerToken, json: { collection: 'articles', keys, reason: 'r' } });
    expect((await asReader([1])).status).toBe(200);
    expect(await codeOf(await asReader([1, 2]))).toBe('FORBIDDEN');
    const stranger = await server.createUser({ role: await server.createRole() });
    const strangerToken = (await server.login(stranger.email, stranger.password)).access_token;
    expect(
      await codeOf(
        await server.request(url, { method: 'POST', token: strangerToken, json: { collection: 'articles', keys: [1], reason: 'r' } }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('$env at the default FLOWS_ENV_ALLOW_LIST', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The variable is in the environment, but no allow list names it.
    server = await startTestServer({ env: { FLOW_TEST_GREETING: 'hello' } });
  });
  afterAll(async () => server?.close());

  it('gives flows no variables at all', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      options: { method: 'POST', return: '$all' },
      operations: [{ key: 'env', type: 'transform', options: { json: { greeting: '{{ $env.FLOW_TEST_GREETING }}' } } }],
    });
    const answer: unknown = await (await server.asAdmin(`/flows/trigger/${flow.id}`, { method: 'POST', json: {} })).json();
    expect(valueAtPath(answer, '$env')).toEqual({});
    expect(valueAtPath(answer, 'env')).toEqual({ greeting: '' });
  });
});
