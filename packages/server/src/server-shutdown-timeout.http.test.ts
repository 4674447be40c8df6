import { describe, expect, it } from 'vitest';
import { createSlowCollection, isSleeping } from '../test/harness/slow-collection.js';
import { startTestServer } from '../test/harness/start-test-server.js';
import { serverTestDatabases } from '../test/harness/test-databases.js';

/** A request that can be made to run long needs a database that can sleep in a trigger. */
const SERVER_DATABASES = serverTestDatabases();

describe.each(SERVER_DATABASES)('SERVER_SHUTDOWN_TIMEOUT on %s', (client) => {
  it('cuts the connection of a request still running when closing has waited that long, one second by default', async () => {
    const server = await startTestServer({ client });
    try {
      await createSlowCollection(server);
      // Five seconds in the database: without the timeout, closing would wait and the client get its 200.
      const slow = server.asAdmin('/items/slow_rows', { method: 'POST', json: { delay: 5 } }).then(
        (response) => response.status,
        (error: unknown) => error,
      );
      while (!(await isSleeping(server))) await new Promise((resolve) => setTimeout(resolve, 20));
      const closing = performance.now();
      const closed = server.server.close();
      expect(await slow).toBeInstanceOf(TypeError);
      expect(performance.now() - closing).toBeGreaterThanOrEqual(950);
      expect(performance.now() - closing).toBeLessThan(4_000);
      await closed;
    } finally {
      await server.close();
    }
  });
});
