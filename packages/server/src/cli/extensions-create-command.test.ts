import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionsCommand } from './extensions-create-command.js';
import { runCli } from './run-cli.js';
import { captureIo } from '../../test/harness/capture-cli-io.js';

const run = promisify(execFile);
const REPO_NODE_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url));
// As a developer's shell runs them: not with the test runner's NODE_ENV=test (a development JSX build).
const { NODE_ENV: _testEnv, VITEST: _vitest, ...SHELL_ENV } = process.env;
const TYPES = ['interface', 'display', 'layout', 'panel', 'module', 'hook', 'endpoint', 'operation'] as const;

describe('tessera extensions create', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tessera-scaffold-'));
    // The scaffolds build and test with the repository's packages (vite, esbuild, react), found by walking up.
    await symlink(REPO_NODE_MODULES, path.join(root, 'node_modules'), 'dir');
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it.each(TYPES)('scaffolds a %s extension that builds and passes its own test', { timeout: 120_000 }, async (type) => {
    const name = `my-${type}`;
    const io = captureIo();
    expect(await extensionsCommand({ positionals: ['create', type, name], values: {} }, io, root)).toBe(0);
    expect(io.out()).toContain(`Created the ${type} extension ${name} in ${name}/`);
    const folder = path.join(root, name);
    const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name, type: 'module', 'directus:extension': { type, path: 'dist/index.js', host: '^10.0.0' } });
    expect(Object.keys(manifest.scripts as object).sort()).toEqual(['build', 'test']);
    await run('npm', ['run', 'build', '--silent'], { cwd: folder, env: SHELL_ENV });
    const built = await readFile(path.join(folder, 'dist/index.js'), 'utf8');
    if (['hook', 'endpoint', 'operation'].includes(type)) expect(built).not.toMatch(/from ["']react/);
    else {
      // React stays a bare import, for the server to point at the app's own React.
      expect(built).toMatch(/from ["']react\/jsx-runtime["']/);
      expect(built).not.toContain('react.production');
    }
    const tested = await run('npm', ['test', '--silent'], { cwd: folder, env: SHELL_ENV });
    expect(tested.stdout).toMatch(/# pass 1\b/);
    expect(tested.stdout).toMatch(/# fail 0\b/);
  });

  it('refuses hostile and invalid names, unknown types and a folder with content, writing nothing', async () => {
    const names = ['../evil', '..', '.hidden', '__proto__', 'constructor', 'a/b', '@scope/pkg', 'Upper', '/etc/x', 'a\\b', ''];
    for (const name of names) {
      const io = captureIo();
      expect(await extensionsCommand({ positionals: ['create', 'hook', name], values: {} }, io, root), name).toBe(1);
      expect(io.err(), name).toContain('The extension name');
    }
    const unknownType = captureIo();
    expect(await extensionsCommand({ positionals: ['create', 'theme', 'x'], values: {} }, unknownType, root)).toBe(1);
    expect(unknownType.err()).toContain('Unknown extension type "theme"');
    await mkdir(path.join(root, 'taken'));
    await writeFile(path.join(root, 'taken', 'keep.txt'), 'mine');
    const taken = captureIo();
    expect(await extensionsCommand({ positionals: ['create', 'hook', 'taken'], values: {} }, taken, root)).toBe(1);
    expect(taken.err()).toContain('exists and is not empty');
    expect(await readdir(path.join(root, 'taken'))).toEqual(['keep.txt']);
    const entries = await readdir(root);
    expect(entries.filter((entry) => !entry.startsWith('my-')).sort()).toEqual(['node_modules', 'taken']);
    expect(await readdir(path.dirname(root))).not.toContain('evil');
  });

  it('runs from the CLI without a database configuration, and prints its usage for a bad call', async () => {
    const io = captureIo();
    const saved = { DB_CLIENT: process.env.DB_CLIENT, DB_FILENAME: process.env.DB_FILENAME };
    delete process.env.DB_CLIENT;
    delete process.env.DB_FILENAME;
    try {
      expect(await runCli(['extensions', 'create', 'hook', '../escape'], io)).toBe(1);
      expect(io.err()).toContain('must be a valid unscoped npm package name');
      const usage = captureIo();
      expect(await runCli(['extensions', 'remove', 'x'], usage)).toBe(2);
      expect(usage.err()).toContain('Usage: tessera extensions create <type> <name>');
    } finally {
      for (const [key, value] of Object.entries(saved)) if (value !== undefined) process.env[key] = value;
    }
  });
});
