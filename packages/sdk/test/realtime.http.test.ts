import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  authentication,
  createClient,
  createItem,
  deleteItem,
  realtime,
  rest,
  staticToken,
  updateItem,
  type RealtimeOptions,
  type SubscriptionMessage,
} from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { startTestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, type ArticleRow } from './blog-fixture.js';

/** Seconds between the server's pings: short, so a silent socket is dropped within the test. */
const HEARTBEAT_PERIOD = 1;

/** The next message of a subscription, failing with what was expected when none comes in time. */
async function nextOf<Item>(subscription: AsyncGenerator<SubscriptionMessage<Item>>, what: string, ms = 5000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms}ms`)), ms);
  });
  try {
    const result = await Promise.race([subscription.next(), timeout]);
    if (result.done) throw new Error(`the subscription ended while waiting for ${what}`);
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The realtime part against the real REST socket (api-reference section 9), SQLite.
describe('SDK realtime() against the real server', { timeout: 30_000 }, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      client: 'sqlite3',
      env: {
        WEBSOCKETS_ENABLED: 'true',
        WEBSOCKETS_HEARTBEAT_PERIOD: String(HEARTBEAT_PERIOD),
        ACCESS_TOKEN_TTL: '2s',
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '100000',
      },
    });
    await createBlog(server);
  }, 60_000);
  afterAll(async () => server?.close());
  beforeEach(async () => resetBlog(server));

  const adminClient = (options: RealtimeOptions = {}) =>
    createClient(server.url, { WebSocket }).with(staticToken(TEST_ADMIN.token)).with(rest()).with(realtime(options));

  it('server info announces the REST socket the SDK connects to', async () => {
    const info = (await (await server.asAdmin('/server/info')).json()) as { data: { websocket: unknown } };
    expect(info.data.websocket).toMatchObject({ rest: { authentication: 'handshake', path: '/websocket' } });
  });

  it('subscribe: init with the query, then create, update and delete as they happen; unsubscribe ends the iterator', async () => {
    const client = adminClient();
    const { subscription, unsubscribe } = await client.subscribe<ArticleRow>('articles', {
      query: { fields: ['id', 'title'], filter: { status: { _eq: 'published' } }, sort: ['id'] },
    });
    const init = await nextOf(subscription, 'init');
    expect(init).toMatchObject({ type: 'subscription', event: 'init' });
    expect(init.event === 'init' && init.data).toEqual([
      { id: 1, title: 'Alpha' },
      { id: 3, title: 'Gamma' },
      { id: 5, title: 'Epsilon' },
    ]);

    const created = (await client.request(createItem('articles', { title: 'Zeta', status: 'published' }))) as { id: number };
    expect(await nextOf(subscription, 'create')).toMatchObject({ event: 'create', data: [{ id: created.id, title: 'Zeta' }] });

    await client.request(updateItem('articles', created.id, { title: 'Zeta 2' }));
    expect(await nextOf(subscription, 'update')).toMatchObject({ event: 'update', data: [{ id: created.id, title: 'Zeta 2' }] });

    await client.request(deleteItem('articles', created.id));
    const deleted = await nextOf(subscription, 'delete');
    expect(deleted.event).toBe('delete');
    expect((deleted.data as unknown[]).map(String)).toEqual([String(created.id)]);

    const pending = subscription.next();
    unsubscribe();
    expect(await pending).toEqual({ done: true, value: undefined });
    client.disconnect();
  });

  it('a subscription for one event and one item only yields that', async () => {
    const client = adminClient();
    const { subscription } = await client.subscribe('articles', { event: 'update', item: 2, query: { fields: ['id', 'title'] } });
    expect(await nextOf(subscription, 'init')).toMatchObject({ event: 'init' });
    await client.request(updateItem('articles', 1, { title: 'not this one' }));
    await client.request(updateItem('articles', 2, { title: 'this one' }));
    expect(await nextOf(subscription, 'update of item 2')).toMatchObject({ event: 'update', data: [{ id: 2, title: 'this one' }] });
    client.disconnect();
  });

  it('answers the server pings, so a subscriber stays connected past several heartbeat periods; a silent client is dropped', async () => {
    const alive = adminClient({ reconnect: false });
    const silent = adminClient({ reconnect: false, heartbeat: false });
    const aliveSub = await alive.subscribe('articles', { query: { fields: ['id', 'title'] } });
    const silentSub = await silent.subscribe('articles', { query: { fields: ['id'] } });
    await nextOf(aliveSub.subscription, 'init');
    await nextOf(silentSub.subscription, 'init');
    const silentClosed = new Promise((resolve) => silent.onWebSocket('close', resolve));

    await sleep(HEARTBEAT_PERIOD * 3500);
    await silentClosed;
    expect(silent.isConnected()).toBe(false);
    expect(await silentSub.subscription.next()).toEqual({ done: true, value: undefined });
    expect(alive.isConnected()).toBe(true);
    await alive.request(updateItem('articles', 4, { title: 'still here' }));
    expect(await nextOf(aliveSub.subscription, 'update')).toMatchObject({ event: 'update', data: [{ id: 4, title: 'still here' }] });
    alive.disconnect();
  });

  it('reconnects after the server drops the socket and subscribes again; the same iterator carries on', async () => {
    // No pongs: the server drops it after a heartbeat period, and the client comes back.
    const client = adminClient({ heartbeat: false, reconnect: { delay: 100, retries: 5 } });
    const { subscription } = await client.subscribe('articles', { uid: 'again', query: { fields: ['id', 'title'] } });
    await nextOf(subscription, 'init');
    const closed = new Promise((resolve) => client.onWebSocket('close', resolve));
    const reopened = new Promise((resolve) => client.onWebSocket('open', resolve));
    await closed;
    await reopened;
    // The re-sent subscription answers init again on the new socket.
    expect(await nextOf(subscription, 'init after reconnect')).toMatchObject({ event: 'init', uid: 'again' });
    await client.request(updateItem('articles', 3, { title: 'after the drop' }));
    expect(await nextOf(subscription, 'update after reconnect')).toMatchObject({
      event: 'update',
      data: [{ id: 3, title: 'after the drop' }],
    });
    client.disconnect();
    expect(await subscription.next()).toEqual({ done: true, value: undefined });
  });

  it('re-authenticates with a refreshed token when the server says TOKEN_EXPIRED, and keeps delivering', async () => {
    const client = createClient(server.url, { WebSocket })
      .with(rest())
      .with(authentication('json', { autoRefresh: false }))
      .with(realtime({ heartbeat: true }));
    await client.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const firstToken = await client.getToken();
    const auths: unknown[] = [];
    client.onWebSocket('message', (message: { type?: string }) => {
      if (message.type === 'auth') auths.push(message);
    });
    const { subscription } = await client.subscribe('articles', { query: { fields: ['id', 'title'] } });
    await nextOf(subscription, 'init');

    // The 2 s token expires; the server asks for a new one and the client answers with a refreshed one.
    const deadline = Date.now() + 8000;
    while (!auths.some((message) => (message as { status?: string }).status === 'ok') && Date.now() < deadline) await sleep(100);
    expect(auths[0]).toMatchObject({ type: 'auth', status: 'error', error: { code: 'TOKEN_EXPIRED' } });
    expect(auths).toContainEqual(expect.objectContaining({ type: 'auth', status: 'ok' }));
    expect(await client.getToken()).not.toBe(firstToken);
    expect(client.isConnected()).toBe(true);

    await createClient(server.url)
      .with(staticToken(TEST_ADMIN.token))
      .with(rest())
      .request(updateItem('articles', 5, { title: 'fresh' }));
    // The server ends subscriptions with the expired sign-in; the SDK subscribes again (a new init first).
    let message = await nextOf(subscription, 'update after re-auth');
    while (message.event === 'init') message = await nextOf(subscription, 'update after re-auth');
    expect(message).toMatchObject({ event: 'update', data: [{ id: 5, title: 'fresh' }] });
    client.disconnect();
  });

  it('a wrong token fails connect() with the server code; a forbidden collection fails the iterator', async () => {
    const wrong = createClient(server.url, { WebSocket })
      .with(staticToken('not-a-token'))
      .with(realtime({ reconnect: false }));
    await expect(wrong.connect()).rejects.toMatchObject({
      name: 'RealtimeError',
      code: expect.stringMatching(/AUTH_FAILED|INVALID_CREDENTIALS/),
    });

    const role = await server.createRole({ admin_access: false });
    const user = await server.createUser({ role, token: 'limited-user-token' });
    expect(user.id).toBeTruthy();
    const limited = createClient(server.url, { WebSocket })
      .with(staticToken('limited-user-token'))
      .with(realtime({ reconnect: false }));
    for (const collection of ['articles', '__proto__', 'directus_extensions']) {
      const { subscription } = await limited.subscribe(collection);
      const error = await subscription.next().catch((reason: unknown) => reason);
      expect(error, collection).toMatchObject({
        name: 'RealtimeError',
        code: expect.stringMatching(/FORBIDDEN|INVALID_COLLECTION|INVALID_PAYLOAD/),
      });
    }
    limited.disconnect();
  });
});

describe('SDK realtime() auth modes against the real server', { timeout: 30_000 }, () => {
  for (const mode of ['strict', 'public'] as const) {
    describe(`WEBSOCKETS_REST_AUTH=${mode}`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer({ client: 'sqlite3', env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_AUTH: mode } });
        await createBlog(server);
        await resetBlog(server);
      }, 60_000);
      afterAll(async () => server?.close());

      it(`an SDK client in ${mode} mode subscribes as the user and receives changes`, async () => {
        const client = createClient(server.url, { WebSocket })
          .with(staticToken(TEST_ADMIN.token))
          .with(rest())
          .with(realtime({ authMode: mode === 'strict' ? 'strict' : 'handshake', reconnect: false }));
        const { subscription } = await client.subscribe('articles', { query: { fields: ['id', 'title'] } });
        expect(await nextOf(subscription, 'init')).toMatchObject({
          event: 'init',
          data: expect.arrayContaining([{ id: 1, title: 'Alpha' }]),
        });
        await client.request(updateItem('articles', 1, { title: `changed in ${mode}` }));
        expect(await nextOf(subscription, 'update')).toMatchObject({ event: 'update', data: [{ id: 1, title: `changed in ${mode}` }] });
        client.disconnect();
      });

      it('a client without a token is refused or reads as the public role (nothing here)', async () => {
        const anonymous = createClient(server.url, { WebSocket }).with(
          realtime({ authMode: mode, reconnect: false, connect: { timeout: 5000 } }),
        );
        if (mode === 'strict') {
          await expect(anonymous.subscribe('articles')).rejects.toBeInstanceOf(Error);
          expect(anonymous.isConnected()).toBe(false);
        } else {
          const { subscription } = await anonymous.subscribe('articles');
          await expect(subscription.next()).rejects.toMatchObject({ name: 'RealtimeError', code: 'FORBIDDEN' });
          anonymous.disconnect();
        }
      });
    });
  }
});
