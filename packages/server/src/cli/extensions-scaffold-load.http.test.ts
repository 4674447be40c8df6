import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { extensionsCommand } from './extensions-create-command.js';

const run = promisify(execFile);
const REPO_NODE_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url));
const { NODE_ENV: _testEnv, VITEST: _vitest, ...SHELL_ENV } = process.env;

/**
 * The scaffolded hook and endpoint, built, loaded by a real server from EXTENSIONS_PATH.
 */
describe('scaffolded API extensions in a real server', () => {
  let root: string;
  let server: TestServer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tessera-scaffold-load-'));
    await symlink(REPO_NODE_MODULES, path.join(root, 'node_modules'), 'dir');
    const io = { stdout: new PassThrough(), stderr: new PassThrough(), interactive: false };
    for (const [type, name] of [
      ['hook', 'trim-hook'],
      ['endpoint', 'greeting'],
    ] as const) {
      expect(await extensionsCommand({ positionals: ['create', type, name], values: {} }, io, root)).toBe(0);
      await run('npm', ['run', 'build', '--silent'], { cwd: path.join(root, name), env: SHELL_ENV });
    }
    await rm(path.join(root, 'node_modules'));
    server = await startTestServer({ env: { EXTENSIONS_PATH: root } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers the endpoint under its name and runs the hook on item creation', async () => {
    const greeting = await server.request('/greeting');
    expect(greeting.status).toBe(200);
    expect(await greeting.json()).toEqual({ hello: 'world' });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'title', type: 'string' },
        ],
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const item = await server.asAdmin('/items/notes', { method: 'POST', json: { title: '  padded  ' } });
    expect(item.status).toBe(200);
    expect(((await item.json()) as { data: { title: string } }).data.title).toBe('padded');
  });
});
