import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { isCount, statementsDuring, type Statement } from '../../../test/harness/sql-statements.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';
import { runsSlowTest } from '../../../test/harness/slow-tests.js';

const ROWS = 1_000_000;

/** One INSERT … SELECT generate_series, then ANALYZE so the planner has statistics. */
async function seedEvents(db: Knex): Promise<void> {
  await db.raw('CREATE TABLE events (id serial PRIMARY KEY, kind integer NOT NULL, label varchar(20) NOT NULL)');
  await db.raw('CREATE INDEX events_kind_id ON events (kind, id)');
  await db.raw(`INSERT INTO events (kind, label) SELECT g % 10, 'event ' || g FROM generate_series(1, ${ROWS}) AS g`);
  await db.raw('ANALYZE events');
  await db('directus_collections').insert({ collection: 'events' });
}

interface Meta {
  total_count?: number;
  filter_count?: number;
  estimated?: boolean;
}

// Estimates exist on PostgreSQL only (SQLite and MariaDB always count exactly: items-counts.http.test.ts).
describe.runIf(TEST_DATABASES.includes('pg') && runsSlowTest('the estimated counts over a million rows on PostgreSQL'))(
  'items: estimated counts on PostgreSQL with a million rows',
  () => {
    let server: TestServer;
    let db: Knex;
    let readerToken: string;

    beforeAll(async () => {
      server = await startTestServer({ client: 'pg', env: { LOGIN_STALL_TIME: '0' } });
      db = server.server.ctx.db;
      await seedEvents(db);
      server.server.ctx.schema.invalidate();
      // A role that reads kinds 0 and 1 only: a fifth of the rows.
      const role = await server.createRole({ name: 'Kinds 0-1' });
      await db('directus_permissions').insert({
        role,
        collection: 'events',
        action: 'read',
        permissions: JSON.stringify({ kind: { _lt: 2 } }),
        fields: '*',
      });
      const user = await server.createUser({ role });
      readerToken = (await server.login(user.email, user.password)).access_token;
      server.server.ctx.permissions.invalidate();
      expect((await server.asAdmin('/items/events?limit=1')).status).toBe(200);
    }, 120_000);
    afterAll(async () => server?.close());

    async function metaOf(target: TestServer, path: string, token = target.adminToken): Promise<{ meta: Meta; statements: Statement[] }> {
      let body: { meta?: Meta } = {};
      const statements = await statementsDuring(target.server.ctx.db, async () => {
        const response = await target.request(path, { token });
        expect(response.status).toBe(200);
        body = (await response.json()) as typeof body;
      });
      return { meta: body.meta!, statements };
    }
    const near = (value: number | undefined, expected: number) => {
      expect(value).toBeGreaterThan(expected * 0.8);
      expect(value).toBeLessThan(expected * 1.2);
    };

    it('answers total_count and filter_count from the planner, marked estimated, without counting', async () => {
      const { meta, statements } = await metaOf(server, '/items/events?limit=1&meta=*&filter[kind][_lt]=5');
      expect(meta.estimated).toBe(true);
      near(meta.total_count, ROWS);
      near(meta.filter_count, ROWS / 2);
      expect(statements.filter(isCount)).toEqual([]);
      // The filter's value is bound into the EXPLAIN, never written into its text.
      const explain = statements.find((statement) => statement.sql.startsWith('EXPLAIN'))!;
      expect(explain.sql).not.toMatch(/<\s*5\b/);
      expect(explain.bindings).toContain(5);
    });

    it('counts exactly, without "estimated", where the estimate is below the threshold', async () => {
      const { meta, statements } = await metaOf(server, '/items/events?limit=1&meta=filter_count&filter[id][_lte]=50');
      expect(meta).toEqual({ filter_count: 50 });
      expect(statements.filter(isCount)).toHaveLength(1);
    });

    it('counts inside the permission rule: the estimate is of the rows the role may read', async () => {
      const { meta } = await metaOf(server, '/items/events?limit=1&meta=*&filter[kind][_eq]=1', readerToken);
      expect(meta.estimated).toBe(true);
      near(meta.total_count, ROWS / 5);
      near(meta.filter_count, ROWS / 10);
      // A filter the rule excludes entirely estimates (almost) nothing, so it is counted: 0.
      const hidden = await metaOf(server, '/items/events?limit=1&meta=filter_count&filter[kind][_eq]=7', readerToken);
      expect(hidden.meta).toEqual({ filter_count: 0 });
    });

    it('always counts exactly with QUERY_COUNT_ESTIMATE_THRESHOLD=0', async () => {
      const exact = await startTestServer({ client: 'pg', env: { QUERY_COUNT_ESTIMATE_THRESHOLD: '0' }, database: server.database });
      try {
        const { meta, statements } = await metaOf(exact, '/items/events?limit=1&meta=*&filter[kind][_lt]=5');
        expect(meta).toEqual({ total_count: ROWS, filter_count: ROWS / 2 });
        expect(statements.filter(isCount)).toHaveLength(2);
      } finally {
        await exact.server.close();
      }
    }, 60_000);

    it('reads a deep after= page through an index, never a sequential scan', async () => {
      for (const [query, index] of [
        [`after=${ROWS - 100}`, 'events_pkey'],
        [`after=${ROWS - 100}&sort=-id`, 'events_pkey'],
        [`after=${ROWS - 100}&sort=kind`, 'events_kind_id'],
      ] as const) {
        let page: unknown[] = [];
        const statements = await statementsDuring(db, async () => {
          page = ((await (await server.asAdmin(`/items/events?fields=id&limit=20&${query}`)).json()) as { data: unknown[] }).data;
        });
        expect(page.length).toBeGreaterThan(0);
        const read = statements.find((statement) => /\bevents\b/.test(statement.sql))!;
        const plan = await explain(db, read);
        // The page's own table is read by a range of the index (an Index Cond), not scanned and filtered.
        expect(plan, query).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index} on events t0[^\\n]*\\n\\s*Index Cond:`));
        expect(plan, query).not.toContain('Seq Scan');
      }
    });
  },
);

/** The plan PostgreSQL chooses for a statement as the server ran it, with its bound values. */
async function explain(db: Knex, statement: Statement): Promise<string> {
  const connection = (await db.client.acquireConnection()) as {
    query(sql: string, values: unknown[]): Promise<{ rows: Array<Record<string, string>> }>;
  };
  try {
    const { rows } = await connection.query(`EXPLAIN ${statement.sql}`, statement.bindings);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await db.client.releaseConnection(connection);
  }
}
