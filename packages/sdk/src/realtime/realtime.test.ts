import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { createClient, type TesseraClient } from '../client.js';
import { staticToken, type StaticTokenClient } from '../auth/static-token.js';
import { realtime } from './realtime.js';
import { RealtimeError, type RealtimeClient, type RealtimeOptions } from './realtime-types.js';

/**
 * Message handling against a scripted peer: a real `ws` server on an ephemeral port whose
 * replies each test writes, so the client's side of the protocol (api-reference section 9) can be
 * driven into states the real server reaches only slowly (token expiry, drops). The same
 * behaviour is checked against the real server in test/realtime.http.test.ts.
 */
interface Peer {
  socket: ServerSocket;
  url: string;
  received: Record<string, unknown>[];
  next(): Promise<Record<string, unknown>>;
  send(message: Record<string, unknown>): void;
}

let server: WebSocketServer;
let peers: Peer[];
let waiting: Array<(peer: Peer) => void>;

beforeEach(async () => {
  peers = [];
  waiting = [];
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket, request) => {
    const received: Record<string, unknown>[] = [];
    const readers: Array<(message: Record<string, unknown>) => void> = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      const reader = readers.shift();
      if (reader) reader(message);
      else received.push(message);
    });
    const peer: Peer = {
      socket,
      url: request.url ?? '',
      received,
      next: () => {
        const queued = received.shift();
        return queued ? Promise.resolve(queued) : new Promise((resolve) => readers.push(resolve));
      },
      send: (message) => socket.send(JSON.stringify(message)),
    };
    peers.push(peer);
    waiting.shift()?.(peer);
  });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterEach(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

const baseUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const nextPeer = () => new Promise<Peer>((resolve) => waiting.push(resolve));

function makeClient(token: string | null, options: RealtimeOptions = {}) {
  const base = createClient(baseUrl(), { WebSocket });
  // Without a token the client has no getToken at all (as with neither authentication() nor staticToken()).
  const tokenPart = token === null ? () => ({}) : staticToken(token);
  return base.with(tokenPart).with(realtime(options)) as TesseraClient & Partial<StaticTokenClient> & RealtimeClient;
}

/** Connects a handshake client and answers its auth message with ok. */
async function connected(token = 'token-1', options: RealtimeOptions = {}) {
  const client = makeClient(token, options);
  const peerPromise = nextPeer();
  const connecting = client.connect();
  const peer = await peerPromise;
  expect(await peer.next()).toEqual({ type: 'auth', access_token: token });
  peer.send({ type: 'auth', status: 'ok' });
  await connecting;
  return { client, peer };
}

describe('realtime() against a scripted socket', { timeout: 10_000 }, () => {
  it('signs in with the client token in handshake mode, on /websocket of the client URL', async () => {
    const { client, peer } = await connected('abc');
    expect(peer.url).toBe('/websocket');
    expect(client.isConnected()).toBe(true);
    client.disconnect();
  });

  it('connect() rejects when the server refuses the handshake', async () => {
    const client = makeClient('bad');
    const peerPromise = nextPeer();
    const connecting = client.connect();
    const peer = await peerPromise;
    await peer.next();
    peer.send({ type: 'auth', status: 'error', error: { code: 'AUTH_FAILED', message: 'Invalid token' } });
    await expect(connecting).rejects.toMatchObject({ name: 'RealtimeError', code: 'AUTH_FAILED' });
    expect(client.isConnected()).toBe(false);
  });

  it('handshake mode without a token fails with a clear error instead of hanging', async () => {
    const client = makeClient(null);
    await expect(client.connect()).rejects.toThrow(/No token/);
  });

  it('strict mode puts the token in the URL and sends no auth message; public mode sends none either', async () => {
    const strict = makeClient('s3cret', { authMode: 'strict' });
    const strictPeer = nextPeer();
    await strict.connect();
    expect((await strictPeer).url).toBe('/websocket?access_token=s3cret');
    strict.sendMessage({ type: 'ping' });
    expect(await (await strictPeer).next()).toEqual({ type: 'ping', uid: '1' });
    strict.disconnect();

    const open = makeClient(null, { authMode: 'public', url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/custom` });
    const openPeer = nextPeer();
    await open.connect();
    expect((await openPeer).url).toBe('/custom');
    open.disconnect();
  });

  it('answers ping with pong, and keeps the uid', async () => {
    const { client, peer } = await connected();
    const seen: unknown[] = [];
    client.onWebSocket('message', (message) => seen.push(message));
    peer.send({ type: 'ping' });
    expect(await peer.next()).toEqual({ type: 'pong' });
    peer.send({ type: 'ping', uid: 'p1' });
    expect(await peer.next()).toEqual({ type: 'pong', uid: 'p1' });
    // Pings are answered, not handed to message listeners.
    expect(seen).toEqual([]);
    client.disconnect();
  });

  it('heartbeat: false leaves pings to the listeners', async () => {
    const { client, peer } = await connected('t', { heartbeat: false });
    const seen = new Promise((resolve) => client.onWebSocket('message', resolve));
    peer.send({ type: 'ping' });
    expect(await seen).toEqual({ type: 'ping' });
    client.sendMessage({ type: 'ping', uid: 'mine' });
    expect(await peer.next()).toEqual({ type: 'ping', uid: 'mine' });
    client.disconnect();
  });

  it('subscribe sends the query serialised like REST params; the generator yields init and changes in order, then ends on unsubscribe', async () => {
    const { client, peer } = await connected();
    const { subscription, unsubscribe } = await client.subscribe('articles', {
      query: { fields: ['id', 'title'], filter: { status: { _eq: 'published' } } },
      event: 'update',
      item: 7,
    });
    const sent = await peer.next();
    expect(sent).toEqual({
      type: 'subscribe',
      collection: 'articles',
      uid: '1',
      event: 'update',
      item: 7,
      query: { fields: 'id,title', filter: '{"status":{"_eq":"published"}}' },
    });
    // Sent before the consumer pulls: nothing is lost in between.
    peer.send({ type: 'subscription', event: 'init', uid: '1' });
    peer.send({ type: 'subscription', event: 'update', data: [{ id: 7, title: 'A' }], uid: '1' });
    peer.send({ type: 'subscription', event: 'update', data: [{ id: 7, title: 'B' }], uid: 'other' });
    peer.send({ type: 'subscription', event: 'delete', data: [7], uid: '1' });

    expect((await subscription.next()).value).toEqual({ type: 'subscription', event: 'init', uid: '1' });
    expect((await subscription.next()).value).toMatchObject({ event: 'update', data: [{ id: 7, title: 'A' }] });
    expect((await subscription.next()).value).toMatchObject({ event: 'delete', data: [7] });
    const pending = subscription.next();
    unsubscribe();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(await peer.next()).toEqual({ type: 'unsubscribe', uid: '1' });
    client.disconnect();
  });

  it('leaving a for-await loop unsubscribes on the server', async () => {
    const { client, peer } = await connected();
    const { subscription } = await client.subscribe('articles', { uid: 'loop' });
    await peer.next();
    peer.send({ type: 'subscription', event: 'init', data: [], uid: 'loop' });
    for await (const message of subscription) {
      expect(message.event).toBe('init');
      break;
    }
    expect(await peer.next()).toEqual({ type: 'unsubscribe', uid: 'loop' });
    client.disconnect();
  });

  it('a refused subscribe makes the generator throw the server code', async () => {
    const { client, peer } = await connected();
    const { subscription } = await client.subscribe('__proto__');
    expect(await peer.next()).toMatchObject({ collection: '__proto__' });
    peer.send({ type: 'subscribe', status: 'error', error: { code: 'FORBIDDEN', message: 'No access' }, uid: '1' });
    const error = await subscription.next().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RealtimeError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'No access' });
    client.disconnect();
  });

  it('on TOKEN_EXPIRED it signs in again with the current token, then renews its subscriptions', async () => {
    const client = makeClient('first');
    const peerPromise = nextPeer();
    const connecting = client.connect();
    const peer = await peerPromise;
    await peer.next();
    peer.send({ type: 'auth', status: 'ok' });
    await connecting;
    const { subscription } = await client.subscribe('articles', { uid: 'kept' });
    expect(await peer.next()).toEqual({ type: 'subscribe', collection: 'articles', uid: 'kept' });
    client.setToken?.('second');
    peer.send({ type: 'auth', status: 'error', error: { code: 'TOKEN_EXPIRED', message: 'Token expired.' } });
    expect(await peer.next()).toEqual({ type: 'auth', access_token: 'second' });
    peer.send({ type: 'auth', status: 'ok' });
    // The server may have ended the subscriptions with the expired sign-in: they are renewed.
    expect(await peer.next()).toEqual({ type: 'subscribe', collection: 'articles', uid: 'kept' });
    peer.send({ type: 'subscription', event: 'init', data: [], uid: 'kept' });
    expect((await subscription.next()).value).toMatchObject({ event: 'init' });
    // A later auth ok (a sign-in the app sent itself) does not subscribe again.
    peer.send({ type: 'auth', status: 'ok' });
    client.sendMessage({ type: 'ping', uid: 'after' });
    expect(await peer.next()).toEqual({ type: 'ping', uid: 'after' });
    client.disconnect();
  });

  it('on TOKEN_EXPIRED it refreshes a session only when it still holds the expired token', async () => {
    let token = 'a';
    let refreshes = 0;
    const session = () => ({
      getToken: async () => token,
      refresh: async () => {
        refreshes += 1;
        token = `refreshed-${refreshes}`;
      },
    });
    const client = createClient(baseUrl(), { WebSocket }).with(session).with(realtime());
    const peerPromise = nextPeer();
    const connecting = client.connect();
    const peer = await peerPromise;
    expect(await peer.next()).toEqual({ type: 'auth', access_token: 'a' });
    peer.send({ type: 'auth', status: 'ok' });
    await connecting;

    const expired = { type: 'auth', status: 'error', error: { code: 'TOKEN_EXPIRED', message: 'Token expired.' } };
    peer.send(expired);
    expect(await peer.next()).toEqual({ type: 'auth', access_token: 'refreshed-1' });
    expect(refreshes).toBe(1);
    peer.send({ type: 'auth', status: 'ok' });

    // The REST side refreshed meanwhile: that token is used as it is.
    token = 'from-rest';
    peer.send(expired);
    expect(await peer.next()).toEqual({ type: 'auth', access_token: 'from-rest' });
    expect(refreshes).toBe(1);
    client.disconnect();
  });

  it('a subscribe refused with TOKEN_EXPIRED (sign-in ended mid-read) is sent again after the new sign-in, once', async () => {
    const { client, peer } = await connected('t');
    const { subscription } = await client.subscribe('articles', { uid: 's' });
    await peer.next();
    const expiredAuth = { type: 'auth', status: 'error', error: { code: 'TOKEN_EXPIRED', message: 'Token expired.' } };
    const expiredSubscribe = {
      type: 'subscribe',
      status: 'error',
      error: { code: 'TOKEN_EXPIRED', message: 'The sign-in ended.' },
      uid: 's',
    };
    peer.send(expiredAuth);
    peer.send(expiredSubscribe);
    expect(await peer.next()).toEqual({ type: 'auth', access_token: 't' });
    peer.send({ type: 'auth', status: 'ok' });
    expect(await peer.next()).toEqual({ type: 'subscribe', collection: 'articles', uid: 's' });

    // Refused again while signed in: sent once more right away, then the refusal stands.
    peer.send(expiredSubscribe);
    expect(await peer.next()).toEqual({ type: 'subscribe', collection: 'articles', uid: 's' });
    peer.send(expiredSubscribe);
    await expect(subscription.next()).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    client.sendMessage({ type: 'ping', uid: 'end' });
    expect(await peer.next()).toEqual({ type: 'ping', uid: 'end' });
    client.disconnect();
  });

  it('reconnects after a drop, signs in again and re-sends its subscriptions; the generator carries on', async () => {
    const { client, peer } = await connected('t', { reconnect: { delay: 50, retries: 3 } });
    const { subscription } = await client.subscribe('articles', { uid: 's' });
    await peer.next();
    const closed = new Promise((resolve) => client.onWebSocket('close', resolve));
    const reopened = new Promise((resolve) => client.onWebSocket('open', resolve));
    const second = nextPeer();
    peer.socket.close();
    await closed;

    const peer2 = await second;
    expect(await peer2.next()).toEqual({ type: 'auth', access_token: 't' });
    peer2.send({ type: 'auth', status: 'ok' });
    await reopened;
    expect(await peer2.next()).toEqual({ type: 'subscribe', collection: 'articles', uid: 's' });
    peer2.send({ type: 'subscription', event: 'create', data: [{ id: 1 }], uid: 's' });
    expect((await subscription.next()).value).toMatchObject({ event: 'create', data: [{ id: 1 }] });
    client.disconnect();
    expect(await subscription.next()).toEqual({ done: true, value: undefined });
  });

  it('without reconnect, a drop ends every subscription', async () => {
    const { client, peer } = await connected('t', { reconnect: false });
    const { subscription } = await client.subscribe('articles');
    await peer.next();
    peer.socket.close();
    expect(await subscription.next()).toEqual({ done: true, value: undefined });
    expect(client.isConnected()).toBe(false);
  });

  it('gives up after the retries when the server is gone, and ends the subscriptions', async () => {
    const { client, peer } = await connected('t', { reconnect: { delay: 20, retries: 2 }, connect: { timeout: 500 } });
    const { subscription } = await client.subscribe('articles');
    await peer.next();
    // Every later connection is refused at the handshake.
    server.on('connection', (socket) => socket.close());
    peer.socket.close();
    expect(await subscription.next()).toEqual({ done: true, value: undefined });
  });

  it('survives hostile frames: not JSON, arrays, prototype keys, unknown uids', async () => {
    const { client, peer } = await connected();
    const { subscription } = await client.subscribe('articles', { uid: 'x' });
    await peer.next();
    peer.socket.send('not json{');
    peer.socket.send('[1,2]');
    peer.socket.send('null');
    peer.send({ type: 'subscription', uid: '__proto__', event: 'create', data: [] });
    peer.send({ type: 'subscription', uid: 'constructor', event: 'create', data: [] });
    peer.socket.send('{"__proto__":{"polluted":true},"type":"subscription","uid":"x","event":"create","data":[{"id":1}]}');
    expect((await subscription.next()).value).toMatchObject({ event: 'create', data: [{ id: 1 }] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    client.disconnect();
  });

  it('a flood of 5,000 messages arrives complete and in order, and a 2 MB frame is read', async () => {
    const { client, peer } = await connected();
    const { subscription } = await client.subscribe('articles', { uid: 'f' });
    await peer.next();
    for (let id = 0; id < 5000; id += 1) peer.send({ type: 'subscription', event: 'create', data: [{ id }], uid: 'f' });
    peer.send({ type: 'subscription', event: 'update', data: [{ id: 'big', text: 'x'.repeat(2 * 1024 * 1024) }], uid: 'f' });
    for (let id = 0; id < 5000; id += 1) expect((await subscription.next()).value).toMatchObject({ data: [{ id }] });
    const big = (await subscription.next()).value as unknown as { data: Array<{ text: string }> };
    expect(big.data[0]!.text).toHaveLength(2 * 1024 * 1024);
    client.disconnect();
  });

  it('a frame nested 100,000 deep is dropped without taking the socket down', async () => {
    const { client, peer } = await connected();
    const { subscription } = await client.subscribe('articles', { uid: 'd' });
    await peer.next();
    peer.socket.send('{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}');
    peer.socket.send('['.repeat(100_000));
    peer.send({ type: 'subscription', event: 'create', data: [{ id: 1 }], uid: 'd' });
    expect((await subscription.next()).value).toMatchObject({ event: 'create' });
    expect(client.isConnected()).toBe(true);
    client.disconnect();
  });

  it('sendMessage before connect throws; without any WebSocket implementation connect explains', async () => {
    const client = makeClient('t');
    expect(() => client.sendMessage({ type: 'ping' })).toThrow(/not open/);
    const bare = createClient(baseUrl()).with(staticToken('t')).with(realtime());
    const saved = (globalThis as { WebSocket?: unknown }).WebSocket;
    (globalThis as { WebSocket?: unknown }).WebSocket = undefined;
    try {
      await expect(bare.connect()).rejects.toThrow(/No WebSocket implementation/);
    } finally {
      (globalThis as { WebSocket?: unknown }).WebSocket = saved;
    }
  });
});
