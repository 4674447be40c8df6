import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DIST_DIR } from './support/app-build.mjs';
import { fillSignIn, screenshot } from './support/app-session.js';
import { makeFreshClone, type FreshClone } from './support/fresh-clone.js';
import { npmStart, type NpmStart } from './support/npm-start.js';
import { workerChromium } from './support/worker-chromium.js';

/** Building the server (and, in CI, the app) in the clone takes a while on two busy cores. */
const START_TIMEOUT_MS = 240_000;

/**
 * The README's path and nothing else (issue 37): a fresh clone, `npm start` with only PORT set, the
 * password it prints, the admin app at /admin. Every setting is at the default a user gets: no
 * ADMIN_APP_DIR, DATA_DIR, DB_FILENAME, EXTENSIONS_PATH, storage root, PUBLIC_URL, KEY or SECRET.
 * The app's production build is shared with the browser suite locally (its global setup made it);
 * in CI the clone builds its own, as `npm start` does on a real first run.
 */
describe('the first run, as the README tells it', () => {
  let clone: FreshClone;
  let started: NpmStart;
  let context: BrowserContext | undefined;
  let email = '';
  let password = '';
  let signInUrl = '';

  beforeAll(async () => {
    clone = makeFreshClone({ appBuild: process.env.CI ? undefined : APP_DIST_DIR });
    // An extension in the default EXTENSIONS_PATH, ./extensions, as a user drops one in.
    await writeEndpointExtension(join(clone.dir, 'extensions', 'first-run-hello'));
    started = await npmStart(clone.dir);
    [, email = ''] = await started.waitFor(/^ {2}e-mail: +(\S+)$/m, START_TIMEOUT_MS);
    [, password = ''] = await started.waitFor(/^ {2}password: +(\S+)$/m, 5_000);
    [, signInUrl = ''] = await started.waitFor(/^Sign in at (\S+)$/m, 5_000);
  }, START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await context?.close();
    await started?.stop();
    if (clone) rmSync(clone.dir, { recursive: true, force: true });
  });

  it('prints the first administrator, where the data and uploads live, and where it serves the app from', () => {
    expect(email).toBe('admin@example.com');
    expect(password).toMatch(/^\S{16,}$/);
    expect(signInUrl).toBe(`http://127.0.0.1:${started.port}/admin`);
    const output = started.output();
    expect(output).toContain(`Data:    the SQLite file ${join(clone.dir, 'data', 'tessera.db')}`);
    expect(output).toContain(`Uploads: the folder ${join(clone.dir, 'data', 'uploads')}`);
    // Output is a pipe here, so log lines are JSON (LOG_STYLE=auto), and the app comes from the clone's own package.
    const served = logLines(output).find((line) => typeof line.adminAppDir === 'string');
    expect(served).toMatchObject({ msg: `Serving the admin app from ${join(clone.dir, 'packages', 'app', 'dist')}` });
    expect(existsSync(join(clone.dir, 'data', 'secrets.json'))).toBe(true);
  });

  it('a browser at the printed address gets the sign-in page, and the printed password opens the content module', async () => {
    context = await (await workerChromium()).newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(signInUrl);
    await page.waitForURL(/\/admin\/login/);
    await page.getByRole('heading', { name: 'Tessera' }).waitFor();
    await screenshot(page, 'first-run-sign-in');
    await fillSignIn(page, email, password);
    await page.waitForURL(`${signInUrl}/content`);
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    await page.getByRole('heading', { name: 'No collections to show' }).waitFor();
    await screenshot(page, 'first-run-content');
    expect(problems).toEqual([]);
  });

  it('keeps uploads in ./data/uploads and serves extensions from ./extensions', async () => {
    const token = await signIn(started.port, email, password);
    const form = new FormData();
    form.append('file', new Blob(['first run bytes'], { type: 'text/plain' }), 'hello.txt');
    const upload = await fetch(`http://127.0.0.1:${started.port}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(200);
    const file = ((await upload.json()) as { data: { filename_disk: string } }).data;
    expect(readFileSync(join(clone.dir, 'data', 'uploads', file.filename_disk), 'utf8')).toBe('first run bytes');
    const hello = await fetch(`http://127.0.0.1:${started.port}/first-run-hello`);
    expect(hello.status).toBe(200);
    expect(await hello.json()).toEqual({ hello: 'from ./extensions' });
  });

  it(
    'a second start prints no password, keeps the generated secrets (tokens stay valid) and the data',
    async () => {
      const token = await signIn(started.port, email, password);
      await started.stop();
      started = await npmStart(clone.dir, {});
      await started.waitFor(/Tessera is listening on/, START_TIMEOUT_MS);
      expect(started.output()).not.toMatch(/password:/);
      const me = await fetch(`http://127.0.0.1:${started.port}/users/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status, await me.clone().text()).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
      const files = await fetch(`http://127.0.0.1:${started.port}/files?fields=filename_download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await files.json()) as { data: unknown[] }).data).toEqual([{ filename_download: 'hello.txt' }]);
    },
    START_TIMEOUT_MS,
  );
});

async function signIn(port: number, email: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function writeEndpointExtension(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const manifest = { type: 'endpoint', path: 'index.js', host: '^10.0.0' };
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'first-run-hello', version: '1.0.0', type: 'module', 'directus:extension': manifest }),
  );
  await writeFile(
    join(dir, 'index.js'),
    "export default (router) => router.get('/', (_req, res) => res.json({ hello: 'from ./extensions' }));\n",
  );
}
