import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingHttpServer, type RecordedRequest, type RecordingHttpServer } from '../../test/harness/recording-http-server.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { TEST_DATABASES, testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Loopback is allowed only because this list replaces the default one, which denies it. */
const ALLOW_LOOPBACK = { IMPORT_IP_DENY_LIST: '169.254.169.254', WEBHOOKS_RETRIES: '2', WEBHOOKS_RETRY_DELAY: '20' };

type Handler = (response: ServerResponse, recorded: RecordedRequest) => void;
const answerOk: Handler = (response) => response.end('ok');

async function waitFor<T>(read: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('webhooks firing on %s', (client) => {
  let server: TestServer;
  let receiver: RecordingHttpServer;
  let handle: Handler = answerOk;
  let admin: { id: string; role: string };
  let path = 0;
  /** Node's parsed header object is a plain one that drops `__proto__`; the raw pairs show what was sent. */
  const rawHeaders = new Map<RecordedRequest, string[]>();

  const requestsTo = (url: string) => receiver.requests.filter((request) => request.url === url);
  const createWebhook = async (fields: Record<string, unknown>) => {
    const url = `/hook-${++path}`;
    const response = await server.asAdmin('/webhooks', {
      method: 'POST',
      json: { name: 'hook', method: 'POST', url: `${receiver.origin}${url}`, actions: ['create'], collections: ['articles'], ...fields },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: number } };
    return { id: data.id, path: url };
  };
  const createArticle = async (title: string) => {
    const response = await server.asAdmin('/items/articles', { method: 'POST', json: { title } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };

  beforeAll(async () => {
    receiver = await startRecordingHttpServer((request, response, recorded) => {
      rawHeaders.set(recorded, request.rawHeaders);
      handle(response, recorded);
    });
    server = await startTestServer({ client, env: ALLOW_LOOPBACK });
    for (const collection of ['articles', 'other']) {
      const created = await server.asAdmin('/collections', {
        method: 'POST',
        json: { collection, schema: {}, fields: [{ field: 'title', type: 'string' }] },
      });
      expect(created.status).toBe(200);
    }
    admin = ((await (await server.asAdmin('/users/me?fields=id,role')).json()) as { data: { id: string; role: string } }).data;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });
  afterEach(async () => {
    handle = answerOk;
    // Each test's webhooks go, so none fires into the next test.
    const { data } = (await (await server.asAdmin('/webhooks?fields=id')).json()) as { data: Array<{ id: number }> };
    if (data.length > 0) await server.asAdmin('/webhooks', { method: 'DELETE', json: data.map(({ id }) => id) });
  });

  it('POSTs {event, accountability, payload, key|keys, collection} with its headers after create, update and delete', async () => {
    const hook = await createWebhook({
      actions: ['create', 'update', 'delete'],
      headers: [
        { header: 'X-Secret', value: 's3cret' },
        { header: '__proto__', value: 'proto' },
        { header: 'constructor', value: 'ctor' },
      ],
    });
    const id = await createArticle('first');
    const created = await waitFor(() => requestsTo(hook.path)[0]);
    expect(created.method).toBe('POST');
    expect(created.headers['content-type']).toBe('application/json');
    expect(created.headers['x-secret']).toBe('s3cret');
    // Hostile names are just header names: sent as given, never touching a prototype.
    const raw = rawHeaders.get(created)!;
    expect(raw.slice(raw.indexOf('__proto__'), raw.indexOf('__proto__') + 2)).toEqual(['__proto__', 'proto']);
    expect(created.headers['constructor']).toBe('ctor');
    expect(JSON.parse(created.body)).toEqual({
      event: 'items.create',
      accountability: { user: admin.id, role: admin.role },
      payload: { title: 'first' },
      key: id,
      collection: 'articles',
    });

    expect((await server.asAdmin(`/items/articles/${id}`, { method: 'PATCH', json: { title: 'second' } })).status).toBe(200);
    const updated = await waitFor(() => requestsTo(hook.path)[1]);
    expect(JSON.parse(updated.body)).toEqual({
      event: 'items.update',
      accountability: { user: admin.id, role: admin.role },
      payload: { title: 'second' },
      keys: [id],
      collection: 'articles',
    });

    expect((await server.asAdmin(`/items/articles/${id}`, { method: 'DELETE' })).status).toBe(204);
    const deleted = await waitFor(() => requestsTo(hook.path)[2]);
    expect(JSON.parse(deleted.body)).toEqual({
      event: 'items.delete',
      accountability: { user: admin.id, role: admin.role },
      payload: [id],
      keys: [id],
      collection: 'articles',
    });
  });

  it('leaves the payload out when data is off, and sends GET without a body', async () => {
    const noData = await createWebhook({ data: false });
    const get = await createWebhook({ method: 'GET' });
    const id = await createArticle('quiet');
    const sent = await waitFor(() => requestsTo(noData.path)[0]);
    expect(JSON.parse(sent.body)).toEqual({
      event: 'items.create',
      accountability: { user: admin.id, role: admin.role },
      key: id,
      collection: 'articles',
    });
    const fetched = await waitFor(() => requestsTo(get.path)[0]);
    expect(fetched.method).toBe('GET');
    expect(fetched.body).toBe('');
  });

  it('fires only active webhooks, for their actions and collections, and follows each webhooks write', async () => {
    const inactive = await createWebhook({ status: 'inactive' });
    const otherCollection = await createWebhook({ collections: ['other'] });
    const updatesOnly = await createWebhook({ actions: ['update'] });
    const barrier = await createWebhook({});
    await createArticle('one');
    await waitFor(() => requestsTo(barrier.path)[0]);
    await pause(100);
    expect(requestsTo(inactive.path)).toEqual([]);
    expect(requestsTo(otherCollection.path)).toEqual([]);
    expect(requestsTo(updatesOnly.path)).toEqual([]);

    // Switching on, and off again, takes effect for the next write.
    expect((await server.asAdmin(`/webhooks/${inactive.id}`, { method: 'PATCH', json: { status: 'active' } })).status).toBe(200);
    expect((await server.asAdmin(`/webhooks/${barrier.id}`, { method: 'PATCH', json: { status: 'inactive' } })).status).toBe(200);
    await pause(50);
    await createArticle('two');
    await waitFor(() => requestsTo(inactive.path)[0]);
    await pause(100);
    expect(requestsTo(barrier.path)).toHaveLength(1);
  });

  it('announces nothing for a write that rolls back after part of it was done', async () => {
    const hook = await createWebhook({ actions: ['update'] });
    const id = await createArticle('before');
    // The first change is written, then the second (no key) fails the batch: everything rolls back.
    const failed = await server.asAdmin('/items/articles', { method: 'PATCH', json: [{ id, title: 'rolled back' }, { title: 'no key' }] });
    expect(failed.status).toBe(400);
    expect((await server.asAdmin(`/items/articles/${id}`, { method: 'PATCH', json: { title: 'after' } })).status).toBe(200);
    const sent = await waitFor(() => requestsTo(hook.path)[0]);
    await pause(100);
    expect(requestsTo(hook.path)).toHaveLength(1);
    expect(JSON.parse(sent.body)).toMatchObject({ payload: { title: 'after' }, keys: [id] });
  });

  it('announces each item of a committed batch update once the batch commits', async () => {
    const hook = await createWebhook({ actions: ['update'] });
    const first = await createArticle('a');
    const second = await createArticle('b');
    const response = await server.asAdmin('/items/articles', {
      method: 'PATCH',
      json: [
        { id: first, title: 'A' },
        { id: second, title: 'B' },
      ],
    });
    expect(response.status).toBe(200);
    await waitFor(() => requestsTo(hook.path).length === 2);
    const bodies = requestsTo(hook.path).map((request) => JSON.parse(request.body) as { keys: number[]; payload: unknown });
    expect(bodies.map(({ keys, payload }) => [keys, payload]).sort()).toEqual(
      [
        [[first], { title: 'A' }],
        [[second], { title: 'B' }],
      ].sort(),
    );
  });

  it('fires on item actions only: a role write announces roles.update once it commits, never to webhooks', async () => {
    // As the reference: webhooks listen to `items.<action>`; system collections announce `<name>.<action>`.
    const hook = await createWebhook({ actions: ['update'], collections: ['directus_roles'] });
    const announced: unknown[] = [];
    const off = server.server.ctx.events.onAction('roles.update', (meta) => void announced.push(meta.payload));
    try {
      // Taking admin access from the only admin role is written, then refused by the last-admin guard: rolled back.
      const refused = await server.asAdmin(`/roles/${admin.role}`, { method: 'PATCH', json: { admin_access: false } });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect((await server.asAdmin(`/roles/${admin.role}`, { method: 'PATCH', json: { description: 'kept' } })).status).toBe(200);
      await waitFor(() => announced.length > 0);
      await pause(100);
      expect(announced).toEqual([expect.objectContaining({ description: 'kept' })]);
      expect(requestsTo(hook.path)).toHaveLength(0);
    } finally {
      off();
    }
  });

  it('retries a failing receiver with back-off, then gives up; the write succeeded anyway', async () => {
    handle = (response) => {
      response.statusCode = 503;
      response.end('down');
    };
    const hook = await createWebhook({});
    await createArticle('retried');
    await waitFor(() => requestsTo(hook.path).length === 3);
    await pause(300);
    // WEBHOOKS_RETRIES=2: the first attempt and two retries, no more.
    expect(requestsTo(hook.path)).toHaveLength(3);
  });

  it('does not retry a 4xx answer', async () => {
    handle = (response) => {
      response.statusCode = 404;
      response.end('no');
    };
    const hook = await createWebhook({});
    await createArticle('once');
    await waitFor(() => requestsTo(hook.path)[0]);
    await pause(200);
    expect(requestsTo(hook.path)).toHaveLength(1);
  });

  it('a slow receiver does not slow the write', async () => {
    const answers: Array<() => void> = [];
    handle = (response) => void answers.push(() => response.end('late'));
    const hook = await createWebhook({});
    const started = Date.now();
    await createArticle('fast');
    expect(Date.now() - started).toBeLessThan(1000);
    await waitFor(() => requestsTo(hook.path)[0]);
    for (const answer of answers) answer();
  });

  it('a flood of writes is delivered with a bounded number of connections at once', async () => {
    let open = 0;
    let most = 0;
    handle = (response) => {
      open++;
      most = Math.max(most, open);
      setTimeout(() => {
        open--;
        response.end('ok');
      }, 30);
    };
    const hook = await createWebhook({});
    const titles = Array.from({ length: 40 }, (_, index) => ({ title: `t${index}` }));
    expect((await server.asAdmin('/items/articles', { method: 'POST', json: titles })).status).toBe(200);
    await waitFor(() => requestsTo(hook.path).length === 40, 5000);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);
  });

  it('refuses header names and values a request cannot carry, and non-admins', async () => {
    const base = { name: 'x', url: `${receiver.origin}/x`, actions: ['create'], collections: ['articles'] };
    for (const header of [
      { header: 'Bad Name', value: 'v' },
      { header: 'x-a\r\nx-b', value: 'v' },
      { header: 'x-ok', value: 'line\r\nInjected: 1' },
      { header: 'Content-Length', value: '0' },
      { header: 'Host', value: 'elsewhere' },
      { header: 'x-big', value: 'v'.repeat(100_000) },
    ]) {
      const response = await server.asAdmin('/webhooks', { method: 'POST', json: { ...base, headers: [header] } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
        'FAILED_VALIDATION',
      );
    }
    const tooMany = Array.from({ length: 51 }, (_, index) => ({ header: `x-${index}`, value: 'v' }));
    expect((await server.asAdmin('/webhooks', { method: 'POST', json: { ...base, headers: tooMany } })).status).toBe(400);
    const role = await server.createRole();
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    expect((await server.request('/webhooks', { method: 'POST', token: access_token, json: base })).status).toBe(403);
  });
});

describe('webhooks and the outbound guard', () => {
  it('refuses a loopback receiver under the default IMPORT_IP_DENY_LIST and logs it; the write succeeds', async () => {
    const receiver = await startRecordingHttpServer((_request, response) => response.end('ok'));
    const lines: string[] = [];
    const server = await startTestServer({
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    try {
      await server.asAdmin('/collections', {
        method: 'POST',
        json: { collection: 'articles', schema: {}, fields: [{ field: 'title', type: 'string' }] },
      });
      const hook = await server.asAdmin('/webhooks', {
        method: 'POST',
        json: { name: 'local', url: `${receiver.origin}/hook`, actions: ['create'], collections: ['articles'] },
      });
      expect(hook.status).toBe(200);
      expect((await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'x' } })).status).toBe(200);
      const failure = await waitFor(() => lines.find((line) => line.includes('webhook call failed')));
      // Refused before connecting, and never retried.
      expect(JSON.parse(failure)).toMatchObject({ attempts: 1, name: 'local' });
      await pause(100);
      expect(receiver.requests).toEqual([]);
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});

describe.runIf(TEST_DATABASES.includes('pg'))('webhooks on two instances over Redis', () => {
  it('a webhook created through one instance fires for writes through the other', async () => {
    const env = { ...ALLOW_LOOPBACK, SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };
    const receiver = await startRecordingHttpServer((_request, response) => response.end('ok'));
    const first = await startTestServer({ client: 'pg', env });
    const second = await startTestServer({ client: 'pg', database: first.database, env });
    try {
      const created = await first.asAdmin('/collections', {
        method: 'POST',
        json: { collection: 'articles', schema: {}, fields: [{ field: 'title', type: 'string' }] },
      });
      expect(created.status).toBe(200);
      // The second instance loaded its (empty) list at start; only the signal can tell it about this one.
      const hook = await first.asAdmin('/webhooks', {
        method: 'POST',
        json: { name: 'shared', url: `${receiver.origin}/shared`, actions: ['create'], collections: ['articles'] },
      });
      expect(hook.status).toBe(200);
      const fired = await waitForDelivery(second, receiver);
      expect(JSON.parse(fired.body)).toMatchObject({ event: 'items.create', collection: 'articles' });
    } finally {
      await second.server.close();
      await first.close();
      await receiver.close();
    }
  });
});

/** Writes through `server` until one write's webhook arrives (the reload signal travels asynchronously). */
async function waitForDelivery(server: TestServer, receiver: RecordingHttpServer): Promise<RecordedRequest> {
  const started = Date.now();
  for (;;) {
    const response = await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'via second' } });
    expect([200, 403]).toContain(response.status);
    await pause(100);
    const request = receiver.requests[0];
    if (request) return request;
    if (Date.now() - started > 3000) throw new Error('no webhook call arrived from the second instance');
  }
}

describe('webhook retries at the default WEBHOOKS_RETRIES and WEBHOOKS_RETRY_DELAY', () => {
  it('tries a failing receiver four times, one, two and four seconds apart, then gives up', async () => {
    const arrivals: number[] = [];
    const receiver = await startRecordingHttpServer((_request, response) => {
      arrivals.push(performance.now());
      response.statusCode = 503;
      response.end('down');
    });
    // Loopback allowed (the receiver lives there); the retries as `npm start` has them.
    const server = await startTestServer({ env: { IMPORT_IP_DENY_LIST: '169.254.169.254' } });
    try {
      await server.asAdmin('/collections', {
        method: 'POST',
        json: { collection: 'articles', schema: {}, fields: [{ field: 'title', type: 'string' }] },
      });
      await server.asAdmin('/webhooks', {
        method: 'POST',
        json: { name: 'down', url: `${receiver.origin}/hook`, actions: ['create'], collections: ['articles'] },
      });
      expect((await server.asAdmin('/items/articles', { method: 'POST', json: { title: 'x' } })).status).toBe(200);
      await waitFor(() => arrivals.length === 4, 12_000);
      await pause(1_500);
      expect(arrivals).toHaveLength(4);
      const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(950);
      expect(gaps[1]).toBeGreaterThanOrEqual(1_950);
      expect(gaps[2]).toBeGreaterThanOrEqual(3_950);
    } finally {
      await server.close();
      await receiver.close();
    }
  }, 25_000);
});
