import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server.js';
import { testConfig } from '../../../test/harness/start-test-server.js';
import { createTestDatabase, type TestDatabase } from '../../../test/harness/test-databases.js';

/** Blocks the event loop as a slow start does (imports, a large schema, extensions): longer than PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY. */
function busyStart(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('the pressure limiter at its default settings, right after a start', () => {
  let database: TestDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite3');
    // The harness turns the limiter off for busy test machines; this server has it at every default, as `npm start` does.
    const config = testConfig(database, { PRESSURE_LIMITER_ENABLED: 'true' });
    server = await startServer(config, {
      announce: () => {},
      plugins: [
        async () => {
          busyStart(900);
          // The limiter takes a sample of the busy loop (utilisation near 1) before the server listens.
          await new Promise((resolve) => setTimeout(resolve, 1));
          busyStart(900);
        },
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers the first requests after listening instead of 503 "Under pressure" for the start-up it measured', async () => {
    const statuses = await Promise.all([1, 2, 3].map(async () => (await fetch(`${server.url}/server/ping`)).status));
    expect(statuses).toEqual([200, 200, 200]);
  });
});
