import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { statementsDuring } from '../../../test/harness/sql-statements.js';
import { TEST_DATABASES, testDatabasesFor } from '../../../test/harness/test-databases.js';
import { dialectFor } from '../../db/dialects/dialect-of.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const COLUMNS = Array.from({ length: 40 }, (_, i) => `v${i + 1}`);
/** Values each database binds in one statement (SQLite 32,766, PostgreSQL and MariaDB 65,535). */
const LIMITS = [...new Set(TEST_DATABASES.map((client) => dialectFor(client).maxParameters))];
/** Values a batch holds at most, past every limit yet within the default 1 MB body. */
const MOST_VALUES = 70_000;

/**
 * A batch: `width` values a row (14 to 40 of the columns, plus the key when given), and a row count
 * either anywhere up to MOST_VALUES values or next to where one statement of some database fills up (its limit
 * over the width, and the 1,000 rows one INSERT takes at most); sometimes a last row missing a
 * column (rows are then inserted one by one), sometimes keys given by the client.
 */
const batches = fc.integer({ min: 14, max: 40 }).chain((width) =>
  fc.record({
    width: fc.constant(width),
    rows: fc.oneof(
      fc.integer({ min: 1, max: Math.floor(MOST_VALUES / width) }),
      fc
        .constantFrom(...LIMITS.flatMap((limit) => [Math.floor(limit / width), Math.floor(limit / (width + 1))]), 1000)
        .chain((edge) => fc.integer({ min: Math.max(1, edge - 1), max: edge + 1 })),
    ),
    ragged: fc.boolean(),
    keyed: fc.boolean(),
  }),
);

/**
 * Batch creates of any size and width answer 200 with every key in order and every row stored,
 * never a 5xx, and no statement binds more values than the database takes (issue 38).
 */
describe.each(DATABASES)('fuzz: batch creates on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let nextKey = 1_000_000;
  const maxParameters = dialectFor(client).maxParameters;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await db.schema.createTable('fuzz_rows', (t) => {
      t.increments('id');
      for (const name of COLUMNS) t.integer(name);
    });
    // No activity here (items-batch-limits.http.test.ts has it): MariaDB writes those rows one by one.
    await db('directus_collections').insert({ collection: 'fuzz_rows', accountability: null });
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates every batch whole, in order, within the bound values of one statement', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async ({ width, rows, ragged, keyed }) => {
        const first = nextKey;
        nextKey += rows;
        const payload = Array.from({ length: rows }, (_, index) => {
          const row: Record<string, number> = Object.fromEntries(COLUMNS.slice(0, width).map((name, n) => [name, (index % 1000) + n]));
          if (keyed) row.id = first + index;
          if (ragged && index === rows - 1 && rows > 1) delete row.v1;
          return row;
        });
        let answer: { status: number; body: Json } = { status: 0, body: {} };
        const statements = await statementsDuring(db, async () => {
          const response = await server.asAdmin('/items/fuzz_rows?fields=id', { method: 'POST', json: payload });
          answer = { status: response.status, body: (await response.json()) as Json };
        });
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
        const keys = (answer.body.data as Array<{ id: number }>).map((row) => Number(row.id));
        expect(keys).toHaveLength(rows);
        if (keyed) expect(keys).toEqual(payload.map((row) => row.id));
        else expect(keys.every((key, index) => index === 0 || key > keys[index - 1]!)).toBe(true);
        // Keys of one batch are consecutive (given so, or from the sequence within one transaction).
        const [low, high] = [Math.min(...keys), Math.max(...keys)];
        expect(high - low + 1).toBe(rows);
        const stored = await db('fuzz_rows').whereBetween('id', [low, high]).count({ n: '*' });
        expect(Number((stored as Array<{ n: unknown }>)[0]!.n)).toBe(rows);
        // SQLite and MariaDB continue their counters after the highest key, given ones included.
        nextKey = Math.max(nextKey, high + 1);
        const widest = Math.max(...statements.filter((statement) => /^insert/i.test(statement.sql)).map((s) => s.bindings.length));
        expect(widest).toBeLessThanOrEqual(maxParameters);
      }),
      // One batch past every database's limit is always tried: 1,700 rows of 41 values, 69,700 in all.
      { numRuns: fuzzRuns(6), examples: [[{ width: 40, rows: 1700, ragged: false, keyed: true }]] },
    );
  }, 180_000);
});
