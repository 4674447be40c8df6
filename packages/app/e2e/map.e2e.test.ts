import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, userPreset, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { seriousViolations } from './support/axe.js';
import { WEBGL_ARGS } from './support/chromium.mjs';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

const PLACES = [
  { title: 'Louvre', place: { type: 'Point', coordinates: [2.3376, 48.8606] } },
  { title: 'Orsay', place: { type: 'Point', coordinates: [2.3266, 48.86] } },
  { title: 'Reichstag', place: { type: 'Point', coordinates: [13.3761, 52.5186] } },
];

/** The map's fitBounds padding (map-canvas.tsx). */
const PADDING = 60;

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Where a [lng, lat] lands on screen once the map has fitted the places' bounds into `box` with the
 * padding: Web Mercator, the scale that fits both spans, the bounds centred.
 */
function screenPoint(box: { x: number; y: number; width: number; height: number }, [lng, lat]: number[]): { x: number; y: number } {
  const lngs = PLACES.map((entry) => entry.place.coordinates[0]!);
  const ys = PLACES.map((entry) => mercatorY(entry.place.coordinates[1]!));
  const toX = (value: number) => (value * Math.PI) / 180;
  const spanX = toX(Math.max(...lngs)) - toX(Math.min(...lngs));
  const spanY = Math.max(...ys) - Math.min(...ys);
  const scale = Math.min((box.width - 2 * PADDING) / spanX, (box.height - 2 * PADDING) / spanY);
  const centerX = (toX(Math.max(...lngs)) + toX(Math.min(...lngs))) / 2;
  const centerY = (Math.max(...ys) + Math.min(...ys)) / 2;
  return {
    x: box.x + box.width / 2 + (toX(lng!) - centerX) * scale,
    y: box.y + box.height / 2 - (mercatorY(lat!) - centerY) * scale,
  };
}

/**
 * The map layout on the real server (SQLite, geometry as GeoJSON): a collection with a
 * geometry.Point field and items in Paris and Berlin, drawn over a basemap whose tiles this test
 * serves (every other tile fails, as a flaky tile server would); a box drawn around Paris filters the
 * page to the items inside, which the API answers for the same filter.
 */
describe('map layout in the browser', () => {
  let session: AppSession;
  let page: Page;
  let tiles: Server;
  const tileRequests: string[] = [];

  beforeAll(async () => {
    const tile = pngBytes(256, 256, [170, 200, 160]);
    tiles = createServer((request, response) => {
      tileRequests.push(request.url ?? '');
      const [z, x, y] = (request.url ?? '').match(/\d+/g)?.map(Number) ?? [];
      response.setHeader('access-control-allow-origin', '*');
      if (z === undefined || x === undefined || y === undefined || (x + y) % 2 === 1) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
    // An operator with a tile server of their own allows it in the admin app's policy, as here.
    session = await startAppSession({
      env: { CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC: `'self' ${tileOrigin}` },
      chromiumArgs: WEBGL_ARGS,
      // SwiftShader notes that reading pixels back (the screenshots) stalls its pipeline: a driver message, not the app's.
      ignoredConsole: [/GL Driver Message \(OpenGL, Performance, .*\): GPU stall due to ReadPixels/],
    });
    await apiWrite(session.server, 'PATCH', '/settings', {
      basemaps: [
        { name: 'Test tiles', type: 'raster', url: `${tileOrigin}/tiles/{z}/{x}/{y}.png`, tileSize: 256, attribution: 'Test tiles' },
        { name: 'Broken tiles', type: 'raster', url: `${tileOrigin}/broken/tiles.png`, tileSize: 256 },
      ],
    });
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'places',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'place', type: 'geometry.Point', meta: { interface: 'map' } },
      ],
    });
    for (const place of PLACES) await apiWrite(session.server, 'POST', '/items/places', place);
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );
  afterAll(() => new Promise<void>((resolve) => (tiles ? tiles.close(() => resolve()) : resolve())));

  const list = () => page.getByRole('list', { name: 'Items in view' });
  const mapRegion = () => page.getByRole('region', { name: 'Map of places' });

  it('draws the items over the basemap of the settings and lists them', async () => {
    await page.goto(`${session.appUrl}/content/places`);
    await page.getByLabel('Layout').selectOption('map');
    await list().getByRole('link', { name: 'Reichstag' }).waitFor();
    expect(await list().getByRole('link').allTextContents()).toEqual(['Louvre', 'Orsay', 'Reichstag']);
    await mapRegion().locator('canvas').waitFor();
    expect(await page.getByLabel('Basemap').inputValue()).toBe('Test tiles');
    // The basemap's tiles are asked for, and the failing half of them breaks nothing.
    await expect.poll(() => tileRequests.filter((url) => url.startsWith('/tiles/')).length, { timeout: 15_000 }).toBeGreaterThan(1);
    await page.waitForTimeout(500);
    console.log(`Screenshot of the map: ${await screenshot(page, 'map-layout')}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a popup with the item link when a feature is clicked', async () => {
    const box = await mapRegion().boundingBox();
    if (!box) throw new Error('The map is not on screen');
    const berlin = screenPoint(box, PLACES[2]!.place.coordinates);
    await page.mouse.click(berlin.x, berlin.y);
    const popup = page.getByRole('dialog', { name: 'Reichstag' });
    await popup.waitFor();
    const id = (await apiData<{ id: number }[]>(session.server, '/items/places?filter[title][_eq]=Reichstag'))[0]?.id;
    expect(await popup.getByRole('link', { name: 'Open item' }).getAttribute('href')).toBe(`/admin/content/places/${id}`);
    console.log(`Screenshot of the popup: ${await screenshot(page, 'map-popup')}`);
    await popup.getByRole('button', { name: 'Close' }).click();
  });

  it('filters the page to the items inside a box drawn around Paris, as the API does with the same filter', async () => {
    const box = await mapRegion().boundingBox();
    if (!box) throw new Error('The map is not on screen');
    const paris = screenPoint(box, PLACES[0]!.place.coordinates);
    const berlin = screenPoint(box, PLACES[2]!.place.coordinates);
    expect(berlin.x - paris.x).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Draw area' }).click();
    const filtered = page.waitForResponse((response) => response.url().includes('/items/places') && response.url().includes('_intersects'));
    await page.mouse.move(paris.x - 40, paris.y - 40);
    await page.mouse.down();
    await page.mouse.move(paris.x + 40, paris.y + 40, { steps: 10 });
    await page.mouse.up();
    const request = new URL((await filtered).url());
    await expect.poll(() => list().getByRole('link').allTextContents()).toEqual(['Louvre', 'Orsay']);
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();
    console.log(`Screenshot of the filtered map: ${await screenshot(page, 'map-area-filtered')}`);

    // The same filter through the API answers the same items, and it is the user's saved filter.
    const filter = request.searchParams.get('filter') ?? '';
    expect(filter).toContain('"_intersects"');
    const inside = await apiData<{ title: string }[]>(session.server, `/items/places?sort=id&filter=${encodeURIComponent(filter)}`);
    expect(inside.map((row) => row.title)).toEqual(['Louvre', 'Orsay']);
    await expect.poll(async () => (await userPreset(session.server, 'places'))?.filter, { timeout: 5000 }).toEqual(JSON.parse(filter));

    await page.getByRole('button', { name: 'Clear area' }).click();
    await expect.poll(() => list().getByRole('link').allTextContents()).toEqual(['Louvre', 'Orsay', 'Reichstag']);
  });

  it('keeps working on a basemap whose tiles all fail, and saves the choice in the preset', async () => {
    await page.getByLabel('Basemap').selectOption('Broken tiles');
    await mapRegion().locator('canvas').waitFor();
    await list().getByRole('link', { name: 'Reichstag' }).waitFor();
    await expect
      .poll(() => userPreset(session.server, 'places'), { timeout: 5000 })
      .toMatchObject({ layout: 'map', layout_options: { map: { basemap: 'Broken tiles' } } });
    console.log(`Screenshot on broken tiles: ${await screenshot(page, 'map-broken-tiles')}`);
  });
});
