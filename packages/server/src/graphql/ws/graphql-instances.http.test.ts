import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, run, until, type WsClient } from '../../../test/harness/graphql-ws-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

// Two instances share a database only on a server database; PostgreSQL is the one the brief names.
// runIf, not each([]): a file with no suite fails the run (`DB_CLIENTS=sqlite3 npx vitest run`).
describe.runIf(TEST_DATABASES.includes('pg'))('graphql-ws subscriptions across two instances on pg with Redis', () => {
  const client = 'pg';
  const env = { WEBSOCKETS_ENABLED: 'true', SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };
  let a: TestServer;
  let b: TestServer;
  let ws: WsClient | undefined;
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
  });
  afterAll(async () => {
    await ws?.dispose();
    await b?.server.close();
    await a?.close();
  });

  // Instance B serves graphql-ws as startServer builds it: the generated schema behind /graphql, upgrades on the same path.
  it('delivers a write over REST on instance A to a graphql-ws subscriber on instance B, once', async () => {
    ws = connectWs(`${b.url.replace(/^http/, 'ws')}/graphql`, { access_token: b.adminToken });
    const seen = run(ws.client, 'subscription { notes_mutated { key event data { text } } }');
    await until(() => b.server.ctx.realtime!.size === 1);
    const response = await a.asAdmin('/items/notes', { method: 'POST', json: { text: 'from A' } });
    expect(response.status).toBe(200);
    const { id } = ((await response.json()) as { data: { id: number } }).data;
    expect((await a.asAdmin(`/items/notes/${id}`, { method: 'DELETE' })).status).toBe(204);
    await seen.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.results).toEqual([
      { data: { notes_mutated: { key: String(id), event: 'create', data: { text: 'from A' } } } },
      { data: { notes_mutated: { key: String(id), event: 'delete', data: null } } },
    ]);
  });
});
