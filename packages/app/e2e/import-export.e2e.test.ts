import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';
import { downloadedText } from './support/downloaded-text.js';

const POSTS = [
  { title: 'Alpha launch', status: 'published', views: 10 },
  { title: 'Beta notes', status: 'draft', views: 20 },
  { title: 'Alpha review', status: 'draft', views: 30 },
  { title: 'Gamma', status: 'published', views: 40 },
  { title: 'Alpha archive', status: 'archived', views: 50 },
];

/**
 * Import / Export on the collection page, in Chromium against the real server (SQLite) serving
 * the production build: the download is the server's own `?export=` file of what the page
 * shows (search, archive filter, sort, columns), saved by the browser and read back from disk.
 */
describe('import and export in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'posts',
      schema: {},
      meta: { display_template: '{{title}}', archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input', required: true } },
        { field: 'status', type: 'string', meta: { interface: 'input' } },
        { field: 'views', type: 'integer', meta: { interface: 'input' } },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/posts', POSTS);
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('downloads the current filtered view as CSV', async () => {
    await page.goto(`${session.appUrl}/content/posts`);
    await page.getByRole('link', { name: 'Open Gamma' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search items' }).fill('Alpha');
    await page.getByRole('link', { name: 'Open Gamma' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Import / Export' }).click();
    const drawer = page.getByRole('dialog', { name: 'Import / Export Posts' });
    await drawer.getByLabel('Format').selectOption('csv');
    console.log(`Screenshot of the panel: ${await screenshot(page, 'import-export-panel')}`);

    const downloading = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^posts \d{8}-\d{6}\.csv$/);
    const rows = parse(await downloadedText(download), { columns: true }) as Record<string, string>[];
    // The search and the page's archive filter both hold: "Alpha archive" stays out, as in the table.
    expect(rows.map((row) => row.title)).toEqual(['Alpha launch', 'Alpha review']);
    expect(Object.keys(rows[0] ?? {})).toContain('id');
    expect(rows.map((row) => row.views)).toEqual(['10', '30']);
  });

  it('downloads every post as JSON when the view is not used, up to the limit', async () => {
    const drawer = page.getByRole('dialog', { name: 'Import / Export Posts' });
    await drawer.getByLabel('Format').selectOption('json');
    await drawer.getByLabel('Use current filters, search, sort and fields').uncheck();
    await drawer.getByLabel('Limit').fill('4');
    const downloading = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    const rows = JSON.parse(await downloadedText(download)) as { title: string; status: string }[];
    expect(rows.map((row) => row.title)).toEqual(POSTS.slice(0, 4).map((post) => post.title));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['id', 'status', 'title', 'views']);
  });

  it('refuses a CSV with bad rows, naming their lines, and imports nothing', async () => {
    const before = (await (await session.server.asAdmin('/items/posts?aggregate[count]=*')).json()) as {
      data: [{ count: number | string }];
    };
    await page.goto(`${session.appUrl}/content/posts`);
    await page.getByRole('button', { name: 'Import / Export' }).click();
    const drawer = page.getByRole('dialog', { name: 'Import / Export Posts' });
    const csv = 'title,status,views\nFine row,draft,1\nBad views,draft,many\nHalf a view,draft,1.5\n';
    await drawer.getByLabel('Choose file').setInputFiles({ name: 'posts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await drawer.getByRole('button', { name: 'Import file' }).click();
    const rejected = drawer.getByRole('list', { name: 'Rejected rows' });
    await rejected.waitFor();
    const lines = await rejected.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Line 3\b/);
    expect(lines[1]).toMatch(/^Line 4\b/);
    await drawer.getByText('Nothing was imported').waitFor();
    console.log(`Screenshot of the refused import: ${await screenshot(page, 'import-refused')}`);
    const after = (await (await session.server.asAdmin('/items/posts?aggregate[count]=*')).json()) as {
      data: [{ count: number | string }];
    };
    expect(Number(after.data[0].count)).toBe(Number(before.data[0].count));
  });

  it('imports a good CSV and shows the new items in the list', async () => {
    const drawer = page.getByRole('dialog', { name: 'Import / Export Posts' });
    const csv = 'title,status,views\nDelta imported,published,60\nEpsilon imported,published,70\n';
    await drawer.getByLabel('Choose file').setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await drawer.getByRole('button', { name: 'Import file' }).click();
    await page.getByText('Imported into Posts').waitFor();
    const titles = (
      (await (await session.server.asAdmin('/items/posts?fields=title&sort=id&limit=-1')).json()) as { data: { title: string }[] }
    ).data;
    expect(titles.map((post) => post.title).slice(-2)).toEqual(['Delta imported', 'Epsilon imported']);
  });
});
