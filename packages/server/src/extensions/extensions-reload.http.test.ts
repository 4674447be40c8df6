import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionsTempDir, writeExtension } from '../../test/harness/extension-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { serverTestDatabases } from '../../test/harness/test-databases.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually(probe: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await wait(50);
  }
}

const operation = (id: string, answer: string) => `export default { id: ${JSON.stringify(id)}, handler: () => ${JSON.stringify(answer)} };`;
const runOperation = (server: TestServer, id: string) =>
  Promise.resolve(server.server.ctx.flows.operations.get(id)?.handler({}, {} as never));

describe('EXTENSIONS_AUTO_RELOAD', () => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    folder = await extensionsTempDir();
    server = await startTestServer({ env: { EXTENSIONS_PATH: folder, EXTENSIONS_AUTO_RELOAD: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('loads an extension written after the start, its new code after an edit, and drops it once removed', async () => {
    expect(server.server.ctx.extensions.list()).toEqual([]);
    await writeExtension(folder, 'late-op', { manifest: { type: 'operation' }, files: { 'dist/index.js': operation('late', 'first') } });
    await eventually(async () => (await runOperation(server, 'late')) === 'first');
    const listed = ((await (await server.asAdmin('/extensions')).json()) as { data: Array<{ meta: { folder: string } }> }).data;
    expect(listed.map((item) => item.meta.folder)).toEqual(['late-op']);
    await writeFile(join(folder, 'late-op', 'dist', 'index.js'), operation('late', 'second'));
    await eventually(async () => (await runOperation(server, 'late')) === 'second');
    await rm(join(folder, 'late-op'), { recursive: true });
    await eventually(() => server.server.ctx.flows.operations.get('late') === undefined);
  });
});

describe('EXTENSIONS_AUTO_RELOAD unset', () => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    folder = await extensionsTempDir();
    server = await startTestServer({ env: { EXTENSIONS_PATH: folder } });
  });
  afterAll(async () => {
    await server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('leaves an extension written after the start unloaded until the next start', async () => {
    await writeExtension(folder, 'late-op', { manifest: { type: 'operation' }, files: { 'dist/index.js': operation('late', 'first') } });
    // Well past the moment the watcher of the test above picks a change up.
    await wait(2_000);
    expect(server.server.ctx.flows.operations.get('late')).toBeUndefined();
    expect(server.server.ctx.extensions.list()).toEqual([]);
  });
});

const SERVER_DATABASES = serverTestDatabases();

describe.each(SERVER_DATABASES)('two instances on one %s database and one Redis', (client) => {
  let a: TestServer;
  let b: TestServer;
  let folder: string;
  beforeAll(async () => {
    folder = await extensionsTempDir();
    await writeExtension(folder, 'shared-op', { manifest: { type: 'operation' }, files: { 'dist/index.js': operation('shared', 'ok') } });
    await writeExtension(folder, 'ticking-hook', {
      files: {
        'dist/index.js': `const ticks = (globalThis.__tesseraTicks ??= {})[${JSON.stringify(folder)}] = [];
          export default ({ schedule }) => schedule('* * * * * *', () => void ticks.push(Math.round(Date.now() / 1000)));`,
      },
    });
    const env = { EXTENSIONS_PATH: folder, SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379', LOGIN_STALL_TIME: '0' };
    a = await startTestServer({ client, env });
    b = await startTestServer({ client, env, database: a.database });
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('shares one row per extension, and a PATCH on one instance switches the extension on the other', async () => {
    const rows = await a.server.ctx.db('directus_extensions').select('id', 'folder');
    expect(rows.map((row: { folder: string }) => row.folder).sort()).toEqual(['shared-op', 'ticking-hook']);
    const id = String((rows.find((row: { folder: string }) => row.folder === 'shared-op') as { id: string }).id);
    expect(await runOperation(b, 'shared')).toBe('ok');
    expect((await a.asAdmin(`/extensions/${id}`, { method: 'PATCH', json: { meta: { enabled: false } } })).status).toBe(200);
    await eventually(() => b.server.ctx.flows.operations.get('shared') === undefined, 2000);
    await a.asAdmin(`/extensions/${id}`, { method: 'PATCH', json: { meta: { enabled: true } } });
    await eventually(async () => (await runOperation(b, 'shared')) === 'ok', 2000);
  });

  it("runs a hook's schedule tick on one instance only, as the reference does", async () => {
    const ticks = ((globalThis as Record<string, unknown>).__tesseraTicks as Record<string, number[]>)[folder]!;
    await eventually(() => ticks.length >= 3, 6000);
    expect(new Set(ticks).size).toBe(ticks.length);
  });
});
