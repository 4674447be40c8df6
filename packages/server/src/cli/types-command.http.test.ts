import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { runCli } from './run-cli.js';
import { typesCommand } from './types-command.js';
import { captureIo } from '../../test/harness/capture-cli-io.js';

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const addField = async (server: TestServer, field: string) => {
  const response = await server.asAdmin('/fields/notes', { method: 'POST', json: { field, type: 'string' } });
  expect(response.status).toBe(200);
};

async function createNotes(server: TestServer): Promise<void> {
  const response = await server.asAdmin('/collections', {
    method: 'POST',
    json: {
      collection: 'notes',
      schema: {},
      meta: {},
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'text', type: 'string' },
      ],
    },
  });
  expect(response.status).toBe(200);
}

describe('tessera types', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    await createNotes(server);
    dir = mkdtempSync(join(tmpdir(), 'tessera-types-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('writes the declarations, then leaves an unchanged file alone (same bytes, same mtime), without a database config', async () => {
    // A configuration the server commands would refuse: this one must not read it.
    vi.stubEnv('DB_CLIENT', 'not-a-database');
    const out = join(dir, 'nested', 'schema.d.ts');
    const args = ['types', '--url', server.url, '--token', server.adminToken, '--out', out];
    const first = captureIo();
    expect(await runCli(args, first)).toBe(0);
    expect(first.out()).toBe(`Wrote ${out}\n`);
    const text = readFileSync(out, 'utf8');
    expect(text).toBe(await (await server.asAdmin('/server/specs/ts')).text());
    expect(text).toContain('export interface Notes {');
    const mtime = statSync(out).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = captureIo();
    expect(await runCli(args, second)).toBe(0);
    expect(second.out()).toBe(`${out} is up to date\n`);
    expect(statSync(out).mtimeMs).toBe(mtime);
    expect(readFileSync(out, 'utf8')).toBe(text);
  });

  it('fails with a clear message and exit 1 for a refused token, and writes nothing', async () => {
    const out = join(dir, 'refused.d.ts');
    const io = captureIo();
    expect(await runCli(['types', '--url', server.url, '--token', 'not-a-token', '--out', out], io)).toBe(1);
    expect(io.err()).toMatch(/^The server refused the token: 401 INVALID_CREDENTIALS: .+Check --token/);
    expect(() => statSync(out)).toThrow();
  });

  it('fails with exit 1 for an unreachable server, and exit 2 for a bad URL or missing options', async () => {
    const unreachable = captureIo();
    const port = await closedPort();
    expect(await runCli(['types', '--url', `http://127.0.0.1:${port}`, '--out', join(dir, 'x.d.ts')], unreachable)).toBe(1);
    expect(unreachable.err()).toBe(`Could not reach http://127.0.0.1:${port}: ECONNREFUSED.\n`);
    const badUrl = captureIo();
    expect(await runCli(['types', '--url', 'ftp://example.com', '--out', join(dir, 'x.d.ts')], badUrl)).toBe(2);
    expect(badUrl.err()).toBe('--url must be an http(s) URL, not "ftp://example.com".\n');
    const missing = captureIo();
    expect(await runCli(['types', '--url', server.url], missing)).toBe(2);
    expect(missing.err()).toContain('Usage: tessera types --url URL');
    const interval = captureIo();
    expect(await runCli(['types', '--url', server.url, '--out', 'x', '--interval', '0'], interval)).toBe(2);
  });

  it('--watch without realtime polls and rewrites the file after a field is added', async () => {
    const out = join(dir, 'polled.d.ts');
    const io = captureIo();
    const controller = new AbortController();
    const running = typesCommand(
      { positionals: [], values: { url: server.url, token: server.adminToken, out, watch: true, interval: '0.2' } },
      io,
      controller.signal,
    );
    await until(() => io.out().includes('Polling every 0.2 s'));
    expect(readFileSync(out, 'utf8')).not.toContain('polled_field');
    await addField(server, 'polled_field');
    await until(() => readFileSync(out, 'utf8').includes('polled_field: string | null;'));
    controller.abort();
    expect(await running).toBe(0);
    expect(io.out()).toMatch(/Wrote .*polled\.d\.ts\n[\s\S]*Wrote .*polled\.d\.ts\n/);
  });
});

describe('tessera types --watch with realtime', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { WEBSOCKETS_ENABLED: 'true' } });
    await createNotes(server);
    dir = mkdtempSync(join(tmpdir(), 'tessera-types-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  it('subscribes to the data model and rewrites the file on a change, long before a poll would', async () => {
    const out = join(dir, 'live.d.ts');
    const io = captureIo();
    const controller = new AbortController();
    const running = typesCommand(
      { positionals: [], values: { url: server.url, token: server.adminToken, out, watch: true, interval: '3600' } },
      io,
      controller.signal,
    );
    await until(() => io.out().includes('Watching the data model over realtime'));
    await addField(server, 'live_field');
    await until(() => readFileSync(out, 'utf8').includes('live_field: string | null;'), 5000);
    controller.abort();
    expect(await running).toBe(0);
    expect(io.err()).toBe('');
  });
});
