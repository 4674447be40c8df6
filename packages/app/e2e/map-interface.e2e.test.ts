import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createTitledCollection, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { seriousViolations } from './support/axe.js';
import { WEBGL_ARGS } from './support/chromium.mjs';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

/** Nothing listens there: every tile request fails at once, as offline. */
const TILES = 'http://127.0.0.1:9';

const EDITOR = { email: 'map-editor@example.com', password: 'map-editor-pass-1' };

/** Where the empty maps open (the interface's defaultView option): Berlin. */
const VIEW = { center: [13.4, 52.5] as [number, number], zoom: 10 };
/** The zoom a single point is shown at once saved (map-draw-canvas.tsx: fitBounds maxZoom). */
const POINT_ZOOM = 12;

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latOfMercatorY = (y: number) => ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;

/** The [lng, lat] under a pixel `dx`, `dy` from the centre of a map showing `center` at `zoom` (MapLibre: 512 px tiles, Web Mercator). */
function lngLatAt([lng, lat]: [number, number], zoom: number, dx: number, dy: number): [number, number] {
  const worldSize = 512 * 2 ** zoom;
  return [lng + (dx / worldSize) * 360, latOfMercatorY(mercatorY(lat) - (dy / worldSize) * 2 * Math.PI)];
}

interface Site {
  id: number;
  title: string;
  location: { type: string; coordinates: [number, number] } | null;
  area: { type: string; coordinates: [number, number][][] } | null;
}

/**
 * The map interface on the real server (SQLite, geometry as GeoJSON), used by a non-admin editor:
 * the admin adds a geometry.Point field through the data model screens (an area polygon comes
 * through the API); the editor draws a point and a polygon with the mouse, saves, finds both in the
 * API's answer and on the map again after a reload, and moves the point by dragging it. The
 * basemap's tiles fail (no network in tests): the map draws on the style's background.
 */
describe('map interface in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession({
      // The admin app's policy lets the map ask a tile server of the operator's for tiles, as here one on a closed port.
      env: { CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC: `'self' ${TILES}` },
      chromiumArgs: WEBGL_ARGS,
      // SwiftShader notes that reading pixels back (the screenshots) stalls its pipeline: a driver message, not the app's.
      ignoredConsole: [/GL Driver Message \(OpenGL, Performance, .*\): GPU stall due to ReadPixels/],
    });
    await apiWrite(session.server, 'PATCH', '/settings', {
      basemaps: [{ name: 'Offline tiles', type: 'raster', url: `${TILES}/tiles/{z}/{x}/{y}.png`, tileSize: 256 }],
    });
    await createTitledCollection(session.server, 'sites', [
      { field: 'area', type: 'geometry.Polygon', meta: { interface: 'map', options: { defaultView: VIEW } } },
    ]);
    const role = (await apiWrite(session.server, 'POST', '/roles', { name: 'Surveyors', app_access: true, admin_access: false })) as {
      id: string;
    };
    await apiWrite(session.server, 'POST', '/users', { ...EDITOR, role: role.id, status: 'active' });
    // Once created, a site's area is fixed: the editor may update only its title and location.
    for (const rule of [
      { collection: 'sites', action: 'read', fields: ['*'] },
      { collection: 'sites', action: 'create', fields: ['*'] },
      { collection: 'sites', action: 'update', fields: ['title', 'location'] },
    ])
      await apiWrite(session.server, 'POST', '/permissions', { role: role.id, ...rule });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const mapOf = (label: string) => page.getByRole('region', { name: `Map of ${label}` });
  const toolsOf = (label: string) => page.getByRole('group', { name: `Map tools for ${label}` });
  const sites = () => apiData<Site[]>(session.server, '/items/sites?sort=id');

  /** The on-screen centre of a field's map, scrolled into view, once MapLibre has drawn it. */
  async function mapCentre(label: string): Promise<{ x: number; y: number }> {
    const canvas = mapOf(label).locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    // terra-draw starts on the map's load event: its layers come with it.
    await page.waitForTimeout(500);
    const box = await canvas.boundingBox();
    if (!box) throw new Error(`The map of ${label} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  async function clickAt(point: { x: number; y: number }) {
    await page.mouse.move(point.x, point.y, { steps: 3 });
    await page.mouse.click(point.x, point.y);
    await page.waitForTimeout(150);
  }

  /** The GeoJSON text of a field (in its disclosure, closed or open). */
  const textbox = (label: string): Locator => page.getByRole('textbox', { name: `GeoJSON of ${label}`, includeHidden: true });
  const textOf = (label: string) => textbox(label).inputValue();

  it('lets the admin pick the geometry kind of a new Map field in the data model', async () => {
    await page.goto(`${session.appUrl}/settings/data-model/sites`);
    await page.getByRole('button', { name: 'Create field' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create field' });
    await drawer.getByLabel('Field type').selectOption({ label: 'Map (geometry)' });
    await drawer.getByLabel('Key').fill('location');
    const type = drawer.getByLabel('Type', { exact: true });
    expect(await type.locator('option').allTextContents()).toEqual([
      'Any geometry (geometry)',
      'Point (geometry.Point)',
      'Line (geometry.LineString)',
      'Polygon (geometry.Polygon)',
      'Several points (geometry.MultiPoint)',
      'Several lines (geometry.MultiLineString)',
      'Several polygons (geometry.MultiPolygon)',
    ]);
    await type.selectOption('geometry.Point');
    expect(await drawer.getByLabel('Interface').inputValue()).toBe('map');
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });
    const field = await apiData<{ type: string; meta: { interface: string; special: string[] } }>(session.server, '/fields/sites/location');
    expect(field).toMatchObject({ type: 'geometry.Point', meta: { interface: 'map', special: ['geometry.Point'] } });
    // The default view is set through the API, so the test knows where a click lands.
    await apiWrite(session.server, 'PATCH', '/fields/sites/location', { meta: { options: { defaultView: VIEW } } });
    await page.context().close();
  });

  it('lets the editor draw a point and a polygon with the mouse and saves them as GeoJSON', async () => {
    page = (await session.newPage({ signedInAs: EDITOR })).page;
    await openContentModule(session, page);
    await page.goto(`${session.appUrl}/content/sites/+`);
    await page.getByLabel('Title', { exact: true }).fill('Depot');

    // An empty Point field starts with "Draw a point"; a polygon cannot be drawn into it.
    expect(await toolsOf('Location').getByRole('button', { name: 'Draw a point' }).getAttribute('aria-pressed')).toBe('true');
    expect(await toolsOf('Location').getByRole('button', { name: 'Draw a polygon' }).count()).toBe(0);
    const location = await mapCentre('Location');
    await clickAt({ x: location.x + 80, y: location.y - 40 });
    await expect.poll(async () => JSON.parse((await textOf('Location')) || 'null')?.type).toBe('Point');

    const area = await mapCentre('Area');
    const corners = [
      [-60, -40],
      [60, -40],
      [0, 50],
    ] as const;
    for (const [dx, dy] of corners) await clickAt({ x: area.x + dx, y: area.y + dy });
    // Clicking the first corner again closes the polygon.
    await clickAt({ x: area.x + corners[0][0], y: area.y + corners[0][1] });
    await expect.poll(async () => JSON.parse((await textOf('Area')) || 'null')?.type).toBe('Polygon');
    console.log(`Screenshot of the drawn shapes: ${await screenshot(page, 'map-interface-drawn')}`);

    const created = page.waitForResponse((response) => response.url().includes('/items/sites') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);
    const [site] = await sites();
    expect(site?.title).toBe('Depot');
    expect(site?.location?.type).toBe('Point');
    const [lng, lat] = lngLatAt(VIEW.center, VIEW.zoom, 80, -40);
    expect(site?.location?.coordinates[0]).toBeCloseTo(lng, 2);
    expect(site?.location?.coordinates[1]).toBeCloseTo(lat, 2);
    expect(site?.area?.type).toBe('Polygon');
    const ring = site?.area?.coordinates[0] ?? [];
    expect(ring).toHaveLength(4);
    expect(ring[0]).toEqual(ring[3]);
    // terra-draw may start the ring at another corner (and wind it its way): each corner clicked is one of it.
    for (const [dx, dy] of corners) {
      const [cornerLng, cornerLat] = lngLatAt(VIEW.center, VIEW.zoom, dx, dy);
      const distances = ring.map(([ringLng, ringLat]) => Math.hypot(ringLng! - cornerLng, ringLat! - cornerLat));
      expect(Math.min(...distances)).toBeLessThan(0.005);
    }
  });

  it('shows the saved shapes after a reload, keeps the area read-only, and saves the point where it is dragged', async () => {
    const [site] = await sites();
    await page.goto(`${session.appUrl}/content/sites/${site!.id}`);
    await page.reload();
    expect(JSON.parse(await textOf('Location'))).toEqual(site!.location);
    expect(JSON.parse(await textOf('Area'))).toEqual(site!.area);
    // The role may not update the area: its map has no tools and its GeoJSON cannot be edited.
    expect(await toolsOf('Area').count()).toBe(0);
    expect(await textbox('Area').getAttribute('readonly')).not.toBeNull();

    // A saved point is centred; "Select and move" is on. Click to select it, then drag it.
    expect(await toolsOf('Location').getByRole('button', { name: 'Select and move' }).getAttribute('aria-pressed')).toBe('true');
    const point = await mapCentre('Location');
    console.log(`Screenshot after the reload: ${await screenshot(page, 'map-interface-reloaded')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await clickAt(point);
    await toolsOf('Location').getByRole('button', { name: 'Delete selected' }).and(page.locator(':enabled')).waitFor();
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await page.mouse.move(point.x - 50, point.y + 30, { steps: 12 });
    await page.mouse.up();
    const moved = lngLatAt(site!.location!.coordinates, POINT_ZOOM, -50, 30);
    await expect.poll(async () => JSON.parse(await textOf('Location')).coordinates[0]).toBeCloseTo(moved[0], 3);

    const updated = page.waitForResponse((response) => response.url().includes('/items/sites/') && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await updated).status()).toBe(200);
    const [after] = await sites();
    expect(after?.location?.coordinates[0]).toBeCloseTo(moved[0], 3);
    expect(after?.location?.coordinates[1]).toBeCloseTo(moved[1], 3);
    expect(after?.area).toEqual(site!.area);
  });

  it('deletes the selected point, and saves the field empty', async () => {
    const [site] = await sites();
    await page.goto(`${session.appUrl}/content/sites/${site!.id}`);
    const point = await mapCentre('Location');
    await clickAt(point);
    const remove = toolsOf('Location').getByRole('button', { name: 'Delete selected' });
    await remove.and(page.locator(':enabled')).click();
    await expect.poll(() => textOf('Location')).toBe('');
    const updated = page.waitForResponse((response) => response.url().includes('/items/sites/') && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await updated).status()).toBe(200);
    expect((await sites())[0]?.location).toBeNull();
  });

  it('takes GeoJSON typed with the keyboard, and shows a polygon with a hole read-only on the map', async () => {
    const ring = (lng: number, lat: number, size: number) => [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ];
    const courtyard = { type: 'Polygon', coordinates: [ring(13.3, 52.4, 0.2), ring(13.35, 52.45, 0.05)] };
    await page.goto(`${session.appUrl}/content/sites/+`);
    await page.getByLabel('Title', { exact: true }).fill('Courtyard');
    await mapCentre('Area');
    // The disclosure opens from the keyboard; the text is typed, not drawn.
    await page.locator('[data-field="area"] summary', { hasText: 'Edit as GeoJSON' }).focus();
    await page.keyboard.press('Enter');
    await textbox('Area').focus();
    await page.keyboard.insertText(JSON.stringify(courtyard));
    // terra-draw cannot edit holes: the map shows the polygon and offers no drawing that would drop the hole.
    await page.getByText('These shapes can’t be edited on the map').waitFor();
    expect(await toolsOf('Area').getByRole('button', { name: 'Draw a polygon' }).count()).toBe(0);
    console.log(`Screenshot of the polygon with a hole: ${await screenshot(page, 'map-interface-hole')}`);

    const created = page.waitForResponse((response) => response.url().includes('/items/sites') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);
    const saved = (await sites()).find((entry) => entry.title === 'Courtyard');
    expect(saved?.area).toEqual(courtyard);
    expect(saved?.location).toBeNull();
  });

  it('lets the admin set the default view by moving the field editor’s map, stores it, and an empty map opens there', async () => {
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
    await page.goto(`${session.appUrl}/settings/data-model/sites`);
    await page.getByRole('button', { name: 'Edit field location' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit field location' });
    await drawer.getByRole('tab', { name: 'Interface' }).click();
    const options = drawer.getByRole('region', { name: 'Interface options' });
    const stored = options.getByRole('status', { name: 'Default view' });
    expect(await stored.textContent()).toBe('Longitude 13.4 · latitude 52.5 · zoom 10');

    // Reset, and the map shows the whole world (zoom 1 at 0°, 20°); one step in, then the keyboard pans 100 px east and north.
    await options.getByRole('button', { name: 'Reset' }).click();
    expect(await stored.textContent()).toBe('Not set: an empty map opens on the whole world.');
    const map = options.getByRole('region', { name: 'Map of the default view' });
    const canvas = map.locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    /** The view the option shows: "Longitude 17.5781 · latitude 20 · zoom 2". */
    const shown = async () =>
      (await stored.textContent())
        ?.match(/^Longitude (\S+) · latitude (\S+) · zoom (\S+)$/)
        ?.slice(1)
        .map(Number);
    await expect.poll(shown).toEqual([0, 20, 2]);
    await canvas.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await shown())?.[0]).toBeCloseTo(lngLatAt([0, 20], 2, 100, 0)[0], 3);
    await page.keyboard.press('ArrowUp');
    const [lng, lat] = lngLatAt([0, 20], 2, 100, -100);
    await expect.poll(async () => (await shown())?.[1]).toBeCloseTo(lat, 3);
    console.log(`Screenshot of the default view option: ${await screenshot(page, 'map-interface-default-view')}`);
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });

    const field = await apiData<{ meta: { options: Record<string, unknown> } }>(session.server, '/fields/sites/location');
    expect(field.meta.options).toEqual({
      defaultView: { center: { lng: expect.closeTo(lng, 5), lat: expect.closeTo(lat, 5) }, zoom: 2, bearing: 0, pitch: 0 },
    });

    // A new site's empty map opens there: a click 80 px right of and 40 px above its centre lands where that view puts it.
    await page.goto(`${session.appUrl}/content/sites/+`);
    const location = await mapCentre('Location');
    await clickAt({ x: location.x + 80, y: location.y - 40 });
    await expect.poll(async () => JSON.parse((await textOf('Location')) || 'null')?.type).toBe('Point');
    const [pointLng, pointLat] = JSON.parse(await textOf('Location')).coordinates as [number, number];
    const [expectedLng, expectedLat] = lngLatAt([lng, lat], 2, 80, -40);
    // At zoom 2 a pixel spans about 0.18°: the click lands within a pixel or two.
    expect(Math.abs(pointLng - expectedLng)).toBeLessThan(0.5);
    expect(Math.abs(pointLat - expectedLat)).toBeLessThan(0.5);
  });
});
