import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isError = (code: string) => (message: Record<string, unknown>) =>
  message.status === 'error' && (message.error as { code?: string } | undefined)?.code === code;

describe('REST socket, handshake mode (the default)', () => {
  let server: TestServer;
  const sockets: TestSocket[] = [];
  const open = async (headers?: Record<string, string>) => {
    const socket = await connectSocket(server.url, '/websocket', { headers });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({
      env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_AUTH_TIMEOUT: '1', ACCESS_TOKEN_TTL: '3s', LOGIN_STALL_TIME: '0' },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('signs in with an access token, then answers ping with pong and its uid', async () => {
    const socket = await open();
    expect(await socket.call({ type: 'auth', access_token: server.adminToken, uid: 'a' })).toEqual({
      type: 'auth',
      status: 'ok',
      uid: 'a',
    });
    expect(await socket.call({ type: 'ping', uid: 7 })).toEqual({ type: 'pong', uid: 7 });
    socket.send({ type: 'ping' });
    expect(await socket.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
    const read = await socket.call({ type: 'items', collection: 'directus_users', action: 'read', query: { fields: ['email'] }, uid: 'r' });
    expect(read).toEqual({ type: 'items', data: [{ email: TEST_ADMIN.email }], uid: 'r' });
  });

  it('closes a socket whose first message is not auth, with an auth error', async () => {
    const socket = await open();
    socket.send({ type: 'items', collection: 'directus_users', action: 'read' });
    const answer = await socket.next();
    expect(answer).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_FAILED' } });
    expect((await socket.closed).code).toBe(1008);
  });

  it('answers AUTH_TIMEOUT and closes when no auth comes within WEBSOCKETS_REST_AUTH_TIMEOUT', async () => {
    const socket = await open();
    const started = Date.now();
    const answer = await socket.next(undefined, 4000);
    expect(answer).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_TIMEOUT' } });
    await socket.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('signs in with e-mail and password (answering a refresh token) and refuses a wrong password with AUTH_FAILED', async () => {
    const user = await server.createUser({ role: await server.createRole() });
    const socket = await open();
    const ok = await socket.call({ type: 'auth', email: user.email, password: user.password, uid: 1 });
    expect(ok).toMatchObject({ type: 'auth', status: 'ok', uid: 1 });
    expect(typeof ok.refresh_token).toBe('string');
    // The sign-in is the one of POST /auth/login: it is recorded as a login.
    const logins = await server.server.ctx.db('directus_activity').where({ action: 'login', user: user.id });
    expect(logins).toHaveLength(1);

    const bad = await open();
    const refused = await bad.call({ type: 'auth', email: user.email, password: 'wrong-password', uid: 2 });
    expect(refused).toEqual({
      type: 'auth',
      status: 'error',
      error: { code: 'AUTH_FAILED', message: 'Invalid user credentials.' },
      uid: 2,
    });
    expect((await bad.closed).code).toBe(1008);
  });

  it('counts failed sign-ins against auth_login_attempts, as POST /auth/login does', async () => {
    await server.server.ctx.db('directus_settings').update({ auth_login_attempts: 2 });
    const user = await server.createUser({ role: await server.createRole() });
    for (let i = 0; i < 2; i++) {
      const socket = await open();
      expect(await socket.call({ type: 'auth', email: user.email, password: 'nope', uid: i })).toMatchObject({ status: 'error' });
    }
    const row = await server.server.ctx.db('directus_users').where('id', user.id).first('status');
    expect(row.status).toBe('suspended');
    await server.server.ctx.db('directus_settings').update({ auth_login_attempts: 25 });
  });

  it('refreshes with a refresh token, answering a new one; the old one is spent', async () => {
    const user = await server.createUser({ role: await server.createRole() });
    const { refresh_token } = await server.login(user.email, user.password);
    const socket = await open();
    const ok = await socket.call({ type: 'auth', refresh_token, uid: 'x' });
    expect(ok).toMatchObject({ type: 'auth', status: 'ok', uid: 'x' });
    expect(ok.refresh_token).toEqual(expect.any(String));
    expect(ok.refresh_token).not.toBe(refresh_token);
    const again = await open();
    expect(await again.call({ type: 'auth', refresh_token, uid: 'y' })).toMatchObject({ status: 'error', error: { code: 'AUTH_FAILED' } });
  });

  it('refuses an auth message with no credentials or of the wrong types', async () => {
    for (const message of [{}, { access_token: 5 }, { email: 'a@b.c' }, { refresh_token: ['x'] }, { access_token: '' }]) {
      const socket = await open();
      const answer = await socket.call({ type: 'auth', ...message, uid: 'bad' });
      expect(answer).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_FAILED' } });
    }
  });

  it('sends TOKEN_EXPIRED when the access token expires, keeps the subscriptions but delivers and does nothing until a new auth, then goes on', async () => {
    const user = await server.createUser({ role: await server.createRole() });
    const socket = await open();
    const first = await socket.call({ type: 'auth', email: user.email, password: user.password, uid: 'in' });
    expect(first).toMatchObject({ status: 'ok' });
    const subscribed = await socket.call({ type: 'subscribe', collection: 'directus_users', event: 'update', uid: 'sub' });
    expect(subscribed).toEqual({ type: 'subscription', event: 'init', uid: 'sub' });
    const broker = server.server.ctx.realtime!;
    const held = broker.size;
    const expired = await socket.next(isError('TOKEN_EXPIRED'), 6000);
    expect(expired).toMatchObject({ type: 'auth', status: 'error', error: { code: 'TOKEN_EXPIRED' } });
    // Kept, as the reference keeps them: a client that only signs in again goes on receiving.
    expect(broker.size).toBe(held);
    const updateSelf = (firstName: string) =>
      server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { first_name: firstName } }).then((response) => response.status);
    expect(await updateSelf('While expired')).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing is delivered on the expired sign-in.
    expect(socket.received.filter((message) => message.type === 'subscription' && message.event === 'update')).toEqual([]);
    const refused = await socket.call({ type: 'ping', uid: 'p' });
    expect(refused).toMatchObject({ type: 'ping', status: 'error', error: { code: 'TOKEN_EXPIRED' }, uid: 'p' });
    const again = await socket.call({ type: 'auth', refresh_token: first.refresh_token, uid: 're' });
    expect(again).toMatchObject({ type: 'auth', status: 'ok', uid: 're' });
    expect(await socket.call({ type: 'ping', uid: 'p2' })).toEqual({ type: 'pong', uid: 'p2' });
    expect(await updateSelf('After re-auth')).toBe(200);
    const update = await socket.next(
      (message) => message.type === 'subscription' && message.event === 'update' && JSON.stringify(message.data).includes('After re-auth'),
      5000,
    );
    expect(update).toMatchObject({ uid: 'sub', data: [expect.objectContaining({ id: user.id, first_name: 'After re-auth' })] });
    expect(socket.isOpen()).toBe(true);
  });

  it('closes with AUTH_TIMEOUT when no new auth follows TOKEN_EXPIRED', async () => {
    const user = await server.createUser({ role: await server.createRole() });
    const socket = await open();
    expect(await socket.call({ type: 'auth', email: user.email, password: user.password, uid: 'in' })).toMatchObject({ status: 'ok' });
    await socket.next(isError('TOKEN_EXPIRED'), 6000);
    expect(await socket.next(isError('AUTH_TIMEOUT'), 4000)).toMatchObject({ type: 'auth' });
    expect((await socket.closed).code).toBe(1008);
  });

  it("honours the role's IP allow-list", async () => {
    const role = await server.createRole({ ip_access: '10.9.9.9' });
    await server.createUser({ role, token: 'ip-bound-static-token' });
    const socket = await open();
    const answer = await socket.call({ type: 'auth', access_token: 'ip-bound-static-token', uid: 'ip' });
    expect(answer).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_FAILED', message: 'Invalid IP address.' } });
  });
});

describe('REST socket, an auth that arrives in time but takes longer than the timeout', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A failed sign-in takes LOGIN_STALL_TIME (1.5 s), longer than the 1 s auth timeout.
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_AUTH_TIMEOUT: '1', LOGIN_STALL_TIME: '1500' } });
  });
  afterAll(async () => server?.close());

  it('is answered, not cut short by AUTH_TIMEOUT', async () => {
    const socket = await connectSocket(server.url);
    const answer = await socket.call({ type: 'auth', email: TEST_ADMIN.email, password: 'wrong-password', uid: 'slow' }, 5000);
    expect(answer).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_FAILED' }, uid: 'slow' });
    expect(socket.received.some((message) => isError('AUTH_TIMEOUT')(message))).toBe(false);
    await socket.closed;
  });
});

describe('REST socket, public mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_AUTH: 'public', LOGIN_STALL_TIME: '0' } });
    await server.server.ctx.db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('text');
    });
    await server.server.ctx.db('directus_collections').insert({ collection: 'notes' });
    await server.server.ctx.db('notes').insert([{ text: 'one' }, { text: 'two' }]);
    await server.server.ctx.db('directus_permissions').insert({ role: null, collection: 'notes', action: 'read', fields: 'id' });
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  it('works anonymously as the public role until an auth message, then as the signed-in user', async () => {
    const socket = await connectSocket(server.url);
    expect(await socket.call({ type: 'ping', uid: 1 })).toEqual({ type: 'pong', uid: 1 });
    const anonymous = await socket.call({ type: 'items', collection: 'notes', action: 'read', query: { sort: ['id'] }, uid: 2 });
    expect(anonymous).toEqual({ type: 'items', data: [{ id: 1 }, { id: 2 }], uid: 2 });
    const hidden = await socket.call({ type: 'items', collection: 'directus_roles', action: 'read', uid: 3 });
    expect(hidden).toMatchObject({ type: 'items', status: 'error', error: { code: 'FORBIDDEN' }, uid: 3 });
    expect(await socket.call({ type: 'auth', access_token: server.adminToken, uid: 4 })).toMatchObject({ status: 'ok' });
    const full = await socket.call({ type: 'items', collection: 'notes', action: 'read', query: { sort: ['id'] }, uid: 5 });
    expect(full).toEqual({
      type: 'items',
      data: [
        { id: 1, text: 'one' },
        { id: 2, text: 'two' },
      ],
      uid: 5,
    });
    socket.close();
  });

  it('keeps a public socket open after a failed auth', async () => {
    const socket = await connectSocket(server.url);
    expect(await socket.call({ type: 'auth', access_token: 'not-a-token', uid: 1 })).toMatchObject({ error: { code: 'AUTH_FAILED' } });
    expect(await socket.call({ type: 'ping', uid: 2 })).toEqual({ type: 'pong', uid: 2 });
    socket.close();
  });
});

describe('REST socket, strict mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_AUTH: 'strict' } });
  });
  afterAll(async () => server?.close());

  it('refuses the upgrade with 401 without a token or with a bad one', async () => {
    await expect(connectSocket(server.url)).rejects.toMatchObject({ status: 401 });
    await expect(connectSocket(server.url, '/websocket?access_token=wrong')).rejects.toMatchObject({ status: 401 });
  });

  it('accepts ?access_token= and serves the caller without an auth message', async () => {
    const socket = await connectSocket(server.url, `/websocket?access_token=${server.adminToken}`);
    const read = await socket.call({ type: 'items', collection: 'directus_users', action: 'read', query: { fields: ['email'] }, uid: 1 });
    expect(read).toEqual({ type: 'items', data: [{ email: TEST_ADMIN.email }], uid: 1 });
    socket.close();
  });
});

describe('REST socket switched off, connection limit and shutdown', () => {
  it('answers 404 when WEBSOCKETS_ENABLED is off (the default) or WEBSOCKETS_REST_ENABLED is false', async () => {
    const envs: Record<string, string>[] = [{}, { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_ENABLED: 'false' }];
    for (const env of envs) {
      const server = await startTestServer({ env });
      try {
        await expect(connectSocket(server.url)).rejects.toMatchObject({ status: 404 });
        expect((await server.request('/websocket')).status).toBe(404);
      } finally {
        await server.close();
      }
    }
  });

  it('refuses connections past WEBSOCKETS_REST_CONN_LIMIT and closes sockets with 1001 on shutdown', async () => {
    const server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_CONN_LIMIT: '2' } });
    let closedServer = false;
    try {
      const first = await connectSocket(server.url);
      const second = await connectSocket(server.url);
      await expect(connectSocket(server.url)).rejects.toMatchObject({ status: 503 });
      first.close();
      await first.closed;
      await sleep(50);
      const third = await connectSocket(server.url);
      const started = Date.now();
      await server.close();
      closedServer = true;
      expect((await second.closed).code).toBe(1001);
      expect((await third.closed).code).toBe(1001);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      if (!closedServer) await server.close();
    }
  });
});
