import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './config/load-config.js';
import { startServer, type RunningServer } from './server.js';
import { testConfig } from '../test/harness/start-test-server.js';
import { createTestDatabase, type TestDatabase } from '../test/harness/test-databases.js';

/** Holds `port` on 127.0.0.1 for the test, or answers null when another program already does. */
function holdPort(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const holder = createServer();
    holder.once('error', () => resolve(null));
    holder.listen(port, '127.0.0.1', () => resolve(holder));
  });
}

/**
 * HOST and PORT as `npm start` has them (the harness listens on 127.0.0.1 and an ephemeral port):
 * an empty value unsets the harness's, as an empty line in .env does.
 */
describe('where the server listens', () => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    await database?.drop();
    server = database = undefined;
  });
  const start = async (env: Record<string, string>) => {
    database = await createTestDatabase('sqlite3');
    return startServer(testConfig(database, env), { announce: () => {} });
  };

  it('listens on every interface while HOST is unset (0.0.0.0), and names 127.0.0.1 as its address', async () => {
    server = await start({ HOST: '' });
    expect(server.ctx.config.HOST).toBe('0.0.0.0');
    const { port } = new URL(server.url);
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    // Linux answers for all of 127.0.0.0/8: a server bound to 127.0.0.1 alone would not answer on 127.0.0.2.
    for (const host of ['127.0.0.1', '127.0.0.2']) expect(await (await fetch(`http://${host}:${port}/server/ping`)).text()).toBe('pong');
  });

  it('takes port 8055 while PORT is unset, and says in one line, naming PORT, when another program holds it', async () => {
    const holder = await holdPort(8055);
    try {
      const outcome = await start({ PORT: '' }).catch((error: unknown) => error);
      if (outcome instanceof ConfigError || holder) {
        expect(outcome).toBeInstanceOf(ConfigError);
        expect((outcome as ConfigError).message).toBe(
          'Invalid configuration: PORT 8055 is in use on 127.0.0.1 by another program: stop it, or set PORT to a free port',
        );
      } else {
        // Another program holds 8055 on another address only: this server got 127.0.0.1:8055 itself.
        server = outcome as RunningServer;
        expect(server.url).toBe('http://127.0.0.1:8055');
      }
    } finally {
      await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(null)));
    }
  });

  it('names HOST when it is not an address of this machine', async () => {
    // 203.0.113.0/24 is documentation space: no machine has it.
    await expect(start({ HOST: '203.0.113.7' })).rejects.toThrow(
      'Invalid configuration: HOST 203.0.113.7 is not an address of this machine (203.0.113.7:0): set HOST to one of its addresses, or 0.0.0.0',
    );
  });
});
