import { describe, expect, it } from 'vitest';
import { createFlow } from '../../test/harness/flow-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../test/harness/test-databases.js';

const REDIS_ENV = { SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not reached within ${timeoutMs} ms`);
    await wait(20);
  }
}

/** The times of a flow's recorded runs, oldest first. */
async function runTimes(server: TestServer, flow: string): Promise<number[]> {
  const rows = (await server.server.ctx.db('directus_activity').where({ item: flow, action: 'run' }).select('timestamp')) as Array<{
    timestamp: string | Date;
  }>;
  return rows.map((row) => new Date(row.timestamp).getTime()).sort((a, b) => a - b);
}

describe.runIf(TEST_DATABASES.includes('pg'))('flows on two instances sharing PostgreSQL and Redis', () => {
  it('reloads a flow written on one instance on the other, and runs a schedule once per tick', async () => {
    const first = await startTestServer({ client: 'pg', env: REDIS_ENV });
    // Both start on the first's database; only the first drops it when closing.
    const second = await startTestServer({ client: 'pg', database: first.database, env: REDIS_ENV });
    try {
      const hook = await createFlow(first, {
        trigger: 'webhook',
        operations: [{ key: 'hi', type: 'transform', options: { json: { from: 'a flow written elsewhere' } } }],
      });
      await waitUntil(async () => (await second.asAdmin(`/flows/trigger/${hook.id}`)).status === 200, 2000);
      expect(await (await second.asAdmin(`/flows/trigger/${hook.id}`)).json()).toEqual({ from: 'a flow written elsewhere' });

      const ticking = await createFlow(first, {
        trigger: 'schedule',
        accountability: 'activity',
        options: { cron: '* * * * * *' },
        operations: [{ key: 'tick', type: 'log', options: { message: 'tick' } }],
      });
      await waitUntil(async () => (await second.server.ctx.flows.flow(ticking.id)) !== undefined, 2000);
      expect(await first.server.ctx.flows.flow(ticking.id)).toBeDefined();
      await wait(3300);
      await first.asAdmin(`/flows/${ticking.id}`, { method: 'PATCH', json: { status: 'inactive' } });
      await waitUntil(async () => (await second.server.ctx.flows.flow(ticking.id)) === undefined, 2000);
      await wait(300);
      const times = await runTimes(first, ticking.id);
      // About one run a second over ~3.5 s, never two for one tick although both instances schedule it.
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThanOrEqual(5);
      for (let index = 1; index < times.length; index += 1) expect(times[index]! - times[index - 1]!).toBeGreaterThan(500);
    } finally {
      await second.server.close();
      await first.close();
    }
  });
});
