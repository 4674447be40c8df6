import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const authError = (message: Message) => message.type === 'auth' && message.status === 'error';

/** Two instances on one PostgreSQL database, synchronised through Redis. */
describe('REST socket revocation across instances', () => {
  const env = {
    WEBSOCKETS_ENABLED: 'true',
    LOGIN_STALL_TIME: '0',
    SYNCHRONIZATION_STORE: 'redis',
    REDIS: 'redis://127.0.0.1:6379',
  };
  let a: TestServer;
  let b: TestServer;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    a = await startTestServer({ client: 'pg', env });
    b = await startTestServer({ client: 'pg', env, database: a.database });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.server.close();
    await a?.close();
  });

  const socketOnB = async (token: string) => {
    const socket = await connectSocket(b.url);
    sockets.push(socket);
    expect(await socket.call({ type: 'auth', access_token: token, uid: 'in' })).toMatchObject({ status: 'ok' });
    expect(await socket.call({ type: 'subscribe', collection: 'directus_users', event: 'update', uid: 's' })).toMatchObject({
      event: 'init',
    });
    return socket;
  };

  it('a logout on one instance ends the socket and subscriptions on the other', async () => {
    const user = await a.createUser({ role: await a.createRole() });
    const tokens = await a.login(user.email, user.password);
    const socket = await socketOnB(tokens.access_token);
    const held = b.server.ctx.realtime!.size;
    expect((await a.request('/auth/logout', { method: 'POST', json: { refresh_token: tokens.refresh_token } })).status).toBe(204);
    expect(await socket.next(authError)).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
    expect(b.server.ctx.realtime!.size).toBe(held - 1);
  });

  it('a suspension on one instance ends the socket on the other', async () => {
    const user = await a.createUser({ role: await a.createRole() });
    const tokens = await a.login(user.email, user.password);
    const socket = await socketOnB(tokens.access_token);
    expect((await a.asAdmin(`/users/${user.id}`, { method: 'PATCH', json: { status: 'suspended' } })).status).toBe(200);
    expect(await socket.next(authError)).toMatchObject({ error: { code: 'USER_SUSPENDED' } });
  });
});
