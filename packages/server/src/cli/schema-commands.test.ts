import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataModelSnapshot } from '../../test/fixtures/data-model-snapshot.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import type { CliIo } from './cli-command.js';
import { runCli } from './run-cli.js';

type Json = Record<string, unknown>;

/** Runs the CLI with streams of its own; stdin is a pipe unless `tty` answers are given. */
async function cli(argv: string[], tty?: string) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const stdin = Object.assign(new PassThrough(), { isTTY: tty !== undefined });
  if (tty !== undefined) stdin.end(tty);
  const io: CliIo = { stdout, stderr, interactive: false, stdin };
  const code = await runCli(argv, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe('tessera schema snapshot / apply', () => {
  let server: TestServer;
  let dir: string;
  const live = async () => ((await (await server.asAdmin('/schema/snapshot')).json()) as { data: Json }).data;

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    dir = mkdtempSync(join(tmpdir(), 'tessera-schema-cli-'));
    // The CLI reads its configuration from the environment, as an operator runs it.
    const env = { DB_CLIENT: 'sqlite3', DB_FILENAME: server.database.settings.DB_FILENAME, DATA_DIR: server.database.dataDir };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('SECRET', 'test-secret-that-is-long-enough-for-hs256');
    vi.stubEnv('KEY', 'test-key');
    const key = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true }, meta: { hidden: true } };
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        meta: { icon: 'note' },
        fields: [key, { field: 'title', type: 'string', meta: { note: 'old' } }],
      },
    });
    expect(created.status).toBe(200);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  const editedSnapshotFile = async (name: string) => {
    const snapshot = (await live()) as { fields: Json[] };
    const title = snapshot.fields.find((f) => f.field === 'title')!;
    (title.meta as Json).note = 'new';
    snapshot.fields.push({
      ...title,
      field: 'subtitle',
      meta: { ...(title.meta as Json), field: 'subtitle' },
      schema: { ...(title.schema as Json), name: 'subtitle' },
    });
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(snapshot));
    return file;
  };

  it('writes the snapshot to stdout, as YAML or JSON, the same as GET /schema/snapshot', async () => {
    const yaml = await cli(['schema', 'snapshot']);
    expect(yaml.code).toBe(0);
    expect(load(yaml.stdout)).toEqual(await live());
    const json = await cli(['schema', 'snapshot', '--format', 'json']);
    expect(JSON.parse(json.stdout)).toEqual(await live());
    expect((await cli(['schema', 'snapshot', '--format', 'xml'])).code).toBe(2);
  });

  it('writes the snapshot to a file, byte-identical twice, with a --json summary', async () => {
    const file = join(dir, 'model.json');
    const first = await cli(['schema', 'snapshot', file, '--json']);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ file, format: 'json', collections: 1, fields: 2, relations: 0 });
    const text = readFileSync(file, 'utf8');
    expect(JSON.parse(text)).toEqual(await live());
    await cli(['schema', 'snapshot', file]);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('apply --dry-run lists the changes and changes nothing', async () => {
    const file = await editedSnapshotFile('dry.json');
    const before = await dataModelSnapshot(server.server.ctx.db);
    const run = await cli(['schema', 'apply', file, '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('The following changes will be applied:\n+ field notes.subtitle\n~ field notes.title (meta.note)\n');
    const json = await cli(['schema', 'apply', file, '--dry-run', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      applied: false,
      dryRun: true,
      changes: ['+ field notes.subtitle', '~ field notes.title (meta.note)'],
      diff: { fields: expect.any(Array) },
    });
    expect(await dataModelSnapshot(server.server.ctx.db)).toEqual(before);
  });

  it('apply without --yes refuses with exit 3 when stdin is not a terminal, and when the answer is no', async () => {
    const file = await editedSnapshotFile('unconfirmed.json');
    const before = await dataModelSnapshot(server.server.ctx.db);
    const piped = await cli(['schema', 'apply', file]);
    expect(piped.code).toBe(3);
    expect(piped.stderr).toMatch(/stdin is not a terminal; pass --yes/);
    const declined = await cli(['schema', 'apply', file], 'n\n');
    expect(declined.code).toBe(3);
    expect(await dataModelSnapshot(server.server.ctx.db)).toEqual(before);
  });

  it('apply --yes applies (and --json reports it), after which there is nothing left to apply', async () => {
    const file = await editedSnapshotFile('apply.json');
    const run = await cli(['schema', 'apply', file, '--yes', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ applied: true, changes: ['+ field notes.subtitle', '~ field notes.title (meta.note)'] });
    const fields = await server.server.ctx.db('directus_fields').where({ collection: 'notes' }).orderBy('field');
    expect(fields.map((row: Json) => [row.field, row.note])).toEqual([
      ['id', null],
      ['subtitle', 'new'],
      ['title', 'new'],
    ]);
    const again = await cli(['schema', 'apply', file, '--yes']);
    expect(again).toMatchObject({ code: 0, stdout: 'No changes to apply.\n' });
  });

  it('apply asks on a terminal and applies on "y"', async () => {
    const snapshot = JSON.parse((await cli(['schema', 'snapshot', '--format', 'json'])).stdout) as { collections: Json[] };
    (snapshot.collections[0]!.meta as Json).note = 'confirmed';
    const file = join(dir, 'tty.yaml');
    writeFileSync(file, JSON.stringify(snapshot));
    const run = await cli(['schema', 'apply', file], 'y\n');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('Apply these changes? [y/N]');
    expect(run.stdout).toContain('~ collection notes (meta.note)');
    expect((await server.server.ctx.db('directus_collections').where({ collection: 'notes' }).first()).note).toBe('confirmed');
  });

  it('refuses a file that is not a snapshot with exit 3, and a missing file with exit 1', async () => {
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'version: 2\ncollections: nope\n');
    const bad = await cli(['schema', 'apply', file, '--yes', '--json']);
    expect(bad.code).toBe(3);
    expect(JSON.parse(bad.stdout)).toMatchObject({ applied: false, error: { code: 'INVALID_PAYLOAD' } });
    expect((await cli(['schema', 'apply', join(dir, 'missing.json')])).code).toBe(1);
    expect((await cli(['schema', 'apply'])).code).toBe(2);
  });
});
