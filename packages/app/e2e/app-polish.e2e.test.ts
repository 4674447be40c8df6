import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createTitledCollection, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const EDITOR = { email: 'polly@example.com', password: 'Editor-password-1!', first_name: 'Polly', last_name: 'Editor' };

/**
 * Issue 42's polish on the real server, signed in as a non-admin editor (articles, files and
 * folders, dashboards and panels): the project's logo and name in the module bar and the tab, a
 * "Skip to content" link first, adding a panel and saving without "Nothing to save", and a file
 * library whose files are all in folders. The role page's cell menus are checked as the admin.
 */
describe('app polish for an editor', () => {
  let session: AppSession;
  let page: Page;
  let logoId: string;
  let dashboardId: string;
  const refused: string[] = [];

  const upload = async (title: string, folder: string) => {
    const form = new FormData();
    form.append('title', title);
    form.append('folder', folder);
    form.append('file', new Blob([new Uint8Array(pngBytes(96, 64, [200, 40, 90]))], { type: 'image/png' }), `${title}.png`);
    const response = await session.server.asAdmin('/files', { method: 'POST', body: form });
    return ((await response.json()) as { data: { id: string } }).data.id;
  };

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await createTitledCollection(server, 'articles');
    await apiWrite(server, 'POST', '/items/articles', { title: 'First' });
    const brand = (await apiWrite(server, 'POST', '/folders', { name: 'Brand' })) as { id: string };
    logoId = await upload('Logo', brand.id);
    await apiWrite(server, 'PATCH', '/settings', { project_name: 'My Project', project_logo: logoId });
    dashboardId = ((await apiWrite(server, 'POST', '/dashboards', { name: 'Newsroom', icon: 'dashboard' })) as { id: string }).id;

    const role = (await apiWrite(server, 'POST', '/roles', { name: 'Editor', app_access: true, admin_access: false })) as { id: string };
    const allow = (collection: string, action: string) =>
      apiWrite(server, 'POST', '/permissions', { role: role.id, collection, action, fields: ['*'] });
    for (const action of ['create', 'read', 'update', 'delete']) await allow('articles', action);
    for (const collection of ['directus_files', 'directus_folders', 'directus_dashboards']) await allow(collection, 'read');
    for (const action of ['create', 'read', 'update', 'delete']) await allow('directus_panels', action);
    await apiWrite(server, 'POST', '/users', { ...EDITOR, role: role.id, status: 'active' });

    page = (await session.newPage({ signedInAs: EDITOR })).page;
    await page.setViewportSize({ width: 1280, height: 800 });
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
  });
  guardBrowserTests(
    () => session,
    () => page,
  );
  afterEach(() => expect(refused.splice(0)).toEqual([]));

  const openArticles = async () => {
    await page.goto(`${session.appUrl}/content/articles`);
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
  };

  it("shows the project's logo in the module bar and the page and project in the tab's title", async () => {
    await openArticles();
    const logo = page.getByRole('navigation', { name: 'Modules' }).locator('.module-bar__project img');
    expect(await logo.getAttribute('src')).toContain(`/assets/${logoId}`);
    // The logo is one of the project's public files: it loads for an editor too.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
    await expect.poll(() => page.title()).toBe('Articles · My Project');
    console.log(`Screenshot of the module bar: ${await screenshot(page, 'app-polish-logo')}`);
  });

  it('offers "Skip to content" at the first Tab, visible, and goes on inside the page after it', async () => {
    await openArticles();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeGreaterThan(0);
    console.log(`Screenshot of the skip link: ${await screenshot(page, 'app-polish-skip-link')}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is in the page's main content, past the module bar and the collections list.
    const where = await page.evaluate(() => ({
      inMain: document.querySelector('.shell__module main')?.contains(document.activeElement) ?? false,
      inNavigation: document.activeElement?.closest('nav') !== null,
    }));
    expect(where).toEqual({ inMain: true, inNavigation: false });
  });

  it('adds a panel to a dashboard and saves without a "Nothing to save"', async () => {
    await page.goto(`${session.appUrl}/insights/${dashboardId}`);
    await page.getByRole('heading', { name: 'Newsroom', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Add panel' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add panel' });
    await drawer.getByRole('radio', { name: /Label/ }).check();
    await drawer.getByLabel('Text', { exact: true }).fill('Weekly numbers');
    await drawer.getByRole('button', { name: 'Save panel' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByText('Weekly numbers').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await page.getByText('Nothing to save').count()).toBe(0);
    expect(await page.getByText('Panel added').count()).toBeGreaterThan(0);
  });

  it("says at the file library's top level that the files are in folders, and opens one", async () => {
    await page.goto(`${session.appUrl}/files`);
    await page.getByRole('heading', { name: 'The files are in folders' }).waitFor();
    expect(await page.getByText('No files here yet').count()).toBe(0);
    console.log(`Screenshot of the top level: ${await screenshot(page, 'app-polish-files-root')}`);
    await page.getByRole('list', { name: 'Folders at the top level' }).getByRole('link', { name: 'Brand' }).click();
    await page.getByRole('heading', { name: 'Brand', level: 1 }).waitFor();
    await page.getByText('Logo', { exact: true }).first().waitFor();
  });

  it('shows a custom permission cell\'s "Use custom" in full on the role page (as the admin)', async () => {
    const role = (await apiData<{ id: string }[]>(session.server, '/roles?filter[name][_eq]=Editor'))[0]!;
    // A custom rule: its cell holds the select at "Use custom" and an Edit button side by side.
    await apiWrite(session.server, 'POST', '/permissions', {
      role: role.id,
      collection: 'directus_dashboards',
      action: 'update',
      fields: ['*'],
      permissions: { name: { _nnull: true } },
    });
    const admin = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await admin.setViewportSize({ width: 1024, height: 800 });
    await admin.goto(`${session.appUrl}/settings/roles`);
    await admin.getByRole('link', { name: 'Editor' }).first().click();
    const matrix = admin.getByRole('table', { name: 'Permissions' });
    const cell = matrix.getByRole('combobox', { name: 'Update permission of directus_dashboards' });
    await cell.waitFor();
    expect(await cell.locator('option:checked').textContent()).toBe('Use custom');
    // Open already: the role has rules on system collections.
    expect(await matrix.getByRole('button', { name: 'System collections' }).getAttribute('aria-expanded')).toBe('true');
    const files = matrix.getByRole('rowheader').filter({ hasText: 'directus_files' });
    expect(await files.locator('span').first().textContent()).toBe('Files');
    // The select is at least as wide as its longest choice's text plus its padding (and arrow).
    const fits = await cell.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'nowrap';
      document.body.append(probe);
      const widest = Math.max(
        ...[...select.options].map((option) => {
          probe.textContent = option.text;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      // The arrow sits in the right padding.
      const room = select.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return room >= widest ? { fits: true } : { fits: false, room, widest };
    });
    console.log(`Screenshot of the role page: ${await screenshot(admin, 'app-polish-role-page')}`);
    expect(fits).toEqual({ fits: true });
    await admin.context().close();
  });
});
