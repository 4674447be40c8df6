import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this test runs in. */
export const REPO_DIR = fileURLToPath(new URL('../../../../', import.meta.url));

export interface FreshClone {
  dir: string;
}

/**
 * What a user has after `git clone` and `npm install`: the files git would hand out (tracked ones and
 * new ones not ignored, so a change not yet committed is tried too; nothing git ignores, so no build
 * output, data or local `.env`), with a `node_modules` laid out as npm lays out this workspace. The
 * installed packages are linked from this checkout's `node_modules` (an install is minutes on two
 * cores and needs the network); the workspace's own packages are linked into the clone itself, as
 * npm links them, so nothing resolves back into this checkout's sources or builds.
 */
export function makeFreshClone(options: { appBuild?: string } = {}): FreshClone {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-first-run-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_DIR,
    maxBuffer: 64 << 20,
  })
    .toString('utf8')
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(REPO_DIR, path)));
  // tar keeps modes (bin/tessera.js is executable) and is quick for thousands of small files.
  const archive = execFileSync('tar', ['-cf', '-', '--null', '-T', '-'], { cwd: REPO_DIR, input: files.join('\0'), maxBuffer: 1 << 30 });
  execFileSync('tar', ['-xf', '-', '-C', dir], { input: archive });
  linkNodeModules(join(REPO_DIR, 'node_modules'), join(dir, 'node_modules'));
  for (const workspace of readdirSync(join(dir, 'packages'))) {
    const installed = join(REPO_DIR, 'packages', workspace, 'node_modules');
    if (existsSync(installed)) symlinkSync(installed, join(dir, 'packages', workspace, 'node_modules'));
  }
  // Shared with the browser suite, which builds the app once before any test (its global setup).
  if (options.appBuild) cpSync(options.appBuild, join(dir, 'packages', 'app', 'dist'), { recursive: true });
  return { dir };
}

/** Every installed package linked from `from`; the workspace's own `@tessera/*` linked to the clone's packages, relatively, as npm does. */
function linkNodeModules(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    if (entry === '@tessera') continue;
    symlinkSync(join(from, entry), join(to, entry));
  }
  mkdirSync(join(to, '@tessera'));
  for (const entry of readdirSync(join(from, '@tessera'))) {
    const link = join(from, '@tessera', entry);
    // npm's relative link (`../../packages/app`) points into the clone once it sits in the clone's node_modules.
    if (lstatSync(link).isSymbolicLink()) symlinkSync(readlinkSync(link), join(to, '@tessera', entry));
  }
}
