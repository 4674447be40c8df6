import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const READER = { email: 'articles-reader@example.com', password: 'Articles-reader-1!' };
const ARTICLES = ['Alpha', 'Beta', 'Gamma'];

/**
 * Navigation and page states on the real server (SQLite), at 1440×900: where /content lands for
 * an admin and for a restricted role, not-found pages, the empty search, the dark appearance
 * (stored on the user, read back through the API) and the app's own font.
 */
describe('navigation and states in the browser', () => {
  let session: AppSession;
  let page: Page;

  const contentUrl = (path = '') => `${session.appUrl}/content${path}`;
  const rowNames = async () =>
    (await page.locator('tbody a.table__open').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))).map(
      (label) => label.replace(/^Open /, ''),
    );
  const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  /** An unticked and the select-all checkbox of the table, as drawn (background, border). */
  const checkboxLook = () =>
    page
      .getByRole('checkbox', { name: 'Select Alpha' })
      .evaluate((box) => ({ background: getComputedStyle(box).backgroundColor, border: getComputedStyle(box).borderTopColor }));

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
    const nameField = { field: 'name', type: 'string', meta: { interface: 'input' } };
    // The navigation lists authors first (sort 1), then articles, then notes.
    await apiWrite(server, 'POST', '/collections', {
      collection: 'notes',
      schema: {},
      meta: { sort: 3, display_template: '{{name}}' },
      fields: [idField, nameField],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { sort: 2, display_template: '{{name}}' },
      fields: [idField, nameField],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'authors',
      schema: {},
      meta: { sort: 1, display_template: '{{name}}' },
      fields: [idField, nameField],
    });
    await apiWrite(
      server,
      'POST',
      '/items/articles',
      ARTICLES.map((name) => ({ name })),
    );
    await apiWrite(server, 'POST', '/items/authors', { name: 'Ann' });

    // A role that may read articles and notes, not authors: its first readable collection is articles.
    const role = (await apiWrite(server, 'POST', '/roles', { name: 'Article readers', app_access: true, admin_access: false })) as {
      id: string;
    };
    await apiWrite(server, 'POST', '/users', { ...READER, role: role.id, status: 'active' });
    for (const collection of ['articles', 'notes'])
      await apiWrite(server, 'POST', '/permissions', { role: role.id, collection, action: 'read', fields: ['*'] });

    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('lands the admin on the first collection of the navigation', async () => {
    await page.waitForURL(contentUrl('/authors'));
    await page.goto(contentUrl());
    await page.waitForURL(contentUrl('/authors'));
    await page.getByRole('heading', { name: 'Authors' }).waitFor();
    const current = page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Authors', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');
  });

  it('shows "Item not found" and "Collection not found", with a way back, not a permission error', async () => {
    await page.goto(contentUrl('/articles/999999'));
    await page.getByRole('heading', { name: 'Item not found' }).waitFor();
    expect(await page.getByText(/don't have permission/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // The navigation stays beside the state.
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Articles', exact: true }).waitFor();
    console.log(`Screenshot of a missing item: ${await screenshot(page, 'navigation-item-not-found')}`);
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await page.waitForURL(contentUrl('/articles'));
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(ARTICLES);

    await page.goto(contentUrl('/nope'));
    await page.getByRole('heading', { name: 'Collection not found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    console.log(`Screenshot of a missing collection: ${await screenshot(page, 'navigation-collection-not-found')}`);
  });

  it('says "No items match" for an empty search, and Clear brings the rows back', async () => {
    await page.goto(contentUrl('/articles'));
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(ARTICLES);
    await page.getByLabel('Search items').fill('no such thing');
    await page.getByRole('heading', { name: 'No items match' }).waitFor();
    await page.getByText('Nothing matches “no such thing”', { exact: false }).waitFor();
    console.log(`Screenshot of an empty search: ${await screenshot(page, 'navigation-no-items-match')}`);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(ARTICLES);
    expect(await page.getByLabel('Search items').inputValue()).toBe('');
    // The remembered layout (saved after a pause of 800 ms, if the search lasted long enough to be
    // saved at all) forgets the search too, so the next visit shows every row.
    await page.waitForTimeout(1_000);
    const savedSearches = async () =>
      (await apiData<{ search: string | null }[]>(session.server, '/presets?filter[collection][_eq]=articles&fields=search')).map(
        (preset) => preset.search ?? '',
      );
    await expect.poll(async () => (await savedSearches()).every((search) => search === ''), { timeout: 10_000 }).toBe(true);
  });

  it('ships Inter: the body is set in it and its font file is loaded (beside the icon font)', async () => {
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter\b/);
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('14px Inter');
      return {
        check: document.fonts.check('14px Inter'),
        loaded: [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded').length,
        files: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      };
    });
    expect(font.check).toBe(true);
    expect(font.loaded).toBe(1);
    // Inter for text, and the self-hosted Material Symbols font for the shell's icons.
    expect(font.files.sort()).toEqual([
      expect.stringMatching(/\/admin\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/\/admin\/assets\/material-symbols-outlined-[\w-]+\.woff2$/),
    ]);
  });

  it('switches to dark from the user menu, stores it on the user and keeps it after a reload', async () => {
    await page.goto(contentUrl('/articles'));
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(ARTICLES);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Light appearance' }).click();
    await expect
      .poll(() => apiData<{ appearance: string | null }>(session.server, '/users/me?fields=appearance'), { timeout: 10_000 })
      .toEqual({ appearance: 'light' });
    const light = await bodyBackground();
    expect(light).toBe('rgb(255, 255, 255)');
    const lightCheckbox = await checkboxLook();
    expect(lightCheckbox.background).toBe(light);
    await page.keyboard.press('Escape');
    console.log(`Screenshot in light: ${await screenshot(page, 'navigation-light')}`);

    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark appearance' }).click();
    await expect.poll(bodyBackground).not.toBe(light);
    expect(await bodyBackground()).toBe('rgb(16, 21, 28)');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // Checkboxes follow the theme: the dark surface and border, not the browser's white box.
    // (polled: the box eases between its colours)
    await expect.poll(async () => (await checkboxLook()).background).toBe('rgb(16, 21, 28)');
    expect((await checkboxLook()).border).not.toBe(lightCheckbox.border);
    // Ticked, it takes the project colour.
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Select Alpha' }).check();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Select Alpha' }).evaluate((box) => getComputedStyle(box).backgroundColor))
      .toBe('rgb(102, 68, 255)');
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Clear selection' }).click();
    await expect
      .poll(() => apiData<{ appearance: string | null }>(session.server, '/users/me?fields=appearance'), { timeout: 10_000 })
      .toEqual({ appearance: 'dark' });

    await page.reload();
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(ARTICLES);
    expect(await bodyBackground()).toBe('rgb(16, 21, 28)');
    console.log(`Screenshot in dark: ${await screenshot(page, 'navigation-dark')}`);
  });

  it('lands a restricted role on the first collection it may read, and shows it missing items as not found', async () => {
    const reader = (await session.newPage({ signedInAs: READER })).page;
    await reader.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, reader);
    await reader.waitForURL(contentUrl('/articles'));
    expect(await reader.getByRole('navigation', { name: 'Collections' }).getByRole('link').allTextContents()).toEqual([
      'Articles',
      'Notes',
    ]);
    await reader.goto(contentUrl('/articles/999999'));
    await reader.getByRole('heading', { name: 'Item not found' }).waitFor();
    expect(await reader.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    console.log(`Screenshot of a missing item for a restricted role: ${await screenshot(reader, 'navigation-reader-item-not-found')}`);
  });
});
