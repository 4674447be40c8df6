import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFile, importRequest, jsonFile, type ImportErrorBody } from '../../../test/harness/import-request.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

const NAMES = ['id', 'title', 'amount', 'flag', 'data', 'day', 'constructor', '__proto__', 'nope', '', ' title '];
const CELLS = [
  '',
  '1',
  '-1',
  '1.5',
  '99999999999999999999',
  'true',
  'no',
  'null',
  '{"a":1}',
  '[1,2]',
  '{',
  '"',
  '""',
  '\n',
  '\r\n',
  ',',
  '2024-02-30',
  'ünï',
  '\0',
];

/** CSV-like text from pieces a hostile or broken file is made of, and plain random bytes. */
const csvBytes = fc.oneof(
  fc
    .tuple(
      fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 5 }),
      fc.array(fc.array(fc.oneof(fc.constantFrom(...CELLS), fc.string({ maxLength: 8 })), { maxLength: 5 }), { maxLength: 8 }),
      fc.constantFrom('\n', '\r\n'),
    )
    .map(([header, rows, newline]) => Buffer.from([header.join(','), ...rows.map((cells) => cells.join(','))].join(newline))),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);

/**
 * Whatever bytes arrive as a CSV or JSON file, the import answers 200 or a 4xx in the API's error
 * shape, never a 500, and a refused file leaves the table as it was.
 */
describe.each(DATABASES)('POST /utils/import/:collection on random files on %s (fuzz)', (client) => {
  let server: TestServer;
  let db: Knex;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await db.schema.createTable('fuzzed', (t) => {
      t.increments('id');
      t.string('title', 20);
      t.integer('amount');
      t.boolean('flag');
      t.json('data');
      t.date('day');
      t.string('constructor', 20);
    });
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  const count = async () => Number((await db('fuzzed').count({ n: '*' }))[0]!.n);

  it('answers every random CSV or JSON file with 200 or a 4xx error, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(csvBytes, fc.boolean(), async (bytes, asJson) => {
        const before = await count();
        const response = await importRequest(server, 'fuzzed', [asJson ? jsonFile(bytes.toString('latin1')) : csvFile(bytes)]);
        expect([200, 400, 403, 413]).toContain(response.status);
        if (response.status !== 200) {
          const { errors } = (await response.json()) as ImportErrorBody;
          expect(errors.length).toBeGreaterThan(0);
          for (const error of errors) expect(typeof error.extensions.code).toBe('string');
          expect(await count()).toBe(before);
        } else expect(await response.text()).toBe('');
      }),
      { numRuns: fuzzRuns(120) },
    );
  }, 120_000);
});
