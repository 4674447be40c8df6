import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBlogSchema, seedBlog } from '../../test/harness/blog-schema.js';
import { seedExportArticles } from '../../test/harness/export-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import type { CliIo } from './cli-command.js';
import { runCli } from './run-cli.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Runs the CLI with streams of its own, as a terminal (`interactive`) or a pipe. */
async function cli(argv: string[], interactive = false) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const io: CliIo = { stdout, stderr, interactive };
  const code = await runCli(argv, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe.each(DATABASES)('tessera export on %s', (client) => {
  let server: TestServer;
  let dir: string;
  let total: number;
  const getExport = async (query: string) => (await server.asAdmin(`/items/articles?${query}`)).text();

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    await seedExportArticles(db, 100, 2_500);
    server.server.ctx.schema.invalidate();
    total = Number(((await db('articles').count('* as n').first()) as { n: number | string }).n);
    dir = mkdtempSync(join(tmpdir(), 'tessera-export-cli-'));
    // The CLI reads its configuration from the environment, as an operator runs it.
    const settings = server.database.settings;
    vi.stubEnv('DB_CLIENT', settings.DB_CLIENT);
    vi.stubEnv('DB_FILENAME', settings.DB_FILENAME);
    if (settings.DB_DATABASE) vi.stubEnv('DB_DATABASE', settings.DB_DATABASE);
    vi.stubEnv('DATA_DIR', server.database.dataDir);
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('SECRET', 'test-secret-that-is-long-enough-for-hs256');
    vi.stubEnv('KEY', 'test-key');
  }, 120_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  it('writes every item in the format of the extension, the file ?export= gives, and says how many', async () => {
    const file = join(dir, 'all.csv');
    const result = await cli(['export', 'articles', file]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^Exported ${total} items to ${file} in \\d+(\\.\\d)?s\\n$`));
    expect(readFileSync(file, 'utf8')).toBe(await getExport('limit=-1&export=csv'));
  });

  it.each(['json', 'xml', 'yaml'])('--format %s --filter --json: the filtered file and a JSON summary', async (format) => {
    const file = join(dir, `published.out`);
    const filter = { status: { _eq: 'published' }, views: { _lt: 9000 } };
    const result = await cli(['export', 'articles', file, '--format', format, '--filter', JSON.stringify(filter), '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout) as { rows: number; file: string; seconds: number };
    const expected = await getExport(`limit=-1&filter=${encodeURIComponent(JSON.stringify(filter))}&export=${format}`);
    expect(readFileSync(file, 'utf8')).toBe(expected);
    expect(summary).toEqual({ rows: expect.any(Number), file, seconds: expect.any(Number) });
    expect(summary.rows).toBeGreaterThan(500);
    expect(summary.rows).toBeLessThan(total);
  });

  it('draws a progress bar on a terminal, up to 100% of the counted items, and none with --json', async () => {
    const drawn = await cli(['export', 'articles', join(dir, 'bar.json')], true);
    expect(drawn.code).toBe(0);
    expect(drawn.stderr).toContain('Exporting articles [');
    expect(drawn.stderr).toContain(`100% | ${total}/${total} items`);
    const quiet = await cli(['export', 'articles', join(dir, 'quiet.json'), '--json'], true);
    expect(quiet.stderr).toBe('');
  });

  it('exits 2 with the message for a bad filter, format, collection or usage, and leaves no file', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['export', 'articles', join(dir, 'bad1.csv'), '--filter', '{nope'], /Invalid query\. "filter" must be valid JSON\./],
      [['export', 'articles', join(dir, 'bad2.csv'), '--filter', '{"title":{"_bogus":1}}'], /Invalid query\./],
      [['export', 'articles', join(dir, 'bad3.csv'), '--filter', '{"nope":{"_eq":1}}'], /./],
      [['export', 'articles', join(dir, 'bad4.txt')], /The format must be one of csv, json, xml, yaml/],
      [['export', 'articles', join(dir, 'bad5.csv'), '--format', 'pdf'], /The format must be one of/],
      [['export', 'nope', join(dir, 'bad6.csv')], /There is no collection "nope"\./],
      [['export', 'directus_users', join(dir, 'bad7.csv')], /There is no collection "directus_users"\./],
      [['export', 'articles'], /Usage: tessera export COLLECTION FILE/],
    ];
    for (const [argv, message] of cases) {
      const result = await cli(argv);
      expect({ argv, code: result.code }).toEqual({ argv, code: 2 });
      expect(result.stderr).toMatch(message);
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('bad') || name.includes('.partial'))).toEqual([]);
    expect(existsSync(join(dir, 'bad1.csv'))).toBe(false);
  });
});
