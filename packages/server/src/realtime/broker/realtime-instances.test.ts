import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountabilityOf, RecordingClient } from '../../../test/harness/recording-realtime-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

// Two instances share a database only on a server database: PostgreSQL, when the run includes it.
describe.runIf(TEST_DATABASES.includes('pg'))('realtime across two instances on PostgreSQL with Redis', () => {
  const client = 'pg';
  const env = { WEBSOCKETS_ENABLED: 'true', SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };
  let a: TestServer;
  let b: TestServer;
  let role: string;
  beforeAll(async () => {
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
    await a.server.ctx.db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('text', 100);
    });
    await a.server.ctx.db('directus_collections').insert({ collection: 'notes' });
    a.server.ctx.schema.invalidate();
    b.server.ctx.schema.invalidate();
    role = await a.createRole({ name: 'Short notes' });
    await a.server.ctx.db('directus_permissions').insert({
      role,
      collection: 'notes',
      action: 'read',
      fields: '*',
      permissions: JSON.stringify({ text: { _eq: 'short' } }),
    });
    for (const server of [a, b]) await server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
  });

  it("delivers a write over HTTP on instance A to a subscriber of instance B's broker, once", async () => {
    const recorder = new RecordingClient(await accountabilityOf(b.server.ctx, b.adminToken));
    const init = await b.server.ctx.realtime!.subscribe(recorder, { uid: 'n', collection: 'notes', query: { fields: ['id', 'text'] } });
    expect(init).toEqual({ type: 'subscription', event: 'init', data: [], uid: 'n' });
    const response = await a.asAdmin('/items/notes', { method: 'POST', json: { text: 'from A' } });
    expect(response.status).toBe(200);
    const { id } = ((await response.json()) as { data: { id: number } }).data;
    expect(await recorder.waitFor((m) => m.event === 'create')).toEqual({
      type: 'subscription',
      event: 'create',
      data: [{ id, text: 'from A' }],
      uid: 'n',
    });
    expect((await a.asAdmin(`/items/notes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await recorder.waitFor((m) => m.event === 'delete')).toEqual({ type: 'subscription', event: 'delete', data: [id], uid: 'n' });
    // Each change arrives once: A's own copy of the message does not come back to B twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorder.messages).toHaveLength(2);
  });

  it("tells a subscriber of B's broker the deletes made on A of rows its rule let it read, and only those", async () => {
    const user = await a.createUser({ role });
    const { access_token } = await a.login(user.email, user.password);
    const recorder = new RecordingClient(await accountabilityOf(b.server.ctx, access_token));
    await b.server.ctx.realtime!.subscribe(recorder, { uid: 'd', collection: 'notes', event: 'delete' });
    // B tells A which rule its subscribers read with (through Redis) before A deletes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [readable, hidden] = await a.server.ctx.db('notes').insert([{ text: 'short' }, { text: 'long' }], ['id']);
    const ids = [readable.id as number, hidden.id as number];
    expect((await a.asAdmin('/items/notes', { method: 'DELETE', json: ids })).status).toBe(204);
    expect(await recorder.waitFor((m) => m.event === 'delete')).toEqual({
      type: 'subscription',
      event: 'delete',
      data: [ids[0]],
      uid: 'd',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorder.events('delete')).toHaveLength(1);
  });
});
