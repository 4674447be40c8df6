import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/**
 * m2m display templates as the reference writes them start from the junction row
 * (`{{categories_id.name}}` on `articles.categories`); templates written relative to the related
 * collection (as this app read them before) still display. Schema and data through the API; every
 * change read back through it.
 */
describe('m2m display templates in the browser', () => {
  let session: AppSession;
  let page: Page;
  const categories: Record<string, number> = {};
  const articleIds: Record<string, number> = {};
  const itemRequests: string[] = [];

  const linkedNames = async (article: number) =>
    (
      await apiData<{ categories: Array<{ categories_id: { name: string } }> }>(
        session.server,
        `/items/articles/${article}?fields=categories.categories_id.name`,
      )
    ).categories
      .map((row) => row.categories_id.name)
      .sort();
  const setTemplates = (template: string) =>
    apiWrite(session.server, 'PATCH', '/fields/articles/categories', {
      meta: { options: { template }, display: 'related-values', display_options: { template } },
    });

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'categories',
      schema: {},
      meta: {},
      fields: [idField, { field: 'name', type: 'string', meta: { interface: 'input' } }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [idField, { field: 'title', type: 'string', meta: { interface: 'input' } }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles_categories',
      schema: {},
      meta: { hidden: true },
      fields: [idField, { field: 'articles_id', type: 'integer' }, { field: 'categories_id', type: 'integer' }],
    });
    await apiWrite(server, 'POST', '/fields/articles', {
      field: 'categories',
      type: 'alias',
      meta: { interface: 'list-m2m', special: ['m2m'] },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'articles_categories',
      field: 'articles_id',
      related_collection: 'articles',
      meta: { one_field: 'categories', junction_field: 'categories_id', one_deselect_action: 'delete' },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'articles_categories',
      field: 'categories_id',
      related_collection: 'categories',
      meta: { junction_field: 'articles_id' },
    });
    // Exactly what the reference's app stores for a list-m2m field shown with related-values.
    await setTemplates('{{categories_id.name}}');
    for (const name of ['Science', 'Travel', 'Cooking'])
      categories[name] = ((await apiWrite(server, 'POST', '/items/categories', { name })) as { id: number }).id;
    for (const title of ['First', 'Second'])
      articleIds[title] = ((await apiWrite(server, 'POST', '/items/articles', { title })) as { id: number }).id;
    await apiWrite(server, 'POST', '/items/articles_categories', [
      { articles_id: articleIds.First, categories_id: categories.Science },
      { articles_id: articleIds.First, categories_id: categories.Travel },
      { articles_id: articleIds.Second, categories_id: categories.Cooking },
    ]);

    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    page.on('request', (request: Request) => {
      if (request.url().includes('/items/')) itemRequests.push(decodeURIComponent(request.url()));
    });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('shows the related names in the table, asking for the junction-relative paths once per page', async () => {
    itemRequests.length = 0;
    await page.goto(`${session.appUrl}/content/articles`);
    await page.getByRole('button', { name: 'Choose columns' }).click();
    await page.getByRole('dialog', { name: 'Choose columns' }).getByRole('checkbox', { name: 'Categories', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('row', { name: /First/ }).getByText('Science, Travel', { exact: true }).waitFor();
    await page
      .getByRole('row', { name: /Second/ })
      .getByText('Cooking', { exact: true })
      .waitFor();
    const listReads = itemRequests.filter((url) => url.includes('/items/articles?'));
    expect(listReads.some((url) => url.includes('categories.categories_id.name'))).toBe(true);
    // No request per row or per category.
    expect(itemRequests.filter((url) => /\/items\/(categories|articles_categories)/.test(url))).toEqual([]);
    console.log(`Screenshot of an m2m column: ${await screenshot(page, 'm2m-column')}`);
  });

  it('shows the names in the item page and in "Add existing", and a new link reads by name', async () => {
    await page.getByRole('link', { name: 'Open First' }).click();
    await page.getByRole('heading', { name: 'First' }).waitFor();
    const list = page.getByRole('list', { name: 'Categories' });
    await expect
      .poll(async () => (await list.locator('.related-list__label').allTextContents()).sort(), { timeout: 10_000 })
      .toEqual(['Science', 'Travel']);

    await page.getByRole('button', { name: 'Add existing' }).click();
    const picker = page.getByRole('dialog', { name: 'Add existing to Categories' });
    await picker.getByRole('checkbox', { name: 'Cooking' }).check();
    console.log(`Screenshot of Add existing: ${await screenshot(page, 'm2m-add-existing')}`);
    await picker.getByRole('button', { name: /^Select/ }).click();
    await list.locator('.related-list__label', { hasText: 'Cooking' }).waitFor();
    console.log(`Screenshot of m2m rows: ${await screenshot(page, 'm2m-item-rows')}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    await expect.poll(() => linkedNames(articleIds.First ?? 0)).toEqual(['Cooking', 'Science', 'Travel']);
  });

  it('still displays templates written relative to the related collection', async () => {
    await setTemplates('{{name}}');
    await page.goto(`${session.appUrl}/content/articles/${articleIds.Second}`);
    await page.getByRole('heading', { name: 'Second' }).waitFor();
    await page.getByRole('list', { name: 'Categories' }).locator('.related-list__label', { hasText: 'Cooking' }).waitFor();
    await page.getByRole('button', { name: 'Add existing' }).click();
    await page.getByRole('dialog', { name: 'Add existing to Categories' }).getByRole('checkbox', { name: 'Science' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${session.appUrl}/content/articles`);
    await page
      .getByRole('row', { name: /Second/ })
      .getByText('Cooking', { exact: true })
      .waitFor();
    expect(await linkedNames(articleIds.Second ?? 0)).toEqual(['Cooking']);
  });

  it("shows the default language's translation by the translations display's template, relative to the translation row", async () => {
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'languages',
      schema: {},
      meta: {},
      fields: [
        { field: 'code', type: 'string', schema: { is_primary_key: true } },
        { field: 'name', type: 'string' },
      ],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles_translations',
      schema: {},
      meta: { hidden: true },
      fields: [
        idField,
        { field: 'articles_id', type: 'integer' },
        { field: 'languages_code', type: 'string' },
        { field: 'title', type: 'string' },
      ],
    });
    await apiWrite(server, 'POST', '/fields/articles', {
      field: 'translations',
      type: 'alias',
      meta: {
        interface: 'translations',
        special: ['translations'],
        options: { languageField: 'name' },
        display: 'translations',
        display_options: { template: '{{title}} ({{languages_code.name}})', languageField: 'name', defaultLanguage: 'de-DE' },
      },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'articles_translations',
      field: 'articles_id',
      related_collection: 'articles',
      meta: { one_field: 'translations', junction_field: 'languages_code', one_deselect_action: 'delete' },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'articles_translations',
      field: 'languages_code',
      related_collection: 'languages',
      meta: { junction_field: 'articles_id' },
    });
    await apiWrite(server, 'POST', '/items/languages', [
      { code: 'en-US', name: 'English' },
      { code: 'de-DE', name: 'Deutsch' },
    ]);
    await apiWrite(server, 'POST', '/items/articles_translations', [
      { articles_id: articleIds.First, languages_code: 'en-US', title: 'First one' },
      { articles_id: articleIds.First, languages_code: 'de-DE', title: 'Erster' },
      { articles_id: articleIds.Second, languages_code: 'en-US', title: 'Second one' },
    ]);
    itemRequests.length = 0;
    await page.goto(`${session.appUrl}/content/articles`);
    await page.getByRole('button', { name: 'Choose columns' }).click();
    await page.getByRole('dialog', { name: 'Choose columns' }).getByRole('checkbox', { name: 'Translations', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('row', { name: /First/ }).getByRole('cell', { name: 'Erster (Deutsch)', exact: true }).waitFor();
    // Without the default language, the first translation.
    await page
      .getByRole('row', { name: /Second/ })
      .getByRole('cell', { name: 'Second one (English)', exact: true })
      .waitFor();
    expect(itemRequests.filter((url) => url.includes('/items/articles?')).at(-1)).toContain('translations.languages_code.name');
    console.log(`Screenshot of a translations column: ${await screenshot(page, 'translations-column')}`);
  });

  it("shows m2a rows by the reference's {{collection}} / {{item:<collection>.field}} template", async () => {
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'headings',
      schema: {},
      meta: {},
      fields: [idField, { field: 'title', type: 'string' }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'quotes',
      schema: {},
      meta: {},
      fields: [idField, { field: 'text', type: 'string' }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles_sections',
      schema: {},
      meta: { hidden: true },
      fields: [
        idField,
        { field: 'articles_id', type: 'integer' },
        { field: 'item', type: 'string' },
        { field: 'collection', type: 'string' },
      ],
    });
    const template = '{{collection}}: {{item:headings.title}}{{item:quotes.text}}';
    await apiWrite(server, 'POST', '/fields/articles', {
      field: 'sections',
      type: 'alias',
      meta: { interface: 'list-m2a', special: ['m2a'], display: 'related-values', display_options: { template } },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'articles_sections',
      field: 'articles_id',
      related_collection: 'articles',
      meta: { one_field: 'sections', junction_field: 'item', one_deselect_action: 'delete' },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'articles_sections',
      field: 'item',
      related_collection: null,
      meta: { one_allowed_collections: ['headings', 'quotes'], one_collection_field: 'collection', junction_field: 'articles_id' },
    });
    const heading = (await apiWrite(server, 'POST', '/items/headings', { title: 'Intro' })) as { id: number };
    const quote = (await apiWrite(server, 'POST', '/items/quotes', { text: 'Be brief' })) as { id: number };
    await apiWrite(server, 'POST', '/items/articles_sections', [
      { articles_id: articleIds.First, collection: 'headings', item: String(heading.id) },
      { articles_id: articleIds.First, collection: 'quotes', item: String(quote.id) },
    ]);
    itemRequests.length = 0;
    await page.goto(`${session.appUrl}/content/articles`);
    await page.getByRole('button', { name: 'Choose columns' }).click();
    await page.getByRole('dialog', { name: 'Choose columns' }).getByRole('checkbox', { name: 'Sections', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('row', { name: /First/ }).getByRole('cell', { name: 'headings: Intro, quotes: Be brief', exact: true }).waitFor();
    expect(itemRequests.filter((url) => url.includes('/items/articles?')).at(-1)).toContain('sections.item:headings.title');
    console.log(`Screenshot of an m2a column: ${await screenshot(page, 'm2a-column')}`);
  });
});
