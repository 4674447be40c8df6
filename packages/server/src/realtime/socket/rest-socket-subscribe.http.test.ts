import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (name: string, uid: string) => (message: Message) =>
  message.type === 'subscription' && message.event === name && message.uid === uid;
const authError = (message: Message) => message.type === 'auth' && message.status === 'error';

describe.each(DATABASES)('subscriptions over the REST socket on %s', (client) => {
  let server: TestServer;
  let role: string;
  const sockets: TestSocket[] = [];
  const open = async (token: string) => {
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    expect(await socket.call({ type: 'auth', access_token: token, uid: 'in' })).toMatchObject({ status: 'ok' });
    return socket;
  };
  const createNote = async (fields: Record<string, unknown>) => {
    const response = await server.asAdmin('/items/notes', { method: 'POST', json: fields });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  /** A user of the reader role, signed in over REST (json mode). */
  const reader = async () => {
    const user = await server.createUser({ role });
    return { user, tokens: await server.login(user.email, user.password) };
  };

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0', WEBSOCKETS_REST_AUTH_TIMEOUT: '30' },
    });
    const db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('text', 100);
      t.string('status', 20).defaultTo('public');
    });
    await db.schema.createTable('secrets', (t) => {
      t.increments('id');
    });
    await db('directus_collections').insert([{ collection: 'notes' }, { collection: 'secrets' }]);
    role = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert({
      role,
      collection: 'notes',
      action: 'read',
      permissions: JSON.stringify({ status: { _eq: 'public' } }),
      fields: 'id,text',
    });
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('subscribes (init with the query’s items), receives create, update and delete, and stops after unsubscribe', async () => {
    await createNote({ text: 'before' });
    const socket = await open(server.adminToken);
    const init = await socket.call({ type: 'subscribe', collection: 'notes', query: { fields: ['text'], sort: ['id'] }, uid: 's1' });
    expect(init).toEqual({ type: 'subscription', event: 'init', data: [{ text: 'before' }], uid: 's1' });
    const id = await createNote({ text: 'created' });
    expect(await socket.next(event('create', 's1'))).toMatchObject({ data: [{ text: 'created' }] });
    await server.asAdmin(`/items/notes/${id}`, { method: 'PATCH', json: { text: 'changed' } });
    expect(await socket.next(event('update', 's1'))).toMatchObject({ data: [{ text: 'changed' }] });
    await server.asAdmin(`/items/notes/${id}`, { method: 'DELETE' });
    expect((await socket.next(event('delete', 's1'))).data).toEqual([expect.anything()]);

    // Writes over the socket itself are announced too.
    await socket.call({ type: 'items', collection: 'notes', action: 'create', data: { text: 'by socket' }, uid: 'w' });
    expect(await socket.next(event('create', 's1'))).toMatchObject({ data: [{ text: 'by socket' }] });

    expect(await socket.call({ type: 'unsubscribe', uid: 's1' })).toEqual({ type: 'subscription', event: 'unsubscribe', uid: 's1' });
    await createNote({ text: 'after' });
    await sleep(300);
    expect(socket.received.some((message) => message.event === 'create' && JSON.stringify(message.data).includes('after'))).toBe(false);
  });

  it('delivers to a restricted role only what its rules let it read', async () => {
    const { tokens } = await reader();
    const socket = await open(tokens.access_token);
    expect(await socket.call({ type: 'subscribe', collection: 'notes', event: 'create', uid: 'r' })).toEqual({
      type: 'subscription',
      event: 'init',
      uid: 'r',
    });
    await createNote({ text: 'hidden', status: 'private' });
    await createNote({ text: 'shown', status: 'public' });
    const delivered = await socket.next(event('create', 'r'));
    expect(delivered.data).toEqual([{ id: expect.anything(), text: 'shown' }]);
    await sleep(200);
    expect(socket.received.filter(event('create', 'r'))).toHaveLength(1);
  });

  it('answers bad subscriptions with the broker’s errors and the uid', async () => {
    const { tokens } = await reader();
    const socket = await open(tokens.access_token);
    expect(await socket.call({ type: 'subscribe', collection: 'nothing_here', uid: 'a' })).toMatchObject({
      type: 'subscribe',
      status: 'error',
      uid: 'a',
    });
    expect(await socket.call({ type: 'subscribe', collection: 'secrets', uid: 'b' })).toMatchObject({
      status: 'error',
      error: { code: 'FORBIDDEN' },
      uid: 'b',
    });
    expect(
      await socket.call({ type: 'subscribe', collection: 'notes', query: { filter: { text: { _bogus: 1 } } }, uid: 'c' }),
    ).toMatchObject({
      status: 'error',
      error: { code: 'INVALID_QUERY' },
      uid: 'c',
    });
    for (const collection of ['__proto__', 'constructor']) {
      const answer = await socket.call({ type: 'subscribe', collection, uid: collection });
      expect(answer, collection).toMatchObject({ type: 'subscribe', status: 'error', uid: collection });
    }
  });

  it('a logout, a suspension and a role change end the affected sockets’ subscriptions, not others’', async () => {
    const loggedOut = await reader();
    const suspended = await reader();
    const moved = await reader();
    const bystander = await reader();
    const subscribed: TestSocket[] = [];
    for (const who of [loggedOut, suspended, moved, bystander]) {
      const socket = await open(who.tokens.access_token);
      expect(await socket.call({ type: 'subscribe', collection: 'notes', event: 'create', uid: 'sub' })).toMatchObject({ event: 'init' });
      subscribed.push(socket);
    }
    const [a, b, c, d] = subscribed as [TestSocket, TestSocket, TestSocket, TestSocket];
    const before = server.server.ctx.realtime!.size;

    await server.request('/auth/logout', { method: 'POST', json: { refresh_token: loggedOut.tokens.refresh_token } });
    expect(await a.next(authError)).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
    await server.asAdmin(`/users/${suspended.user.id}`, { method: 'PATCH', json: { status: 'suspended' } });
    expect(await b.next(authError)).toMatchObject({ error: { code: 'USER_SUSPENDED' } });
    await server.asAdmin(`/users/${moved.user.id}`, { method: 'PATCH', json: { role: await server.createRole() } });
    expect(await c.next(authError)).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
    expect(server.server.ctx.realtime!.size).toBe(before - 3);

    await createNote({ text: 'after revocation' });
    expect(await d.next(event('create', 'sub'))).toMatchObject({ data: [{ text: 'after revocation' }] });
    await sleep(300);
    for (const socket of [a, b, c]) expect(socket.received.some(event('create', 'sub'))).toBe(false);
    expect(d.received.some(authError)).toBe(false);
  });

  it('a subscription that completes after its sign-in was revoked is dropped, not kept', async () => {
    const { tokens } = await reader();
    const socket = await open(tokens.access_token);
    const ctx = server.server.ctx;
    // The public role may read too: a subscription that fell back to it would be accepted.
    const [publicRead] = await ctx
      .db('directus_permissions')
      .insert({ role: null, collection: 'notes', action: 'read', fields: 'id' }, ['id']);
    await ctx.permissions.invalidate();
    const broker = ctx.realtime!;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    // The broker as the socket sees it, held back until the test lets the subscription through.
    ctx.realtime = {
      subscribe: async (client, request) => {
        entered();
        await gate;
        return broker.subscribe(client, request);
      },
      unsubscribe: (client, uid) => broker.unsubscribe(client, uid),
      removeClient: (client) => broker.removeClient(client),
      get size() {
        return broker.size;
      },
      close: () => broker.close(),
    };
    try {
      const held = broker.size;
      socket.send({ type: 'subscribe', collection: 'notes', uid: 'late' });
      await started;
      await server.request('/auth/logout', { method: 'POST', json: { refresh_token: tokens.refresh_token } });
      expect(await socket.next(authError)).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
      release();
      expect(await socket.next((message) => message.uid === 'late')).toMatchObject({
        type: 'subscribe',
        status: 'error',
        error: { code: 'TOKEN_EXPIRED' },
      });
      expect(broker.size).toBe(held);
    } finally {
      ctx.realtime = broker;
      await ctx
        .db('directus_permissions')
        .where('id', typeof publicRead === 'object' ? publicRead.id : publicRead)
        .delete();
      await ctx.permissions.invalidate();
    }
  });

  it('a closed socket leaves the broker', async () => {
    const socket = await open(server.adminToken);
    await socket.call({ type: 'subscribe', collection: 'notes', uid: 'x' });
    await socket.call({ type: 'subscribe', collection: 'notes', event: 'delete', uid: 'y' });
    const size = server.server.ctx.realtime!.size;
    socket.close();
    await socket.closed;
    const deadline = Date.now() + 2000;
    while (server.server.ctx.realtime!.size !== size - 2 && Date.now() < deadline) await sleep(20);
    expect(server.server.ctx.realtime!.size).toBe(size - 2);
  });
});
