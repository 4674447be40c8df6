import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, userPreset, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface Article {
  id: number;
  title: string;
  body: string | null;
  views: number | null;
  rating: number | null;
  status: string | null;
  published: boolean | null;
  published_on: string | null;
  author: number | null;
}

const SEEDED = [
  { title: 'Alpha', views: 10, rating: 4.5, status: 'draft', published: false, published_on: '2024-01-05', author: 'Ann' },
  { title: 'Beta', views: 250, rating: 3, status: 'published', published: true, published_on: '2024-02-10', author: 'Bob' },
  { title: 'Gamma rays', views: 120, rating: 2.5, status: 'published', published: true, published_on: '2024-03-15', author: 'Ann' },
  { title: 'Delta', views: 75, rating: null, status: 'draft', published: false, published_on: null, author: null },
  { title: 'Epsilon', views: 900, rating: 5, status: 'published', published: true, published_on: '2024-05-01', author: 'Cy' },
  { title: 'Zeta gamma', views: 5, rating: 1, status: 'draft', published: false, published_on: '2024-06-30', author: 'Bob' },
] as const;

/**
 * Items through the UI of the production build on the real server (SQLite); every change is
 * read back through the API. The tests run in order and share one signed-in tab.
 */
describe('content in the browser', () => {
  let session: AppSession;
  let page: Page;
  const authors: Record<string, number> = {};

  const articles = (query = '') => apiData<Article[]>(session.server, `/items/articles?limit=-1${query}`);
  const collectionsNav = () => page.getByRole('navigation', { name: 'Collections' });
  /** The row labels of the table, in order ("Open <title>"). */
  const shownTitles = async () =>
    (await page.locator('tbody a.table__open').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))).map(
      (label) => label.replace(/^Open /, ''),
    );
  /** Waits until the table shows exactly `titles`, in order (the table updates after a debounce and a request). */
  async function expectRows(titles: string[]) {
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(titles);
  }

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'authors',
      schema: {},
      meta: { display_template: '{{name}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'name', type: 'string' },
      ],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input', required: true } },
        { field: 'body', type: 'text', meta: { interface: 'input-multiline' } },
        { field: 'views', type: 'integer', meta: { interface: 'input' } },
        { field: 'rating', type: 'float', meta: { interface: 'input' } },
        {
          field: 'status',
          type: 'string',
          meta: {
            interface: 'select-dropdown',
            options: {
              choices: [
                { text: 'Draft', value: 'draft' },
                { text: 'Published', value: 'published' },
              ],
            },
          },
        },
        { field: 'published', type: 'boolean', meta: { interface: 'boolean' } },
        { field: 'published_on', type: 'date', meta: { interface: 'datetime' } },
        { field: 'author', type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } },
      ],
    });
    await apiWrite(server, 'POST', '/relations', { collection: 'articles', field: 'author', related_collection: 'authors' });
    for (const name of ['Ann', 'Bob', 'Cy'])
      authors[name] = ((await apiWrite(server, 'POST', '/items/authors', { name })) as { id: number }).id;
    await apiWrite(
      server,
      'POST',
      '/items/articles',
      SEEDED.map((article) => ({ ...article, author: article.author ? authors[article.author] : null })),
    );

    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('lists the collection in the navigation and its items in the table', async () => {
    await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    // Sorted by the primary key by default: the order the API gives for sort=id.
    await expectRows((await articles('&sort=id')).map((article) => article.title));
    await expect(page.getByRole('status').filter({ hasText: /of 6$/ }).count()).resolves.toBe(1);
    // The first four visible fields are the default columns; more come from the column picker.
    expect(await page.locator('thead button.table__sort').allTextContents()).toEqual(['Title', 'Body', 'Views', 'Rating']);
    await page.getByRole('button', { name: 'Choose columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Choose columns' });
    for (const name of ['Status', 'Published', 'Author']) await columns.getByRole('checkbox', { name, exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Author' }).waitFor();
    // m2o columns show the related item through its display template.
    await page.getByRole('row', { name: /Beta/ }).getByRole('cell', { name: 'Bob', exact: true }).waitFor();
    await page.getByRole('row', { name: /Beta/ }).getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    // The layout is remembered in the user's own preset (no bookmark name).
    await expect
      .poll(async () => (await userPreset(session.server, 'articles'))?.layout_query, { timeout: 10_000 })
      .toMatchObject({ tabular: { fields: ['title', 'body', 'views', 'rating', 'status', 'published', 'author'] } });
    console.log(`Screenshot of a collection table: ${await screenshot(page, 'collection-table')}`);
  });

  it('creates an item through the form', async () => {
    await page.getByRole('link', { name: 'Create item' }).click();
    await page.waitForURL(`${session.appUrl}/content/articles/+`);
    await page.getByLabel('Title').fill('Made in the browser');
    await page.getByLabel('Body').fill('First line\nSecond line');
    await page.getByLabel('Views', { exact: true }).fill('42');
    await page.getByLabel('Rating').fill('3.5');
    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByLabel('Published On').fill('2024-07-14');
    await page.getByRole('button', { name: 'Select Author' }).click();
    await page.getByRole('dialog', { name: 'Select Author' }).getByRole('button', { name: 'Bob' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Bob' })
      .or(page.locator('output').filter({ hasText: 'Bob' }))
      .first()
      .waitFor();
    // The form scrolls inside the page; a taller window shows all of it.
    await page.setViewportSize({ width: 1280, height: 1000 });
    console.log(`Screenshot of an item form: ${await screenshot(page, 'item-form')}`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    const [created] = await articles('&filter[title][_eq]=Made%20in%20the%20browser');
    expect(created).toMatchObject({
      body: 'First line\nSecond line',
      views: 42,
      rating: 3.5,
      status: 'published',
      published: true,
      published_on: '2024-07-14',
      author: authors.Bob,
    });
    await page.getByRole('link', { name: 'Open Made in the browser' }).waitFor();
  });

  it('edits an item and sends only the change', async () => {
    await page.getByRole('link', { name: 'Open Made in the browser' }).click();
    await page.getByRole('heading', { name: 'Made in the browser' }).waitFor();
    // The collection stays the current one in the navigation while one of its items is open.
    expect(await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).getAttribute('aria-current')).toBe('page');
    const views = page.getByLabel('Views', { exact: true });
    await expect.poll(() => views.inputValue()).toBe('42');
    await views.fill('43');
    await page.getByLabel('Title').fill('Made and edited');
    const patch = page.waitForRequest((request) => request.method() === 'PATCH' && /\/items\/articles\/\d+$/.test(request.url()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await patch).postDataJSON()).toEqual({ views: 43, title: 'Made and edited' });
    await page.waitForURL(`${session.appUrl}/content/articles`);
    const [edited] = await articles('&filter[title][_eq]=Made%20and%20edited');
    expect(edited).toMatchObject({ views: 43, status: 'published', author: authors.Bob });
  });

  it("shows the item's revisions", async () => {
    await page.getByRole('link', { name: 'Open Made and edited' }).click();
    await page.getByRole('heading', { name: 'Made and edited' }).waitFor();
    const entries = page.getByRole('complementary', { name: 'Item info' }).getByRole('list', { name: 'History' }).getByRole('listitem');
    await entries.first().waitFor();
    const [edited] = await articles('&filter[title][_eq]=Made%20and%20edited');
    const revisions = await apiData<Array<{ delta: Record<string, unknown> }>>(
      session.server,
      `/revisions?filter[collection][_eq]=articles&filter[item][_eq]=${edited?.id}&sort=-id`,
    );
    expect(revisions.map((revision) => Object.keys(revision.delta).sort())).toEqual([
      ['title', 'views'],
      expect.arrayContaining(['title', 'views', 'author']),
    ]);
    const texts = await entries.allTextContents();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Open revision: update by Admin User.*Changed: (Views, Title|Title, Views)$/);
    expect(texts[1]).toMatch(/^Open revision: create by Admin User/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
  });

  it('searches', async () => {
    await page.getByLabel('Search items').fill('gamma');
    const expected = (await articles('&search=gamma&sort=id')).map((article) => article.title);
    expect(expected).toEqual(['Gamma rays', 'Zeta gamma']);
    await expectRows(expected);
    await page.getByLabel('Search items').fill('');
    await expectRows((await articles('&sort=id')).map((article) => article.title));
  });

  it('filters, then sorts by a column', async () => {
    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Add filter' }).click();
    await filters.getByLabel('Field', { exact: true }).selectOption({ label: 'Views' });
    await filters.getByLabel('Operator').selectOption({ label: 'Greater than' });
    await filters.getByLabel('Value').fill('100');
    const expected = (await articles('&filter[views][_gt]=100&sort=id')).map((article) => article.title);
    expect(expected).toEqual(['Beta', 'Gamma rays', 'Epsilon']);
    await expectRows(expected);
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();

    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Views' }).getAttribute('aria-sort')).toBe('ascending');
    await expectRows((await articles('&filter[views][_gt]=100&sort=views')).map((article) => article.title));
    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Views' }).getAttribute('aria-sort')).toBe('descending');
    await expectRows((await articles('&filter[views][_gt]=100&sort=-views')).map((article) => article.title));
  });

  it('bookmarks the filtered, sorted view', async () => {
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create bookmark' });
    await dialog.getByLabel('Bookmark name').fill('Popular');
    // Leaving the plain view saves its last changes (filter, sort) in the user's own preset at once.
    const layoutSaved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/presets\/\d+$/.test(response.url()),
    );
    await dialog.getByRole('button', { name: 'Save bookmark' }).click();
    await page.waitForURL(/\/content\/articles\?bookmark=\d+$/);
    expect((await layoutSaved).request().postDataJSON()).toMatchObject({
      filter: { _and: [{ views: { _gt: 100 } }] },
      layout_query: { tabular: { sort: ['-views'] } },
    });
    const id = Number(new URL(page.url()).searchParams.get('bookmark'));
    const preset = await apiData<Record<string, unknown>>(session.server, `/presets/${id}`);
    expect(preset).toMatchObject({
      bookmark: 'Popular',
      collection: 'articles',
      layout: 'tabular',
      filter: { _and: [{ views: { _gt: 100 } }] },
    });
    expect(preset.layout_query).toMatchObject({ tabular: { sort: ['-views'] } });

    // Opened afresh, the bookmark brings back its filter and sort.
    await page.reload();
    await page.getByRole('heading', { name: 'Articles · Popular' }).waitFor();
    expect(await collectionsNav().getByRole('link', { name: '★ Popular' }).getAttribute('aria-current')).toBe('page');
    expect(await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).getAttribute('aria-current')).toBeNull();
    await expectRows((await articles('&filter[views][_gt]=100&sort=-views')).map((article) => article.title));
  });

  it('edits several items at once', async () => {
    // The user's own layout kept the filter and sort they had before saving the bookmark.
    await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    await expectRows((await articles('&filter[views][_gt]=100&sort=-views')).map((article) => article.title));
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    // After a pause the change is saved in the user's layout.
    const layoutSaved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/presets\/\d+$/.test(response.url()),
    );
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Remove filter' }).click();
    await expectRows((await articles('&sort=-views')).map((article) => article.title));
    expect((await layoutSaved).request().postDataJSON()).toMatchObject({ filter: null });
    await page.getByRole('checkbox', { name: 'Select Alpha' }).check();
    await page.getByRole('checkbox', { name: 'Select Delta' }).check();
    const selected = page.getByRole('region', { name: 'Selected items' });
    await selected.getByText('2 items selected').waitFor();
    await selected.getByRole('button', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit 2 items' });
    await drawer.getByLabel('Status').selectOption({ label: 'Published' });
    await drawer.getByLabel('Views', { exact: true }).fill('500');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    const changed = await articles('&filter[title][_in]=Alpha,Delta&fields=title,status,views,author&sort=title');
    expect(changed).toEqual([
      { title: 'Alpha', status: 'published', views: 500, author: authors.Ann },
      { title: 'Delta', status: 'published', views: 500, author: null },
    ]);
  });

  it('reorders items by hand in a collection with a sort field', async () => {
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'steps',
      schema: {},
      meta: { display_template: '{{name}}', sort_field: 'sort' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'name', type: 'string' },
        { field: 'sort', type: 'integer' },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/steps', [
      { name: 'First', sort: 1 },
      { name: 'Second', sort: 2 },
      { name: 'Third', sort: 3 },
    ]);
    // The navigation lists the new collection once the schema is read again (a reload).
    await page.reload();
    await collectionsNav().getByRole('link', { name: 'Steps', exact: true }).click();
    await expectRows(['First', 'Second', 'Third']);
    await page.getByRole('button', { name: 'Reorder Third' }).focus();
    await page.keyboard.press('ArrowUp');
    await expectRows(['First', 'Third', 'Second']);
    const steps = await apiData<Array<{ name: string }>>(session.server, '/items/steps?sort=sort&fields=name');
    expect(steps.map((step) => step.name)).toEqual(['First', 'Third', 'Second']);
    await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).click();
  });

  it('deletes an item from its page and several from the table', async () => {
    await page.getByRole('link', { name: 'Open Made and edited' }).click();
    await page.getByRole('heading', { name: 'Made and edited' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    expect(await articles('&filter[title][_eq]=Made%20and%20edited')).toEqual([]);

    await page.getByRole('checkbox', { name: 'Select Beta' }).check();
    await page.getByRole('checkbox', { name: 'Select Zeta gamma' }).check();
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete 2 items?' }).getByRole('button', { name: 'Delete' }).click();
    // The click returns before the DELETE has been answered: poll the API instead of reading it once.
    const titles = async () => (await articles('&sort=-views')).map((article) => article.title);
    await expect.poll(async () => [...(await titles())].sort()).toEqual(['Alpha', 'Delta', 'Epsilon', 'Gamma rays']);
    const remaining = await titles();
    await expectRows(remaining);
  });
});
