import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES, testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

/** Articles with an owner and a secret: "Writer" reads its own and published ones without the secret, "Reader" published ones' id and title. */
async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('title', 100).notNullable();
    t.string('status', 20).defaultTo('draft');
    t.string('secret', 100);
    t.uuid('owner');
  });
  await db('directus_collections').insert({ collection: 'articles' });
}

async function signedIn(server: TestServer, token: string): Promise<TestSocket> {
  const socket = await connectSocket(server.url);
  expect(await socket.call({ type: 'auth', access_token: token, uid: 'auth' })).toMatchObject({ type: 'auth', status: 'ok' });
  return socket;
}

const isEvent = (event: string, uid: string) => (message: Message) =>
  message.type === 'subscription' && message.event === event && message.uid === uid;

describe.each(DATABASES)('subscriptions over /websocket on %s', (client) => {
  let server: TestServer;
  let writerId: string;
  let writer: TestSocket;
  let reader: TestSocket;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await createSchema(db);
    server.server.ctx.schema.invalidate();
    const writerRole = await server.createRole({ name: 'Writer' });
    const readerRole = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert([
      {
        role: writerRole,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ _or: [{ owner: { _eq: '$CURRENT_USER' } }, { status: { _eq: 'published' } }] }),
        fields: 'id,title,status,owner',
      },
      {
        role: readerRole,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ status: { _eq: 'published' } }),
        fields: 'id,title',
      },
    ]);
    server.server.ctx.permissions.invalidate();
    const writerUser = await server.createUser({ role: writerRole, token: 'socket-writer-token' });
    writerId = writerUser.id;
    await server.createUser({ role: readerRole, token: 'socket-reader-token' });
    writer = await signedIn(server, 'socket-writer-token');
    reader = await signedIn(server, 'socket-reader-token');
  });
  afterAll(async () => {
    writer?.close();
    reader?.close();
    await server?.close();
  });

  it('gives two subscribers of different roles each exactly what their rules allow', async () => {
    expect(await writer.call({ type: 'subscribe', collection: 'articles', uid: 'w' })).toEqual({
      type: 'subscription',
      event: 'init',
      data: [],
      uid: 'w',
    });
    expect(await reader.call({ type: 'subscribe', collection: 'articles', uid: 'r' })).toEqual({
      type: 'subscription',
      event: 'init',
      data: [],
      uid: 'r',
    });
    const post = async (json: Json) => {
      const response = await server.asAdmin('/items/articles', { method: 'POST', json });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const published = await post({ title: 'Out', status: 'published', secret: 'x' });
    expect(await writer.next(isEvent('create', 'w'))).toEqual({
      type: 'subscription',
      event: 'create',
      data: [{ id: published, title: 'Out', status: 'published', owner: null }],
      uid: 'w',
    });
    expect(await reader.next(isEvent('create', 'r'))).toEqual({
      type: 'subscription',
      event: 'create',
      data: [{ id: published, title: 'Out' }],
      uid: 'r',
    });
    // The writer's own draft reaches the writer only; the reader's next message is the next published one.
    const draft = await post({ title: 'Draft', status: 'draft', owner: writerId });
    expect((await writer.next(isEvent('create', 'w'))).data).toEqual([{ id: draft, title: 'Draft', status: 'draft', owner: writerId }]);
    const later = await post({ title: 'Later', status: 'published' });
    expect((await reader.next(isEvent('create', 'r'))).data).toEqual([{ id: later, title: 'Later' }]);
    expect((await server.asAdmin(`/items/articles/${later}`, { method: 'DELETE' })).status).toBe(204);
    expect((await reader.next(isEvent('delete', 'r'))).data).toEqual([later]);
    expect(await reader.call({ type: 'unsubscribe', uid: 'r' })).toEqual({ type: 'subscription', event: 'unsubscribe', uid: 'r' });
  });

  it('answers a refused subscription with the error shape of the socket', async () => {
    expect(await reader.call({ type: 'subscribe', collection: 'articles', query: { fields: ['secret'] }, uid: 'bad' })).toMatchObject({
      type: 'subscribe',
      status: 'error',
      error: { code: 'FORBIDDEN' },
      uid: 'bad',
    });
    expect(await reader.call({ type: 'subscribe', collection: '__proto__', uid: 'proto' })).toMatchObject({
      status: 'error',
      error: { code: 'INVALID_COLLECTION' },
      uid: 'proto',
    });
  });
});

describe.runIf(TEST_DATABASES.includes('pg'))('subscriptions over /websocket across two instances on PostgreSQL with Redis', () => {
  const client = 'pg';
  const env = { WEBSOCKETS_ENABLED: 'true', SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };
  let a: TestServer;
  let b: TestServer;
  let socket: TestSocket;
  beforeAll(async () => {
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
    await createSchema(a.server.ctx.db);
    a.server.ctx.schema.invalidate();
    b.server.ctx.schema.invalidate();
    socket = await signedIn(b, b.adminToken);
  });
  afterAll(async () => {
    socket?.close();
    await b?.server.close();
    await a?.close();
  });

  it('delivers a write made over HTTP on instance A to a socket subscriber of instance B', async () => {
    expect(await socket.call({ type: 'subscribe', collection: 'articles', query: { fields: ['id', 'title'] }, uid: 's' })).toMatchObject({
      event: 'init',
      data: [],
    });
    const response = await a.asAdmin('/items/articles', { method: 'POST', json: { title: 'from A' } });
    expect(response.status).toBe(200);
    const { id } = ((await response.json()) as { data: { id: number } }).data;
    expect(await socket.next(isEvent('create', 's'))).toEqual({
      type: 'subscription',
      event: 'create',
      data: [{ id, title: 'from A' }],
      uid: 's',
    });
  });
});
