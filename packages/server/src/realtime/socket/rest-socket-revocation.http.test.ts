import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const authError = (message: Message) => message.type === 'auth' && message.status === 'error';

describe.each(DATABASES)('REST socket revocation on %s', (client) => {
  let server: TestServer;
  let role: string;
  const sockets: TestSocket[] = [];

  /** A new user signed in over REST, and a socket signed in with their access token. */
  const signedInSocket = async () => {
    const user = await server.createUser({ role });
    const tokens = await server.login(user.email, user.password);
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    expect(await socket.call({ type: 'auth', access_token: tokens.access_token, uid: 'in' })).toMatchObject({ status: 'ok' });
    return { user, tokens, socket };
  };

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0', WEBSOCKETS_REST_AUTH_TIMEOUT: '30' },
    });
    role = await server.createRole();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('a logout ends the socket signed in with that session (TOKEN_EXPIRED), and no other', async () => {
    const { tokens, socket } = await signedInSocket();
    const bystander = await signedInSocket();
    const response = await server.request('/auth/logout', { method: 'POST', json: { refresh_token: tokens.refresh_token } });
    expect(response.status).toBe(204);
    expect(await socket.next(authError)).toMatchObject({ type: 'auth', error: { code: 'TOKEN_EXPIRED' } });
    expect(await socket.call({ type: 'items', collection: 'directus_users', action: 'read', uid: 'after' })).toMatchObject({
      status: 'error',
      error: { code: 'TOKEN_EXPIRED' },
    });
    expect(await bystander.socket.call({ type: 'ping', uid: 'b' })).toEqual({ type: 'pong', uid: 'b' });
    expect(bystander.socket.received.some(authError)).toBe(false);
  });

  it("a password change from another session, and an admin's revocation, end the sockets of the ended sessions (TOKEN_EXPIRED)", async () => {
    const { user, tokens, socket } = await signedInSocket();
    const changer = await server.login(user.email, user.password);
    const changed = await server.request('/users/me', {
      method: 'PATCH',
      token: changer.access_token,
      json: { password: 'A-new-password-2!' },
    });
    expect(changed.status).toBe(200);
    expect(await socket.next(authError)).toMatchObject({ type: 'auth', error: { code: 'TOKEN_EXPIRED' } });
    // The old token no longer signs a socket in either.
    expect(await socket.call({ type: 'auth', access_token: tokens.access_token, uid: 're' })).toMatchObject({ status: 'error' });

    const revoked = await signedInSocket();
    expect((await server.asAdmin(`/users/${revoked.user.id}/sessions`, { method: 'DELETE' })).status).toBe(204);
    expect(await revoked.socket.next(authError)).toMatchObject({ type: 'auth', error: { code: 'TOKEN_EXPIRED' } });
    expect(await revoked.socket.call({ type: 'items', collection: 'directus_users', action: 'read', uid: 'after' })).toMatchObject({
      status: 'error',
      error: { code: 'TOKEN_EXPIRED' },
    });
  });

  it('suspending a user answers USER_SUSPENDED; deleting one INVALID_CREDENTIALS', async () => {
    const suspended = await signedInSocket();
    const deleted = await signedInSocket();
    expect((await server.asAdmin(`/users/${suspended.user.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
    expect(await suspended.socket.next(authError)).toMatchObject({ error: { code: 'USER_SUSPENDED' } });
    expect((await server.asAdmin(`/users/${deleted.user.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await deleted.socket.next(authError)).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
    // Their old tokens no longer sign in.
    expect(await suspended.socket.call({ type: 'auth', access_token: suspended.tokens.access_token, uid: 're' })).toMatchObject({
      error: { code: 'AUTH_FAILED' },
    });
  });

  it('a changed role requires a new auth, after which the socket works with the new role', async () => {
    const { user, tokens, socket } = await signedInSocket();
    const other = await server.createRole();
    expect((await server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { role: other } })).status).toBe(200);
    expect(await socket.next(authError)).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
    expect(await socket.call({ type: 'auth', access_token: tokens.access_token, uid: 'again' })).toMatchObject({ status: 'ok' });
    expect(await socket.call({ type: 'ping', uid: 'p' })).toEqual({ type: 'pong', uid: 'p' });
  });

  it("replacing a user's static token ends the socket signed in with the old one", async () => {
    const token = `old-static-${client}`;
    const user = await server.createUser({ role, token, password: null });
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    expect(await socket.call({ type: 'auth', access_token: token, uid: 'in' })).toMatchObject({ status: 'ok' });
    expect((await server.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { token: `new-static-${client}` } })).status).toBe(200);
    expect(await socket.next(authError)).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it('deleting a share ends the socket signed in as that share', async () => {
    const id = randomUUID();
    const db = server.server.ctx.db;
    await db.schema.createTable('shared_docs', (t) => {
      t.increments('id');
    });
    await db('directus_collections').insert({ collection: 'shared_docs' });
    await db('shared_docs').insert({});
    server.server.ctx.schema.invalidate();
    const admin = await db('directus_users').first('id');
    await db('directus_shares').insert({
      id,
      name: 'socket share',
      collection: 'shared_docs',
      item: '1',
      role,
      times_used: 0,
      user_created: admin.id,
    });
    const signIn = await server.request('/shares/auth', { method: 'POST', json: { share: id } });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    expect(await socket.call({ type: 'auth', access_token: token, uid: 'in' })).toMatchObject({ status: 'ok' });
    expect((await server.asAdmin(`/shares/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await socket.next(authError)).toMatchObject({ type: 'auth', status: 'error' });
  });

  it('checks all signed-in sockets again with a few queries, not one per socket', async () => {
    // Static tokens: 20 sign-ins would meet the login rate limit.
    const many = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const token = `static-token-${client}-${i}`;
        const user = await server.createUser({ role, token, password: null });
        const socket = await connectSocket(server.url);
        sockets.push(socket);
        expect(await socket.call({ type: 'auth', access_token: token, uid: 'in' })).toMatchObject({ status: 'ok' });
        return { user, socket };
      }),
    );
    const target = many[0]!;
    let userQueries = 0;
    const count = (query: { sql: string }) => {
      if (query.sql.includes('directus_users')) userQueries++;
    };
    const db = server.server.ctx.db;
    await sleep(100);
    db.on('query', count);
    try {
      await db('directus_users').where('id', target.user.id).update({ status: 'suspended' });
      userQueries = 0;
      server.server.ctx.auth.invalidate();
      expect(await target.socket.next(authError)).toMatchObject({ error: { code: 'USER_SUSPENDED' } });
      await sleep(200);
    } finally {
      db.removeListener('query', count);
    }
    expect(userQueries).toBeGreaterThan(0);
    expect(userQueries).toBeLessThanOrEqual(2);
    for (const { socket } of many.slice(1)) expect(socket.received.some(authError)).toBe(false);
  });
});
