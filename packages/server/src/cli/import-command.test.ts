import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE } from './cli-command.js';
import { runCli } from './run-cli.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Streams that keep what the command wrote. */
function captureIo(interactive = false) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  err.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { io: { stdout: out, stderr: err, interactive }, text: () => ({ stdout, stderr }) };
}

describe.each(DATABASES)('tessera import on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let folder: string;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await db.schema.createTable('books', (t) => {
      t.increments('id');
      t.string('title', 100).notNullable();
      t.integer('pages');
      t.boolean('in_print');
    });
    folder = mkdtempSync(join(tmpdir(), 'tessera-import-cli-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await server?.close();
  });
  beforeEach(async () => {
    await db('books').delete();
    await db('directus_activity').delete();
    // The command reads its configuration as the CLI does: from the environment.
    const settings = server.database.settings;
    for (const [name, value] of Object.entries({
      DB_CLIENT: settings.DB_CLIENT,
      DB_FILENAME: settings.DB_FILENAME,
      DB_DATABASE: settings.DB_DATABASE ?? '',
      DATA_DIR: server.database.dataDir,
      LOG_LEVEL: 'silent',
      SECRET: 'test-secret-that-is-long-enough-for-hs256',
      KEY: 'test-key',
    }))
      vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const write = (name: string, content: string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };
  const books = () => db('books').orderBy('title').select('title', 'pages');

  it('imports a CSV file, prints the counts, records activity and draws a progress bar on a terminal', async () => {
    const { io, text } = captureIo(true);
    const file = write('books.csv', 'title,pages,in_print\nDune,412,true\nEmma,300,false\n');
    expect(await runCli(['import', 'books', file], io)).toBe(EXIT_OK);
    expect(text().stdout).toMatch(/^Imported 2 items \(2 created, 0 updated\) in \d+(\.\d)?s\n$/);
    expect(text().stderr).toMatch(/Importing books \[.*\] 100% \| \d+\/\d+ bytes/);
    expect(await books()).toEqual([
      { title: 'Dune', pages: 412 },
      { title: 'Emma', pages: 300 },
    ]);
    expect(await db('directus_activity').where({ collection: 'books', action: 'create' })).toHaveLength(2);
  });

  it('prints {created, updated, seconds} with --json and no progress bar; upserts by key', async () => {
    const [first] = await db('books').insert({ title: 'Old' }).returning('id');
    const id = typeof first === 'object' ? (first as { id: number }).id : Number(first);
    const { io, text } = captureIo(true);
    const file = write('books.data', JSON.stringify([{ id, title: 'New' }, { title: 'Other' }]));
    expect(await runCli(['import', 'books', file, '--format', 'json', '--json'], io)).toBe(EXIT_OK);
    const answer = JSON.parse(text().stdout) as { created: number; updated: number; seconds: number };
    expect(answer).toMatchObject({ created: 1, updated: 1 });
    expect(typeof answer.seconds).toBe('number');
    expect(text().stderr).toBe('');
    expect(await books()).toEqual([
      { title: 'New', pages: null },
      { title: 'Other', pages: null },
    ]);
  });

  it('prints refused rows as "line L: message", keeps nothing and exits 3', async () => {
    const { io, text } = captureIo();
    const file = write('bad.csv', 'title,pages\nFine,1\nBad,many\n,3\n');
    expect(await runCli(['import', 'books', file], io)).toBe(EXIT_REFUSED);
    const lines = text().stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^line 3: .*"pages"/);
    expect(lines[1]).toMatch(/^line 4: /);
    expect(await books()).toEqual([]);
    const { io: jsonIo, text: jsonText } = captureIo();
    expect(await runCli(['import', 'books', file, '--json'], jsonIo)).toBe(EXIT_REFUSED);
    const refused = JSON.parse(jsonText().stdout) as { errors: Array<{ line: number }> };
    expect(refused.errors.map((error) => error.line)).toEqual([3, 4]);
  });

  it('exits 2 for bad usage: missing arguments, an unknown format, a missing file', async () => {
    const csv = write('ok.csv', 'title\nA\n');
    for (const argv of [
      ['import'],
      ['import', 'books'],
      ['import', 'books', write('rows.txt', 'x')],
      ['import', 'books', csv, '--format', 'xml'],
      ['import', 'books', join(folder, 'nope.csv')],
    ]) {
      const { io, text } = captureIo();
      expect(await runCli(argv, io)).toBe(EXIT_USAGE);
      expect(text().stderr).not.toBe('');
    }
    expect(await books()).toEqual([]);
  });

  it('fails (exit 1) for a collection that does not exist', async () => {
    const { io, text } = captureIo();
    expect(await runCli(['import', 'nope', write('n.csv', 'title\nA\n')], io)).toBe(1);
    expect(text().stderr).toMatch(/permission/);
  });
});
