import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { serverTestDatabases } from '../../../test/harness/test-databases.js';
import { createSlowCollection } from '../../../test/harness/slow-collection.js';

/** SQLite has one connection and no statement timeout (README): these settings only apply to server databases. */
const SERVER_DATABASES = serverTestDatabases();

/** Connections open to the test's database right now, counted by the database server itself. */
function connectionCounter(server: TestServer): { count(): Promise<number>; close(): Promise<void> } {
  const name = server.database.settings.DB_DATABASE!;
  const pg = server.database.client === 'pg';
  const observer: Knex = knexFactory({
    client: pg ? 'pg' : 'mysql2',
    connection: pg ? { host: '127.0.0.1', user: 'postgres', database: 'postgres' } : { host: '127.0.0.1', user: 'root' },
    pool: { min: 0, max: 1 },
  });
  return {
    async count() {
      const rows = pg
        ? (
            (await observer.raw('select count(*)::int as n from pg_stat_activity where datname = ?', [name])) as {
              rows: Array<{ n: number }>;
            }
          ).rows
        : (
            (await observer.raw('select count(*) as n from information_schema.processlist where db = ?', [name])) as [Array<{ n: number }>]
          )[0];
      return Number(rows[0]!.n);
    },
    close: () => observer.destroy(),
  };
}

describe.each(SERVER_DATABASES)('DB_STATEMENT_TIMEOUT on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { DB_STATEMENT_TIMEOUT: '1000' } });
    await createSlowCollection(server);
  });
  afterAll(async () => server?.close());

  it('cancels a statement that runs longer and answers 503 SERVICE_UNAVAILABLE, then serves the next request', async () => {
    // 20 s of sleep: without the timeout the answer would be a 200 long after it.
    const slow = await server.asAdmin('/items/slow_rows', { method: 'POST', json: { delay: 20 } });
    expect(slow.status).toBe(503);
    expect(await slow.json()).toEqual({
      errors: [
        {
          message: 'Service "database" is unavailable. Query timed out.',
          extensions: { code: 'SERVICE_UNAVAILABLE', service: 'database', reason: 'Query timed out' },
        },
      ],
    });
    const quick = await server.asAdmin('/items/slow_rows', { method: 'POST', json: { delay: 0 } });
    expect(quick.status).toBe(200);
    const rows = (await (await server.asAdmin('/items/slow_rows?fields=delay')).json()) as { data: Array<{ delay: number }> };
    expect(rows.data).toEqual([{ delay: 0 }]);
  });

  it('cancels a read kept waiting by a lock held elsewhere, and serves it once the lock is gone', async () => {
    const pg = client === 'pg';
    // Another client of the database (a migration, a backup) holds the table.
    const locker: Knex = knexFactory({
      client: pg ? 'pg' : 'mysql2',
      connection: { host: '127.0.0.1', user: pg ? 'postgres' : 'root', database: server.database.settings.DB_DATABASE! },
      pool: { min: 0, max: 1 },
    });
    try {
      const transaction = await locker.transaction();
      await transaction.raw(pg ? 'lock table slow_rows in access exclusive mode' : 'lock tables slow_rows write');
      const blocked = await server.asAdmin('/items/slow_rows?fields=delay');
      expect(blocked.status).toBe(503);
      expect(((await blocked.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
        'SERVICE_UNAVAILABLE',
      );
      if (!pg) await transaction.raw('unlock tables');
      await transaction.rollback();
      expect((await server.asAdmin('/items/slow_rows?fields=delay')).status).toBe(200);
    } finally {
      await locker.destroy();
    }
  });
});

describe.each(SERVER_DATABASES)('DB_POOL__MIN / DB_POOL__MAX on %s', (client) => {
  let server: TestServer;
  let connections: ReturnType<typeof connectionCounter>;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      // The pool lets idle connections go quickly, down to DB_POOL__MIN.
      env: { DB_POOL__MIN: '2', DB_POOL__MAX: '3', DB_POOL__IDLE_TIMEOUT_MILLIS: '100', DB_POOL__REAP_INTERVAL_MILLIS: '50' },
    });
    await createSlowCollection(server);
    connections = connectionCounter(server);
  });
  afterAll(async () => {
    await connections?.close();
    await server?.close();
  });

  it('opens at most DB_POOL__MAX connections under load, and keeps DB_POOL__MIN when idle', async () => {
    const burst = Array.from({ length: 6 }, () => server.asAdmin('/items/slow_rows', { method: 'POST', json: { delay: 0.5 } }));
    let done = false;
    const finished = Promise.all(burst).finally(() => (done = true));
    let most = 0;
    while (!done) {
      most = Math.max(most, await connections.count());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await finished).map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3);

    // Idle: the pool shrinks to DB_POOL__MIN and stays there.
    for (let attempt = 0; attempt < 100 && (await connections.count()) > 2; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connections.count()).toBe(2);
  });
});

describe.each(SERVER_DATABASES)('the pool and statements at their defaults on %s', (client) => {
  let server: TestServer;
  let connections: ReturnType<typeof connectionCounter>;
  beforeAll(async () => {
    server = await startTestServer({ client });
    await createSlowCollection(server);
    connections = connectionCounter(server);
  });
  afterAll(async () => {
    await connections?.close();
    await server?.close();
  });

  it('lets a statement take as long as it needs while DB_STATEMENT_TIMEOUT is unset', async () => {
    const started = performance.now();
    const slow = await server.asAdmin('/items/slow_rows', { method: 'POST', json: { delay: 1.5 } });
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_450);
  });

  it('opens up to 10 connections under load while DB_POOL__MAX (and DB_POOL_MAX) is unset', async () => {
    const burst = Array.from({ length: 15 }, () => server.asAdmin('/items/slow_rows', { method: 'POST', json: { delay: 0.8 } }));
    let done = false;
    const finished = Promise.all(burst).finally(() => (done = true));
    let most = 0;
    while (!done) {
      most = Math.max(most, await connections.count());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await finished).every((response) => response.status === 200)).toBe(true);
    // Idle connections stay open for the pool's idle timeout, so the count is still at its peak.
    most = Math.max(most, await connections.count());
    expect(most).toBe(10);
  });
});
