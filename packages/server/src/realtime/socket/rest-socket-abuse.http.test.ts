import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorCode = (message: Message) => (message.error as { code?: string } | undefined)?.code;

describe('REST socket under abuse', () => {
  let server: TestServer;
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    return socket;
  };
  const socketCount = () => server.server.app.websocketServer.clients.size;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        WEBSOCKETS_ENABLED: 'true',
        WEBSOCKETS_REST_AUTH: 'public',
        WEBSOCKETS_HEARTBEAT_ENABLED: 'false',
        WEBSOCKETS_RATE_LIMIT_POINTS: '400',
      },
    });
    const db = server.server.ctx.db;
    await db.schema.createTable('blobs', (t) => {
      t.increments('id');
      t.text('body');
    });
    await db('directus_collections').insert({ collection: 'blobs' });
    await db('blobs').insert({ body: 'x'.repeat(100_000) });
    await db('directus_permissions').insert({ role: null, collection: 'blobs', action: 'read', fields: '*' });
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('answers each malformed frame with INVALID_PAYLOAD, and closes only that socket after repeated offences', async () => {
    const bad = await open();
    const good = await open();
    const frames: Array<[string | Buffer, boolean]> = [
      ['not json', false],
      ['[1,2]', false],
      ['42', false],
      [Buffer.from([0, 1, 2, 3]), true],
      ['{"type":"reboot","uid":"u"}', false],
      ['{"uid":1}', false],
      ['{"type":"ping","uid":{"a":1}}', false],
      [`{"type":"ping","x":${'['.repeat(500)}${']'.repeat(500)}}`, false],
      ['{"type":"subscribe","collection":"blobs","__proto__":{"admin":true}}', false],
      ['{"type":"subscribe","collection":"blobs","constructor":{"prototype":{"admin":true}}}', false],
    ];
    for (const [data, binary] of frames) {
      bad.sendRaw(data, { binary });
      const answer = await bad.next();
      expect(answer, String(data).slice(0, 40)).toMatchObject({ status: 'error', error: { code: 'INVALID_PAYLOAD' } });
    }
    expect(bad.received.find((message) => message.uid === 'u')).toMatchObject({ type: 'server', uid: 'u' });
    expect(bad.isOpen()).toBe(true);
    bad.sendRaw('still not json');
    expect((await bad.closed).code).toBe(1008);
    expect(await good.call({ type: 'ping', uid: 'ok' })).toEqual({ type: 'pong', uid: 'ok' });
  });

  it('answers a 3 MB message with an error without closing, and closes with 1009 a frame past the transport cap', async () => {
    const big = await open();
    const other = await open();
    big.send({ type: 'ping', uid: 'big', pad: 'x'.repeat(3 * 1024 * 1024) });
    expect(await big.next()).toMatchObject({ type: 'server', status: 'error', error: { code: 'INVALID_PAYLOAD' } });
    expect(await big.call({ type: 'ping', uid: 'after' })).toEqual({ type: 'pong', uid: 'after' });
    expect(await other.call({ type: 'ping', uid: 'other' })).toEqual({ type: 'pong', uid: 'other' });

    const huge = await open();
    huge.send({ type: 'ping', pad: 'x'.repeat(5 * 1024 * 1024) });
    expect((await huge.closed).code).toBe(1009);
    expect(await other.call({ type: 'ping', uid: 'still' })).toEqual({ type: 'pong', uid: 'still' });
  });

  it('closes a socket that keeps sending oversized messages', async () => {
    const big = await open();
    for (let i = 0; i < 3; i++) big.send({ type: 'ping', pad: 'x'.repeat(1_100_000) });
    expect((await big.closed).code).toBe(1009);
  });

  it('answers a flood with REQUESTS_EXCEEDED and closes a socket that keeps flooding', async () => {
    const flood = await open();
    const calm = await open();
    for (let i = 0; i < 450; i++) flood.send({ type: 'ping', uid: i });
    const exceeded = await flood.next((message) => errorCode(message) === 'REQUESTS_EXCEEDED');
    expect(exceeded).toMatchObject({ type: 'server', status: 'error' });
    await sleep(200);
    // Those within the budget were answered, the rest dropped.
    const pongs = flood.received.filter((message) => message.type === 'pong').length;
    expect(pongs).toBeGreaterThan(0);
    expect(pongs).toBeLessThanOrEqual(400);
    expect(flood.isOpen()).toBe(true);
    for (let burst = 0; burst < 4 && flood.isOpen(); burst++) {
      await sleep(1000);
      for (let i = 0; i < 450 && flood.isOpen(); i++) flood.send({ type: 'ping' });
    }
    expect((await flood.closed).code).toBe(1008);
    expect(await calm.call({ type: 'ping', uid: 'calm' })).toEqual({ type: 'pong', uid: 'calm' });
  }, 15_000);

  it('terminates a client that stops reading instead of queueing for it without bound (WEBSOCKETS_MAX_BUFFERED, 4 MiB)', async () => {
    const slow = await open();
    const other = await open();
    const before = socketCount();
    const rssBefore = process.memoryUsage().rss;
    // The client stops reading its socket; it keeps asking for a 100 kB item.
    (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    for (let i = 0; i < 1000; i++) slow.send({ type: 'items', collection: 'blobs', action: 'read', id: 1, uid: i });
    const deadline = Date.now() + 10_000;
    while (socketCount() === before && Date.now() < deadline) await sleep(50);
    expect(socketCount()).toBe(before - 1);
    // 1000 answers of 100 kB would be 100 MB queued; the process grew by far less.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(60 * 1024 * 1024);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect((await slow.closed).code).toBe(1006);
    expect(await other.call({ type: 'ping', uid: 'fine' })).toEqual({ type: 'pong', uid: 'fine' });
  }, 20_000);

  it('survives random frames: every answer is a message of the protocol, and other clients keep working (fuzz)', async () => {
    const frames = fc.sample(
      fc.oneof(
        fc.string(),
        fc.json(),
        fc
          .record(
            {
              type: fc.constantFrom('auth', 'subscribe', 'unsubscribe', 'items', 'ping', 'pong', 'x'),
              uid: fc.oneof(fc.string(), fc.integer()),
              collection: fc.oneof(fc.constantFrom('blobs', '__proto__', 'directus_users', 'constructor'), fc.string()),
              action: fc.oneof(fc.constantFrom('create', 'read', 'update', 'delete'), fc.string()),
              id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
              query: fc.oneof(fc.object(), fc.constant({ fields: ['*'] }), fc.string()),
              access_token: fc.string(),
            },
            { requiredKeys: ['type'] },
          )
          .map((value) => JSON.stringify(value)),
      ),
      { numRuns: fuzzRuns(150), seed: 15 },
    );
    const other = await open();
    let socket = await open();
    for (const frame of frames) {
      if (!socket.isOpen()) socket = await open();
      socket.sendRaw(frame);
      await sleep(2);
    }
    await sleep(300);
    const all = sockets.flatMap((s) => s.received);
    for (const message of all) {
      expect(typeof message.type).toBe('string');
      if (message.status === 'error') expect(errorCode(message)).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(await other.call({ type: 'ping', uid: 'alive' })).toEqual({ type: 'pong', uid: 'alive' });
  }, 20_000);
});

describe('REST socket heartbeat', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { WEBSOCKETS_ENABLED: 'true', WEBSOCKETS_REST_AUTH: 'public', WEBSOCKETS_HEARTBEAT_PERIOD: '1' },
    });
  });
  afterAll(async () => server?.close());

  it('pings every period, keeps a client that answers, and closes one silent for a whole period', async () => {
    const lively = await connectSocket(server.url);
    lively.ws.on('message', (data) => {
      if ((JSON.parse(data.toString()) as Message).type === 'ping') lively.send({ type: 'pong' });
    });
    const silent = await connectSocket(server.url);
    expect(await silent.next((message) => message.type === 'ping', 3000)).toEqual({ type: 'ping' });
    const started = Date.now();
    await silent.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await sleep(1500);
    expect(lively.isOpen()).toBe(true);
    expect(lively.received.filter((message) => message.type === 'ping').length).toBeGreaterThanOrEqual(2);
    lively.close();
  }, 15_000);
});
