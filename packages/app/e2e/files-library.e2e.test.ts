import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

interface FileRow {
  id: string;
  title: string;
  folder: string | null;
  width: number | null;
  height: number | null;
  filename_download: string;
  focal_point_x: number | null;
  focal_point_y: number | null;
}

const COUNT = 20;

/** Every thumbnail `<img>` of the grid has loaded real pixels. */
async function loadedThumbnails(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="Files"] img')].filter((img) => img.complete && img.naturalWidth > 0)
        .length,
  );
}

/**
 * The files library against the real server (SQLite): twenty images chosen at once upload with a
 * progress row each and show twenty loaded thumbnails; a new, empty folder takes an upload; the
 * file page stores a focal point where the image is clicked and replaces the bytes; an import
 * from a private address is refused in the server's words.
 */
describe('files library in the browser', () => {
  let session: AppSession;
  let page: Page;
  let dir: string;
  let remote: Server;
  let remoteUrl: string;

  const files = (query = '') => apiData<FileRow[]>(session.server, `/files?limit=-1&sort=title${query}`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-files-e2e-'));
    for (let index = 0; index < COUNT; index += 1) {
      const name = `picture-${String(index + 1).padStart(2, '0')}.png`;
      writeFileSync(join(dir, name), pngBytes(120, 80, [(index * 37) % 156, (index * 91) % 156, (index * 53) % 156]));
    }
    writeFileSync(join(dir, 'in-folder.png'), pngBytes(64, 64, [20, 120, 60]));
    writeFileSync(join(dir, 'replacement.png'), pngBytes(200, 100, [150, 30, 30]));
    remote = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes(10, 10, [0, 0, 0])),
    );
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as { port: number }).port}/private.png`;
    session = await startAppSession();
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 1400 });
    await openContentModule(session, page);
  });
  afterAll(async () => {
    await new Promise((resolve) => remote?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('uploads twenty images chosen at once, with a progress row each, and shows twenty loaded thumbnails', async () => {
    await page.goto(`${session.appUrl}/files`);
    await page.getByText('No files here yet').waitFor();
    const names = Array.from({ length: COUNT }, (_, index) => join(dir, `picture-${String(index + 1).padStart(2, '0')}.png`));
    await page.getByLabel('Choose files').setInputFiles(names);

    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect.poll(() => uploads.locator('li').count()).toBe(COUNT);
    await uploads.getByText(`${COUNT} of ${COUNT} uploaded`).waitFor();
    expect(await uploads.locator('li[data-status="done"]').count()).toBe(COUNT);

    await expect.poll(() => page.locator('ul[aria-label="Files"] > li').count()).toBe(COUNT);
    await expect.poll(() => loadedThumbnails(page), { timeout: 30_000 }).toBe(COUNT);
    const stored = await files();
    expect(stored.map((row) => row.title)).toEqual(names.map((_, index) => `Picture ${String(index + 1).padStart(2, '0')}`));
    expect(stored.every((row) => row.width === 120 && row.height === 80)).toBe(true);
    await screenshot(page, 'files-library-grid-20-thumbnails');
  });

  it('creates a folder and uploads into it while it is empty', async () => {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('dialog', { name: 'Create folder' }).getByLabel('Folder name').fill('Press kit');
    await page.getByRole('dialog', { name: 'Create folder' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('list', { name: 'Folders' }).getByRole('link', { name: 'Press kit' }).click();
    await page.getByRole('heading', { name: 'Press kit' }).waitFor();
    await page.getByText('No files here yet').waitFor();
    await page.getByLabel('Choose files').setInputFiles(join(dir, 'in-folder.png'));

    await expect.poll(() => page.locator('ul[aria-label="Files"] > li').count()).toBe(1);
    await expect.poll(() => loadedThumbnails(page)).toBe(1);
    const [folder] = await apiData<{ id: string; name: string }[]>(session.server, '/folders');
    expect(folder?.name).toBe('Press kit');
    const inFolder = await files(`&filter[folder][_eq]=${folder?.id}`);
    expect(inFolder.map((row) => row.filename_download)).toEqual(['in-folder.png']);
    await screenshot(page, 'files-library-folder-view');
  });

  it('sets the focal point where the image is clicked and replaces the file', async () => {
    await page.getByRole('list', { name: 'Files' }).getByRole('link', { name: 'In Folder' }).click();
    await page.getByRole('heading', { name: 'In Folder' }).waitFor();
    const image = page.getByRole('img', { name: 'In Folder' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const box = await image.boundingBox();
    if (!box) throw new Error('The preview has no box');
    // A quarter across and three quarters down the 64 × 64 image: pixel (16, 48).
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    const id = (await files()).find((row) => row.filename_download === 'in-folder.png')?.id ?? '';
    const stored = () => apiData<FileRow>(session.server, `/files/${id}`);
    await expect.poll(async () => [(await stored()).focal_point_x, (await stored()).focal_point_y]).toEqual([16, 48]);
    await page.getByTestId('focal-point-marker').waitFor();
    await page.getByText('Focal point: 16 × 48 px').waitFor();
    await screenshot(page, 'files-library-file-page');

    await page.getByLabel('Replacement file').setInputFiles(join(dir, 'replacement.png'));
    await expect.poll(async () => (await stored()).width).toBe(200);
    expect((await stored()).height).toBe(100);
    await page.getByText('200 × 100').waitFor();
  });

  it('shows the server refusing an import from a private address in its words', async () => {
    await page.goto(`${session.appUrl}/files`);
    await page.getByRole('button', { name: 'Import from URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from URL' });
    await dialog.getByLabel('File URL').fill(remoteUrl);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByRole('alert').getByText('resolves to a denied IP address').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain(`Requested URL "${remoteUrl}" resolves to a denied IP address`);
    expect((await files()).length).toBe(COUNT + 1);
    await screenshot(page, 'files-library-import-refused');
  });

  it('lists all files in the table layout, kept in the URL', async () => {
    await page.goto(`${session.appUrl}/files/all`);
    await page.getByRole('button', { name: 'Table' }).click();
    await page.waitForURL((url) => url.searchParams.get('layout') === 'tabular');
    const table = page.getByRole('table', { name: 'Files' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(COUNT + 1);
    expect(await table.locator('tbody tr').first().locator('td').nth(5).textContent()).toBe('Admin User');
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: 'Files' }).locator('tbody tr').count()).toBe(COUNT + 1);
    const loaded = () =>
      page.evaluate(
        () => [...document.querySelectorAll<HTMLImageElement>('table img')].filter((img) => img.complete && img.naturalWidth > 0).length,
      );
    await expect.poll(loaded, { timeout: 30_000 }).toBe(COUNT + 1);
    await screenshot(page, 'files-library-table');
  });
});
