import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG (a colour gradient), so the server can measure it and make thumbnails of it. */
function gradientPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([(r * x) / width, (g * y) / height, b], at);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: gradientPng(120, 80, colour) });

/** Thumbnails are made on first request (sharp): allow for a busy machine. */
const PICTURE_WAIT = { timeout: 15_000, interval: 250 };

/** Whether every picture inside has loaded real pixels (a refused /assets request leaves none). */
const picturesLoaded = (scope: Locator) =>
  scope.locator('img').evaluateAll((images) => images.length > 0 && images.every((img) => (img as HTMLImageElement).naturalWidth > 0));

/**
 * The file interfaces on the real server (SQLite): an album with a `file-image` cover and a
 * `files` gallery (m2m through albums_files, sorted) is filled by uploading through the item form,
 * saved, reloaded with its thumbnails, and shown in the table; then the admin sets an avatar.
 */
describe('file interfaces in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await apiWrite(server, 'PATCH', '/users/me', { first_name: 'Ada', last_name: 'Admin' });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'albums',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        idField,
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'cover', type: 'uuid', meta: { interface: 'file-image', special: ['file'] } },
      ],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'albums_files',
      schema: {},
      meta: { hidden: true },
      fields: [
        idField,
        { field: 'albums_id', type: 'integer' },
        { field: 'directus_files_id', type: 'uuid' },
        { field: 'sort', type: 'integer' },
      ],
    });
    await apiWrite(server, 'POST', '/fields/albums', { field: 'gallery', type: 'alias', meta: { interface: 'files', special: ['files'] } });
    await apiWrite(server, 'POST', '/relations', { collection: 'albums', field: 'cover', related_collection: 'directus_files' });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'albums_files',
      field: 'albums_id',
      related_collection: 'albums',
      meta: { one_field: 'gallery', junction_field: 'directus_files_id', sort_field: 'sort', one_deselect_action: 'delete' },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'albums_files',
      field: 'directus_files_id',
      related_collection: 'directus_files',
      meta: { junction_field: 'albums_id' },
    });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1280, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('uploads a cover and a gallery through the item form, saves, and shows their thumbnails after a reload', async () => {
    await page.goto(`${session.appUrl}/content/albums/+`);
    await page.getByLabel('Title', { exact: true }).fill('Summer');
    const cover = page.getByRole('group', { name: 'Cover', exact: true });
    await cover.getByLabel('Upload Cover').setInputFiles(png('beach.png', [255, 160, 40]));
    await cover.getByText('Beach', { exact: true }).waitFor();
    const gallery = page.getByRole('group', { name: 'Gallery', exact: true });
    await gallery.getByLabel('Upload Gallery').setInputFiles([png('wave.png', [40, 120, 255]), png('sand.png', [240, 220, 120])]);
    await gallery.getByRole('listitem', { name: 'Sand' }).waitFor();
    console.log(`Screenshot of the filled form: ${await screenshot(page, 'file-interfaces-form')}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/albums`);

    const [album] = await apiData<
      Array<{
        id: number;
        cover: { filename_download: string };
        gallery: Array<{ sort: number; directus_files_id: { filename_download: string } }>;
      }>
    >(session.server, '/items/albums?fields=id,cover.filename_download,gallery.sort,gallery.directus_files_id.filename_download');
    expect(album?.cover.filename_download).toBe('beach.png');
    expect(album?.gallery.sort((a, b) => a.sort - b.sort).map((row) => [row.sort, row.directus_files_id.filename_download])).toEqual([
      [1, 'wave.png'],
      [2, 'sand.png'],
    ]);

    // The table shows the cover and the gallery as thumbnails.
    const row = page.getByRole('row').filter({ hasText: 'Summer' });
    await expect.poll(() => picturesLoaded(row), PICTURE_WAIT).toBe(true);
    expect(await row.locator('img').count()).toBe(3);
    console.log(`Screenshot of the table: ${await screenshot(page, 'file-interfaces-table')}`);

    await page.goto(`${session.appUrl}/content/albums/${album?.id}`);
    await page.reload();
    const preview = page.getByRole('img', { name: 'Beach' });
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), PICTURE_WAIT).toBeGreaterThan(0);
    const reloadedGallery = page.getByRole('list', { name: 'Gallery' });
    await expect
      .poll(() => reloadedGallery.getByRole('listitem').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))))
      .toEqual(['Wave', 'Sand']);
    await expect.poll(() => picturesLoaded(reloadedGallery), PICTURE_WAIT).toBe(true);

    // Reorder, save and stay: the sort field follows.
    await reloadedGallery.getByRole('button', { name: 'Move Sand up' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/albums`);
    const reordered = await apiData<{ gallery: Array<{ sort: number; directus_files_id: { filename_download: string } }> }>(
      session.server,
      `/items/albums/${album?.id}?fields=gallery.sort,gallery.directus_files_id.filename_download`,
    );
    expect(reordered.gallery.sort((a, b) => a.sort - b.sort).map((entry) => entry.directus_files_id.filename_download)).toEqual([
      'sand.png',
      'wave.png',
    ]);
    await page.goto(`${session.appUrl}/content/albums/${album?.id}`);
    const coverPreview = page.getByRole('img', { name: 'Beach' });
    await expect.poll(() => coverPreview.evaluate((img) => (img as HTMLImageElement).naturalWidth), PICTURE_WAIT).toBeGreaterThan(0);
    await expect.poll(() => picturesLoaded(page.getByRole('list', { name: 'Gallery' })), PICTURE_WAIT).toBe(true);
    console.log(`Screenshot of the reloaded item: ${await screenshot(page, 'file-interfaces-item')}`);
  });

  it('sets an avatar on the own user page, shown on the page and in the user menu', async () => {
    const me = await apiData<{ id: string }>(session.server, '/users/me?fields=id');
    await page.goto(`${session.appUrl}/users/${me.id}`);
    const avatar = page.getByRole('group', { name: 'Avatar', exact: true });
    await avatar.getByLabel('Upload Avatar').setInputFiles(png('ada.png', [200, 60, 160]));
    await avatar.getByText('Ada', { exact: true }).waitFor();
    // The avatar shows beside the name, not as a large preview in the form.
    expect(await avatar.locator('.image-preview').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await apiData<{ avatar: string | null }>(session.server, '/users/me?fields=avatar')).avatar)
      .not.toBeNull();

    await page.reload();
    const menu = page.getByRole('button', { name: /user menu/i });
    await expect.poll(() => picturesLoaded(menu), PICTURE_WAIT).toBe(true);
    await expect.poll(() => picturesLoaded(page.locator('.users-toolbar')), PICTURE_WAIT).toBe(true);
    console.log(`Screenshot of the avatar: ${await screenshot(page, 'file-interfaces-avatar')}`);
  });
});
