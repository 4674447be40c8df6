import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../test/harness/test-databases.js';

const REDIS_ENV = { SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };

async function waitForStatus(server: TestServer, path: string, status: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await server.asAdmin(path)).status === status) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${path} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(TEST_DATABASES.includes('pg'))('two instances on one PostgreSQL database', () => {
  it('the second sees a schema change made through the first within 1 s over Redis; one without Redis does not', async () => {
    const first = await startTestServer({ client: 'pg', env: REDIS_ENV });
    // Both start on the first's database; only the first drops it when closing.
    const second = await startTestServer({ client: 'pg', database: first.database, env: REDIS_ENV });
    const unsynced = await startTestServer({ client: 'pg', database: first.database });
    try {
      expect((await second.asAdmin('/collections/synced')).status).toBe(403);
      expect((await unsynced.asAdmin('/collections/synced')).status).toBe(403);
      const created = await first.asAdmin('/collections', {
        method: 'POST',
        json: { collection: 'synced', schema: {}, fields: [{ field: 'title', type: 'string' }] },
      });
      expect(created.status).toBe(200);
      const elapsed = await waitForStatus(second, '/collections/synced', 200, 1000);
      expect(elapsed).toBeLessThan(1000);
      // The second instance serves the new collection's items and fields straight away.
      expect((await second.asAdmin('/items/synced', { method: 'POST', json: { title: 'hello' } })).status).toBe(200);
      expect((await (await second.asAdmin('/fields/synced/title')).json()) as unknown).toMatchObject({ data: { type: 'string' } });
      // Without the Redis store an instance keeps its model until it restarts: the sync is what made the difference.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await unsynced.asAdmin('/collections/synced')).status).toBe(403);
    } finally {
      await unsynced.server.close();
      await second.server.close();
      await first.close();
    }
  });
});
