import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

const REDIS_ENV = { SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.runIf(TEST_DATABASES.includes('pg'))('a schema apply on one of two instances sharing a PostgreSQL database', () => {
  it('reaches the other instance over Redis: its model and its compiled rules are rebuilt', async () => {
    const first = await startTestServer({ client: 'pg', env: REDIS_ENV });
    const second: TestServer = await startTestServer({ client: 'pg', database: first.database, env: REDIS_ENV });
    try {
      const key = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true }, meta: {} };
      for (const collection of ['old_notes', 'kept'])
        await first.asAdmin('/collections', { method: 'POST', json: { collection, schema: {}, meta: {}, fields: [key] } });
      const role = await first.createRole();
      await first.server.ctx.db('directus_permissions').insert({ role, collection: 'old_notes', action: 'read', fields: '*' });
      const editor = await first.createUser({ role });
      const token = (await second.login(editor.email, editor.password)).access_token;
      expect((await second.request('/items/old_notes', { token })).status).toBe(200);

      const snapshot = (
        (await (await first.asAdmin('/schema/snapshot')).json()) as { data: { collections: Array<{ collection: string }> } }
      ).data;
      snapshot.collections = snapshot.collections.filter((c) => c.collection !== 'old_notes');
      const diff = await first.asAdmin('/schema/diff', { method: 'POST', json: snapshot });
      expect(diff.status).toBe(200);
      const apply = await first.asAdmin('/schema/apply', { method: 'POST', json: ((await diff.json()) as { data: unknown }).data });
      expect(apply.status).toBe(204);

      const elapsed = await waitFor(async () => (await second.asAdmin('/collections/old_notes')).status === 403, 1000);
      expect(elapsed).toBeLessThan(1000);
      // The removed collection took its permission rows along; the editor's rules on the second instance follow.
      expect(await first.server.ctx.db('directus_permissions').where({ collection: 'old_notes' })).toEqual([]);
      expect((await second.request('/items/old_notes', { token })).status).toBe(403);
      expect((await second.asAdmin('/collections/kept')).status).toBe(200);
    } finally {
      await second.server.close();
      await first.close();
    }
  });
});
