import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type Message, type TestSocket } from '../../../test/harness/socket-client.js';
import { statementsDuring } from '../../../test/harness/sql-statements.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}
const deleteOf = (uid: string) => (message: Message) =>
  message.type === 'subscription' && message.event === 'delete' && message.uid === uid;

/**
 * Issue 38 point 3: the keys of deleted items reach only the subscribers whose read rule let them
 * read the row before it went, as creates and updates reach only those who may read the item.
 */
describe.each(DATABASES)('deletes over the REST socket on %s', (client) => {
  let server: TestServer;
  let tokens: { everything: string; published: string };
  const sockets: TestSocket[] = [];

  const subscribed = async (token: string, uid: string) => {
    const socket = await connectSocket(server.url);
    sockets.push(socket);
    expect(await socket.call({ type: 'auth', access_token: token, uid: 'in' })).toMatchObject({ status: 'ok' });
    expect(await socket.call({ type: 'subscribe', collection: 'notes', query: { fields: ['id'] }, uid })).toMatchObject({ event: 'init' });
    return socket;
  };
  const insertNotes = async (...statuses: string[]) => {
    const ids: number[] = [];
    for (const status of statuses) {
      const response = await server.asAdmin('/items/notes', { method: 'POST', json: { text: status, status } });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { data: { id: number } }).data.id);
    }
    return ids;
  };
  const deleteNotes = async (ids: number[]) => {
    const response = await server.asAdmin('/items/notes', { method: 'DELETE', json: ids });
    expect(response.status).toBe(204);
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
      t.string('status', 20);
    });
    await db('directus_collections').insert({ collection: 'notes' });
    const everything = await server.createRole({ name: 'Everything' });
    const published = await server.createRole({ name: 'Published' });
    await db('directus_permissions').insert([
      { role: everything, collection: 'notes', action: 'read', fields: '*' },
      { role: published, collection: 'notes', action: 'read', fields: '*', permissions: JSON.stringify({ status: { _eq: 'published' } }) },
    ]);
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
    const signIn = async (role: string) => {
      const user = await server.createUser({ role });
      return (await server.login(user.email, user.password)).access_token;
    };
    tokens = { everything: await signIn(everything), published: await signIn(published) };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('tells a delete to the role that could read the row, and not to the one that could not', async () => {
    const all = await subscribed(tokens.everything, 'all');
    const some = await subscribed(tokens.published, 'some');
    const [published, draft] = await insertNotes('published', 'draft');
    await deleteNotes([published!, draft!]);
    expect((await all.next(deleteOf('all'))).data).toEqual(expect.arrayContaining([published, draft]));
    expect(await some.next(deleteOf('some'))).toEqual({ type: 'subscription', event: 'delete', data: [published], uid: 'some' });

    const [hidden] = await insertNotes('draft');
    await deleteNotes([hidden!]);
    expect((await all.next(deleteOf('all'))).data).toEqual([hidden]);
    // Give a wrongly routed delete time to arrive before asserting it did not.
    await sleep(300);
    expect(some.received.filter(deleteOf('some')).map((message) => message.data)).toEqual([[published]]);
  });

  it('reads which rows each rule could see in one query per distinct rule, however many subscribers hold it', async () => {
    const watchers = await Promise.all([1, 2, 3].map((n) => subscribed(tokens.published, `w${n}`)));
    const everyone = await subscribed(tokens.everything, 'e');
    const ids = await insertNotes('published', 'draft', 'published');
    // The creates' own re-reads are done before the delete is measured.
    const created = (socket: TestSocket, uid: string) =>
      socket.received.filter((m) => m.type === 'subscription' && m.event === 'create' && m.uid === uid).flatMap((m) => m.data as unknown[]);
    await until(
      () => created(everyone, 'e').length === 3 && watchers.every((watcher, index) => created(watcher, `w${index + 1}`).length === 2),
    );
    const statements = await statementsDuring(server.server.ctx.db, async () => {
      await deleteNotes(ids);
      await everyone.next(deleteOf('e'));
    });
    for (const [index, watcher] of watchers.entries()) {
      const message = await watcher.next(deleteOf(`w${index + 1}`));
      expect([...(message.data as number[])].sort((a, b) => a - b)).toEqual([ids[0], ids[2]]);
    }
    // The rule of "Everything" has no filter: every row was readable, nothing to ask.
    const probes = statements.filter((statement) => /^select\b.*\bfrom [`"]?notes\b.*\bstatus\b/is.test(statement.sql));
    expect(probes).toHaveLength(1);
  });
});
