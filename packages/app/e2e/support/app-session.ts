import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestServer, TEST_ADMIN } from '../../../server/test/harness/start-test-server.js';
import type { TestServer } from '../../../server/test/harness/start-test-server.js';
import { signedInState, type Credentials } from './api-sign-in.js';
import { launchChromium } from './chromium.mjs';
import { workerChromium } from './worker-chromium.js';

export { TEST_ADMIN };

/** Where the browser tests write their screenshots (git-ignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url));

export interface AppSession {
  server: TestServer;
  browser: Browser;
  /** `http://127.0.0.1:<port>/admin` */
  appUrl: string;
  /**
   * A fresh browser context (its own storage, so its own session) with one page; with `signedInAs`, the
   * context starts with that user's session, signed in through the API (not the sign-in page).
   */
  newPage(options?: { signedInAs?: Credentials }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * Uncaught exceptions, console errors and warnings of every page since the last call
   * (failed requests are left out: some tests provoke them on purpose). Tests expect none.
   */
  takeProblems(): string[];
  close(): Promise<void>;
}

/**
 * The real server on a fresh SQLite database, serving the production build, and headless Chromium: the
 * run's shared one, or with `chromiumArgs` one of the file's own, closed with the session.
 * `env` adds server variables (e.g. a mail catcher's EMAIL_*), `chromiumArgs` browser flags (e.g. `WEBGL_ARGS`),
 * `ignoredConsole` console messages of the browser itself that are no problem of the app (software WebGL's
 * performance notes).
 */
export async function startAppSession(
  options: { env?: Record<string, string>; chromiumArgs?: string[]; ignoredConsole?: RegExp[] } = {},
): Promise<AppSession> {
  // No ADMIN_APP_DIR: the server finds the build (packages/app/dist, made by the global setup) as `npm start` does.
  const server = await startTestServer({ client: 'sqlite3', env: { ...options.env } });
  // Only a suite with flags of its own pays for a launch; every other file opens contexts in the run's browser.
  const isOwnBrowser = options.chromiumArgs !== undefined;
  let browser: Browser;
  try {
    browser = isOwnBrowser ? await launchChromium(options.chromiumArgs) : await workerChromium();
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  return {
    server,
    browser,
    appUrl: `${server.url}/admin`,
    async newPage({ signedInAs } = {}) {
      const storageState = signedInAs ? await signedInState(server, signedInAs) : undefined;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        const isFailedRequest = message.text().startsWith('Failed to load resource');
        const isIgnored = options.ignoredConsole?.some((pattern) => pattern.test(message.text())) ?? false;
        if ((message.type() === 'error' || message.type() === 'warning') && !isFailedRequest && !isIgnored)
          problems.push(`console.${message.type()}: ${message.text()}`);
      });
      return { context, page };
    },
    takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      if (isOwnBrowser) await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

/** Signs in through the sign-in form. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Saves a full-page screenshot under {@link SCREENSHOT_DIR}; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** GET through the API as the admin; the `data` of the answer. Throws on any other status than 200. */
export async function apiData<T = unknown>(server: TestServer, path: string): Promise<T> {
  const response = await server.asAdmin(path);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** What the browser tests read of a user's own preset of a collection. */
export interface UserPresetRead {
  layout: string | null;
  layout_query: Record<string, unknown> | null;
  layout_options: Record<string, Record<string, unknown> | undefined> | null;
  filter: unknown;
}

/** The user's own preset of `collection` (the one without a bookmark name), read as the admin; undefined before it is saved. */
export async function userPreset(server: TestServer, collection: string): Promise<UserPresetRead | undefined> {
  const presets = await apiData<UserPresetRead[]>(
    server,
    `/presets?filter[collection][_eq]=${encodeURIComponent(collection)}&filter[bookmark][_null]=true`,
  );
  return presets[0];
}

/** A write through the API as the admin; throws unless 2xx. */
export async function apiWrite(server: TestServer, method: string, path: string, json: unknown): Promise<unknown> {
  const response = await server.asAdmin(path, { method, json });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as { data?: unknown }).data : null;
}

/**
 * The browser tests' usual content: a `posts` collection (auto-increment `id`, a `title` input that
 * is its display template, plus any `fields` given) and one item per title, created as the admin.
 */
export async function createPosts(server: TestServer, titles: string[], fields: unknown[] = []): Promise<void> {
  await createTitledCollection(server, 'posts', fields);
  for (const title of titles) await apiWrite(server, 'POST', '/items/posts', { title });
}

/** A collection shown by its `title`: an auto-increment `id`, a `title` input, then `fields`. */
export async function createTitledCollection(server: TestServer, collection: string, fields: unknown[] = []): Promise<void> {
  await apiWrite(server, 'POST', '/collections', {
    collection,
    schema: {},
    meta: { display_template: '{{title}}' },
    fields: [
      { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
      { field: 'title', type: 'string', meta: { interface: 'input' } },
      ...fields,
    ],
  });
}
