// @ts-check
// The admin app's figures: initial JavaScript of the sign-in route (gzipped) and the time to show
// the first page of a 100,000-row collection. Prints; asserts nothing.
//
// Alone:  node --import tsx packages/app/bench/app.bench.mjs
// From packages/server/bench/run-benchmarks.ts (run by tsx, as `npm run bench` does):
//   const { runAppBench } = await import(new URL('../../app/bench/app.bench.mjs', import.meta.url).href);
//   await runAppBench();
import { gzipSync } from 'node:zlib';
import { ensureAppBuild } from '../e2e/support/app-build.mjs';
import { launchChromium, WEBGL_ARGS } from '../e2e/support/chromium.mjs';
import { median, openCollection } from './first-rows.mjs';
import { measureLayouts } from './layouts.bench.mjs';

/** @typedef {typeof import('../../server/test/harness/start-test-server.js').startTestServer} StartTestServer */
/** @typedef {import('../../server/test/harness/start-test-server.js').TestServer} TestServer */
/** @typedef {import('playwright-core').Page} Page */

const ADMIN = { email: 'admin@example.com', password: 'Admin-password-1!' };
const COLLECTION = 'bench_rows';
const STATUSES = ['draft', 'review', 'published', 'archived'];
const TABLE_ROW = 'tbody tr.table__row';

/**
 * The server's test harness, TypeScript that the tests never compile: loaded through tsx's loader
 * (`npm run bench` runs under `node --import tsx`).
 * @returns {Promise<StartTestServer>}
 */
async function loadTestHarness() {
  const url = new URL('../../server/test/harness/start-test-server.ts', import.meta.url);
  try {
    const harness = /** @type {{ startTestServer: StartTestServer }} */ (await import(url.href));
    return harness.startTestServer;
  } catch (error) {
    throw new Error(
      `runAppBench loads the server's TypeScript test harness: run it with \`node --import tsx\` (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every script the sign-in page loads in a fresh browser, until the network is idle.
 * @param {import('playwright-core').Browser} browser
 * @param {string} appUrl
 */
async function signInRouteScripts(browser, appUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {Promise<{ url: string; body: Buffer }>[]} */
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript'))
        scripts.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

/**
 * A collection of `rows` items made through the API, filled through SQL in one transaction.
 * @param {TestServer} server
 * @param {number} rows
 */
async function seedCollection(server, rows) {
  const response = await server.asAdmin('/collections', {
    method: 'POST',
    json: {
      collection: COLLECTION,
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string' },
        {
          field: 'status',
          type: 'string',
          meta: { interface: 'select-dropdown', options: { choices: STATUSES.map((value) => ({ text: value, value })) } },
        },
        { field: 'views', type: 'integer' },
        { field: 'price', type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 } },
        { field: 'published', type: 'boolean' },
        { field: 'published_on', type: 'date' },
        { field: 'location', type: 'geometry.Point', meta: { interface: 'map' } },
      ],
    },
  });
  if (!response.ok) throw new Error(`POST /collections answered ${response.status}: ${await response.text()}`);
  // An image field (empty) so that the cards layout is offered too.
  const cover = await server.asAdmin(`/fields/${COLLECTION}`, {
    method: 'POST',
    json: { field: 'cover', type: 'uuid', meta: { interface: 'file-image', special: ['file'] } },
  });
  if (!cover.ok) throw new Error(`POST /fields answered ${cover.status}: ${await cover.text()}`);
  const relation = await server.asAdmin('/relations', {
    method: 'POST',
    json: { collection: COLLECTION, field: 'cover', related_collection: 'directus_files' },
  });
  if (!relation.ok) throw new Error(`POST /relations answered ${relation.status}: ${await relation.text()}`);
  const db = server.server.ctx.db;
  const started = performance.now();
  await db.transaction(async (trx) => {
    const chunk = 500;
    for (let first = 1; first <= rows; first += chunk) {
      const batch = [];
      for (let id = first; id < first + chunk && id <= rows; id++) {
        const day = new Date(Date.UTC(2020, 0, 1) + (id % 1500) * 86_400_000).toISOString().slice(0, 10);
        batch.push({
          id,
          title: `Row ${String(id).padStart(6, '0')}`,
          status: STATUSES[id % STATUSES.length],
          views: (id * 7919) % 100_000,
          price: ((id * 31) % 100_000) / 100,
          published: id % 3 === 0,
          published_on: day,
          // Points spread over Europe, as GeoJSON text (SQLite's geometry storage).
          location: JSON.stringify({ type: 'Point', coordinates: [-10 + ((id * 7919) % 4000) / 100, 36 + ((id * 104729) % 2400) / 100] }),
        });
      }
      await trx(COLLECTION).insert(batch);
    }
  });
  return performance.now() - started;
}

/**
 * `npm run bench` figures for the admin app. Builds packages/app if its dist is missing or
 * stale, starts the real server (SQLite) serving it, and drives headless Chromium.
 * @param {{ startTestServer?: StartTestServer; rows?: number; runs?: number; log?: (line: string) => void }} [options]
 */
export async function runAppBench(options = {}) {
  const { rows = 100_000, runs = 5, log = (line) => console.log(line) } = options;
  ensureAppBuild(log);
  const startTestServer = options.startTestServer ?? (await loadTestHarness());
  // The server finds packages/app/dist itself, as `npm start` serves it.
  const server = await startTestServer({ client: 'sqlite3' });
  // Software WebGL for the map layout (the other pages do not use it).
  const browser = await launchChromium(WEBGL_ARGS);
  try {
    const appUrl = `${server.url}/admin`;

    const scripts = await signInRouteScripts(browser, appUrl);
    const raw = scripts.reduce((sum, script) => sum + script.body.length, 0);
    const gzipped = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
    log('admin app: initial JavaScript of the sign-in route (target < 150 KB gzipped, issue 23)');
    log(`  ${scripts.length} script(s): ${kb(gzipped)} gzipped (level 9), ${kb(raw)} as served`);
    for (const script of scripts) log(`    ${new URL(script.url).pathname}  ${kb(gzipSync(script.body, { level: 9 }).length)} gzipped`);

    const seedMs = await seedCollection(server, rows);
    log(`admin app: opening a ${rows.toLocaleString('en-US')}-row collection, navigation → first rows painted (target < 1000 ms)`);
    log(`  seeded ${rows.toLocaleString('en-US')} rows through SQL in ${(seedMs / 1000).toFixed(1)} s`);

    // Sign in once through the form and keep the session (localStorage) for fresh contexts.
    const viewport = { width: 1280, height: 800 };
    const signIn = await browser.newContext({ viewport });
    const page = await signIn.newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 30_000 });
    const storageState = await signIn.storageState();
    await signIn.close();

    const url = `${appUrl}/content/${COLLECTION}`;
    // Cold: a new context each time, so no script or response is cached.
    const cold = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport, storageState });
      try {
        cold.push(await openCollection(context, url, TABLE_ROW));
      } finally {
        await context.close();
      }
    }
    const shown = cold[0]?.itemCount ?? 0;
    log(
      `  cold (empty browser cache, signed in): median ${median(cold.map((visit) => visit.painted)).toFixed(0)} ms over ${cold.length} runs (${shown} rows shown)`,
    );

    // Warm: the same context again and again (scripts cached, as on a second visit).
    const context = await browser.newContext({ viewport, storageState });
    try {
      await openCollection(context, url, TABLE_ROW);
      const warm = [];
      for (let run = 0; run < runs; run++) warm.push((await openCollection(context, url, TABLE_ROW)).painted);
      log(
        `  warm (scripts cached): median ${median(warm).toFixed(0)} ms, best ${Math.min(...warm).toFixed(0)} ms, worst ${Math.max(...warm).toFixed(0)} ms over ${runs} runs`,
      );
    } finally {
      await context.close();
    }

    await measureLayouts({ browser, server, url, collection: COLLECTION, contextOptions: { viewport, storageState }, log });
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAppBench();
