// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = fileURLToPath(new URL('../../', import.meta.url));
const REPO_DIR = join(APP_DIR, '..', '..');

/** The production build the server serves at /admin (its default ADMIN_APP_DIR). */
export const APP_DIST_DIR = join(APP_DIR, 'dist');

/** What goes into the build: the app's sources and config, and the workspace packages it bundles from source. */
const BUILD_INPUTS = [
  join(APP_DIR, 'src'),
  join(APP_DIR, 'index.html'),
  join(APP_DIR, 'vite.config.ts'),
  join(APP_DIR, 'workspace-aliases.ts'),
  join(APP_DIR, 'package.json'),
  join(REPO_DIR, 'packages', 'sdk', 'src'),
  join(REPO_DIR, 'packages', 'shared', 'src'),
];

/** Tests and test helpers never reach the bundle, so editing them does not make the build stale. */
const isTestFile = (/** @type {string} */ name) => /\.test(-d)?\.tsx?$/.test(name) || name === 'testing';

/** @param {string} path @returns {number} the newest modification time under `path` (0 if missing). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (isTestFile(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** @returns {string | null} why the build must be (re)made, or null when dist is up to date. */
export function buildStaleness() {
  const index = join(APP_DIST_DIR, 'index.html');
  if (!existsSync(index)) return 'packages/app/dist is missing';
  const built = statSync(index).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(input) > built);
  return changed ? `${changed.slice(REPO_DIR.length + 1)} changed since the last build` : null;
}

/**
 * Runs `npm run build -w @tessera/app` when packages/app/dist is missing or older than its
 * sources, so browser tests and the bench always drive the code in the tree. Returns the folder.
 * @param {(message: string) => void} [log]
 * @returns {string}
 */
export function ensureAppBuild(log = (message) => console.log(message)) {
  const reason = buildStaleness();
  if (reason === null) return APP_DIST_DIR;
  log(`Building the admin app (${reason})…`);
  const started = Date.now();
  // flock keeps two runs (tests and bench) from emptying dist under each other.
  const command = existsSync('/usr/bin/flock') ? ['/usr/bin/flock', '/tmp/tessera-app-build.lock', 'npm'] : ['npm'];
  const [program = 'npm', ...prefix] = command;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'));
  const result = spawnSync(program, [...prefix, 'run', 'build', '--silent', '-w', '@tessera/app'], {
    cwd: REPO_DIR,
    env: { ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`npm run build -w @tessera/app failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  log(`Built the admin app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return APP_DIST_DIR;
}
