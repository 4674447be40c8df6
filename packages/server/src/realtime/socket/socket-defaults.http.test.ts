import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const errorCode = (message: Message) => (message.error as { code?: string } | undefined)?.code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw graphql-transport-ws socket on `path`, with what it received and how it closed. */
async function graphqlSocket(url: string, path = '/graphql') {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${path}`, 'graphql-transport-ws');
  const received: Array<{ type: string }> = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as { type: string }));
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.once('close', (code) => resolve({ code, at: Date.now() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received, closed };
}

/**
 * Realtime with only WEBSOCKETS_ENABLED set (it is off by default, see rest-socket-auth): every
 * other WEBSOCKETS_* setting as `npm start` has it. The other socket tests shorten the timeouts and
 * the heartbeat, raise the message budget or set a connection limit. The REST socket's deadlines
 * and heartbeat are read from Date on a 500 ms tick, so faking Date alone shows 10 s and 30 s at once.
 */
describe('realtime at the default WEBSOCKETS_* settings', () => {
  let server: TestServer;
  let startedBefore: number;
  let startedAfter: number;
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    return socket;
  };
  const signedIn = async () => {
    const socket = await open();
    expect(await socket.call({ type: 'auth', access_token: server.adminToken, uid: 'auth' })).toMatchObject({ status: 'ok' });
    return socket;
  };
  beforeAll(async () => {
    startedBefore = Date.now();
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true' } });
    startedAfter = Date.now();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });
  afterEach(() => vi.useRealTimers());

  it('pings every WEBSOCKETS_HEARTBEAT_PERIOD’s 30 s and closes a socket silent for a whole period', async () => {
    const socket = await signedIn();
    // The first ping is due 30 s after the start, whenever the socket came: this test comes first, well before that.
    vi.useFakeTimers({ toFake: ['Date'], now: startedBefore + 29_000 });
    await sleep(1_200);
    expect(socket.received.filter((message) => message.type === 'ping')).toEqual([]);
    vi.setSystemTime(startedAfter + 30_000);
    expect(await socket.next((message) => message.type === 'ping', 3_000)).toEqual({ type: 'ping' });
    vi.setSystemTime(Date.now() + 30_000);
    expect(await socket.closed).toMatchObject({ code: 1000, reason: 'No heartbeat' });
  });

  it('serves REST at /websocket and GraphQL at /graphql, both asking for a token first (handshake)', async () => {
    const rest = await open();
    rest.send({ type: 'ping', uid: 'early' });
    expect(await rest.next()).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_FAILED' } });
    expect((await signedIn()).isOpen()).toBe(true);

    const anonymous = await graphqlSocket(server.url);
    anonymous.socket.send(JSON.stringify({ type: 'connection_init' }));
    expect((await anonymous.closed).code).toBe(4403);
    const admin = await graphqlSocket(server.url);
    admin.socket.send(JSON.stringify({ type: 'connection_init', payload: { access_token: server.adminToken } }));
    await vi.waitFor(() => expect(admin.received).toContainEqual({ type: 'connection_ack' }));
    admin.socket.close();
  });

  it('closes a REST socket that sends no auth within WEBSOCKETS_REST_AUTH_TIMEOUT’s 10 s, not before', async () => {
    const opened = Date.now();
    const socket = await open();
    vi.useFakeTimers({ toFake: ['Date'], now: opened + 9_000 });
    await sleep(1_200);
    expect(socket.isOpen()).toBe(true);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await socket.next(undefined, 3_000)).toMatchObject({ type: 'auth', status: 'error', error: { code: 'AUTH_TIMEOUT' } });
    expect((await socket.closed).code).toBe(1008);
  });

  it('answers 100 messages a second from one socket (WEBSOCKETS_RATE_LIMIT_POINTS), then REQUESTS_EXCEEDED', async () => {
    const socket = await signedIn();
    // Date stands still, in a second after the one of the auth message: all 150 pings fall into it, however slowly they are read.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
    for (let index = 0; index < 150; index++) socket.send({ type: 'ping', uid: index });
    expect(errorCode(await socket.next((message) => message.type === 'server', 5_000))).toBe('REQUESTS_EXCEEDED');
    await sleep(500);
    const pongs = socket.received.filter((message) => message.type === 'pong' && typeof message.uid === 'number');
    expect(pongs).toHaveLength(100);
  });

  it('accepts any number of sockets while WEBSOCKETS_REST_CONN_LIMIT and WEBSOCKETS_GRAPHQL_CONN_LIMIT are unset', async () => {
    const rest = await Promise.all(Array.from({ length: 30 }, () => open()));
    expect(rest.every((socket) => socket.isOpen())).toBe(true);
    const graphql = await Promise.all(Array.from({ length: 30 }, () => graphqlSocket(server.url)));
    expect(graphql.every(({ socket }) => socket.readyState === WebSocket.OPEN)).toBe(true);
    for (const { socket } of graphql) socket.close();
  });

  it('closes a GraphQL socket that sends no connection_init within WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT’s 10 s', async () => {
    const started = Date.now();
    const { closed } = await graphqlSocket(server.url);
    const { code, at } = await closed;
    expect(code).toBe(4408);
    expect(at - started).toBeGreaterThanOrEqual(9_900);
    expect(at - started).toBeLessThan(15_000);
  }, 25_000);
});
