import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../test/harness/blog-schema.js';
import { seedExportArticles } from '../../test/harness/export-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { hasBuiltCli } from '../../test/harness/built-cli.js';
import { runsSlowTest } from '../../test/harness/slow-tests.js';

const BIN = new URL('../../bin/tessera.js', import.meta.url).pathname;
const ROWS = 100_000;
const RSS_LIMIT_MB = 200;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The process's peak resident set (VmHWM), read from /proc while it ran. */
  peakRssMb: number;
}

/** Runs bin/tessera.js on `server`'s database, as an operator would from a shell, and watches its memory. */
function tessera(server: TestServer, args: string[]): Promise<Run> {
  const settings = server.database.settings;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DB_CLIENT: settings.DB_CLIENT,
    DB_FILENAME: settings.DB_FILENAME ?? '',
    DATA_DIR: server.database.dataDir,
    LOG_LEVEL: 'error',
    SECRET: 'test-secret-that-is-long-enough-for-hs256',
    KEY: 'test-key',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakKb = 0;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const watch = setInterval(() => {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (match) peakKb = Math.max(peakKb, Number(match[1]));
      } catch {
        // The process has just exited.
      }
    }, 25);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(watch);
      resolve({ code, stdout, stderr, peakRssMb: peakKb / 1024 });
    });
  });
}

/**
 * The round trip: 100,000 articles (text with commas, quotes, newlines and non-ASCII, nulls,
 * decimals, dates, booleans, uuids, m2o keys, JSON) exported with `tessera export` and imported with
 * `tessera import` into another database holding the same model, in CSV and in JSON. The copy then
 * exports to exactly the same bytes, and neither command grows past 200 MB resident.
 */
describe.runIf(runsSlowTest('the CLI transfer of 100,000 rows') && hasBuiltCli('export then import of 100,000 rows with the CLI'))(
  'export then import of 100,000 rows with the CLI',
  () => {
    let source: TestServer;
    let dir: string;

    beforeAll(async () => {
      source = await startTestServer();
      const db = source.server.ctx.db;
      await createBlogSchema(db, 'sqlite3');
      await seedBlog(db, 'sqlite3');
      await seedExportArticles(db, 100, ROWS);
      source.server.ctx.schema.invalidate();
      dir = mkdtempSync(join(tmpdir(), 'tessera-round-trip-'));
    }, 300_000);
    afterAll(async () => {
      rmSync(dir, { recursive: true, force: true });
      await source?.close();
    });

    it.each(['csv', 'json'])(
      'round-trips exactly through %s, each command under 200 MB',
      async (format) => {
        const target = await startTestServer();
        try {
          await createBlogSchema(target.server.ctx.db, 'sqlite3');
          await seedBlog(target.server.ctx.db, 'sqlite3');
          target.server.ctx.schema.invalidate();

          const file = join(dir, `articles.${format}`);
          const exported = await tessera(source, ['export', 'articles', file, '--json']);
          expect(exported.code, exported.stderr).toBe(0);
          expect((JSON.parse(exported.stdout) as { rows: number }).rows).toBeGreaterThanOrEqual(ROWS);

          const imported = await tessera(target, ['import', 'articles', file, '--json']);
          expect(imported.code, `${imported.stdout}\n${imported.stderr}`.slice(0, 3000)).toBe(0);

          const copy = join(dir, `copy.${format}`);
          const again = await tessera(target, ['export', 'articles', copy, '--json']);
          expect(again.code, again.stderr).toBe(0);
          expect(readFileSync(copy, 'utf8') === readFileSync(file, 'utf8')).toBe(true);

          for (const run of [exported, imported, again]) expect(run.peakRssMb).toBeLessThan(RSS_LIMIT_MB);
          process.stdout.write(
            `${format}: export ${exported.stdout.trim()} peak ${exported.peakRssMb.toFixed(0)} MB; import ${imported.stdout.trim()} peak ${imported.peakRssMb.toFixed(0)} MB\n`,
          );
        } finally {
          await target.close();
        }
      },
      600_000,
    );
  },
);
