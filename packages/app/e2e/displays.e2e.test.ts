import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const DAY = 24 * 60 * 60 * 1000;
const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
const STATUS_CHOICES = [
  { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2ECDA7' },
  { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
];

/**
 * Each field's display in the table and the cards (issue 23, "The table and its displays"), on the
 * real server at 1440×900: labels with colours, a boolean, relative and formatted dates, tags as
 * chips, a formatted decimal, related values through a template, a user and a file — all read in
 * the page's one items request. Also the column picker staying open and the table not moving.
 */
describe('displays in the browser', () => {
  let session: AppSession;
  let page: Page;
  const itemRequests: string[] = [];
  const row = (title: string) => page.getByRole('row', { name: new RegExp(`Open ${title}`) });
  const cellOf = (title: string, column: number) =>
    row(title)
      .getByRole('cell')
      .nth(column + 1);

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'publishers',
      schema: {},
      meta: { display_template: '{{name}}' },
      fields: [idField, { field: 'name', type: 'string', meta: { interface: 'input', sort: 1 } }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'books',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        idField,
        { field: 'title', type: 'string', meta: { interface: 'input', sort: 1 } },
        {
          field: 'status',
          type: 'string',
          meta: {
            interface: 'select-dropdown',
            options: { choices: STATUS_CHOICES.map(({ text, value }) => ({ text, value })) },
            display: 'labels',
            display_options: { choices: STATUS_CHOICES },
            sort: 2,
          },
        },
        {
          field: 'featured',
          type: 'boolean',
          meta: {
            interface: 'boolean',
            display: 'boolean',
            display_options: { labelOn: 'Featured', labelOff: 'Regular', colorOn: '#2ECDA7', colorOff: '#A2B5CD' },
            sort: 3,
          },
        },
        {
          field: 'reviewed_at',
          type: 'timestamp',
          meta: { interface: 'datetime', display: 'datetime', display_options: { relative: true }, sort: 4 },
        },
        {
          field: 'release_date',
          type: 'date',
          meta: { interface: 'datetime', display: 'datetime', display_options: { format: 'dd.MM.yyyy' }, sort: 5 },
        },
        { field: 'tags', type: 'csv', meta: { interface: 'tags', special: ['cast-csv'], sort: 6 } },
        {
          field: 'price',
          type: 'decimal',
          schema: { numeric_precision: 10, numeric_scale: 2 },
          meta: {
            interface: 'input',
            display: 'formatted-value',
            display_options: { formatNumber: true, decimals: 2, suffix: ' €', bold: true },
            sort: 7,
          },
        },
        {
          field: 'publisher',
          type: 'integer',
          meta: {
            interface: 'select-dropdown-m2o',
            special: ['m2o'],
            display: 'related-values',
            display_options: { template: '{{name}} (#{{id}})' },
            sort: 8,
          },
        },
        { field: 'owner', type: 'uuid', meta: { interface: 'select-dropdown-m2o', special: ['m2o'], display: 'user', sort: 9 } },
        { field: 'cover', type: 'uuid', meta: { interface: 'file-image', special: ['file'], display: 'image', sort: 10 } },
      ],
    });
    await apiWrite(server, 'POST', '/fields/publishers', {
      field: 'books',
      type: 'alias',
      meta: {
        sort: 2,
        interface: 'list-o2m',
        special: ['o2m'],
        options: { template: '{{title}} {{status}}' },
        display: 'related-values',
        display_options: { template: '{{title}}' },
      },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'books',
      field: 'publisher',
      related_collection: 'publishers',
      meta: { one_field: 'books' },
    });
    await apiWrite(server, 'POST', '/relations', { collection: 'books', field: 'owner', related_collection: 'directus_users' });
    await apiWrite(server, 'POST', '/relations', { collection: 'books', field: 'cover', related_collection: 'directus_files' });
    const publisher = (await apiWrite(server, 'POST', '/items/publishers', { name: 'Ace' })) as { id: number };
    const owner = (await apiWrite(server, 'POST', '/users', {
      email: 'ann@example.com',
      password: 'Ann-password-1!',
      first_name: 'Ann',
      last_name: 'Author',
    })) as { id: string };
    // A file row with no stored bytes: /assets cannot serve its picture, which is the "title instead" case.
    const coverId = randomUUID();
    await server.server.ctx
      .db('directus_files')
      .insert({ id: coverId, storage: 'local', filename_download: 'dune.png', title: 'Dune cover', type: 'image/png' });
    await apiWrite(server, 'POST', '/items/books', [
      {
        title: 'Dune',
        status: 'published',
        featured: true,
        reviewed_at: new Date(Date.now() - 3 * DAY).toISOString(),
        release_date: '1965-08-01',
        tags: ['classic', 'space'],
        price: 1234.5,
        publisher: publisher.id,
        owner: owner.id,
        cover: coverId,
      },
      {
        title: 'Draft notes',
        status: 'draft',
        featured: false,
        reviewed_at: null,
        release_date: null,
        tags: null,
        price: null,
        publisher: null,
        owner: null,
        cover: null,
      },
      {
        title: 'Oddity',
        status: 'retired',
        featured: false,
        reviewed_at: null,
        release_date: null,
        tags: null,
        price: 7,
        publisher: null,
        owner: null,
        cover: null,
      },
    ]);

    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    page.on('request', (request: Request) => {
      if (/\/(items|users|files)\b/.test(request.url())) itemRequests.push(decodeURIComponent(request.url()));
    });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('shows the first visible fields, and the picker stays open while ticking more', async () => {
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Books', exact: true }).click();
    await row('Dune').waitFor();
    expect(await page.locator('thead button.table__sort').allTextContents()).toEqual(['Title', 'Status', 'Featured', 'Reviewed At']);
    await page.getByRole('button', { name: 'Choose columns' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose columns' });
    const headerBottom = (await page.locator('thead').boundingBox())?.y ?? 0;
    for (const name of ['Release Date', 'Tags', 'Price', 'Publisher', 'Owner', 'Cover']) {
      await picker.getByRole('checkbox', { name, exact: true }).check();
      await page.getByRole('columnheader', { name }).waitFor();
      expect(await picker.isVisible()).toBe(true);
    }
    // Below the header row, so it covers no column's header.
    const box = await picker.boundingBox();
    const thead = await page.locator('thead').boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((thead?.y ?? 0) + (thead?.height ?? 0));
    expect(headerBottom).toBeGreaterThan(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
    console.log(`Screenshot of the column picker: ${await screenshot(page, 'displays-column-picker')}`);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
  });

  it('shows each value through its display, all read in one request', async () => {
    // Once the chosen columns are saved in the user's preset, a fresh load reads them in one request.
    await expect
      .poll(
        async () =>
          (
            await apiData<Array<{ layout_query: { tabular?: { fields?: string[] } } | null }>>(
              session.server,
              '/presets?filter[collection][_eq]=books',
            )
          )[0]?.layout_query?.tabular?.fields?.length,
        { timeout: 10_000 },
      )
      .toBe(10);
    itemRequests.length = 0;
    await page.reload();
    await row('Dune').waitFor();
    const headers = await page.locator('thead button.table__sort').allTextContents();
    const column = (name: string) => headers.indexOf(name);
    const chip = cellOf('Dune', column('Status')).getByText('Published', { exact: true });
    expect(await chip.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor])).toEqual([
      'rgb(255, 255, 255)',
      'rgb(46, 205, 167)',
    ]);
    expect(
      await cellOf('Draft notes', column('Status'))
        .getByText('Draft', { exact: true })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(211, 218, 228)');
    // A value without a choice shows as it is.
    expect(await cellOf('Oddity', column('Status')).textContent()).toBe('retired');
    const featured = cellOf('Dune', column('Featured'));
    expect(await featured.textContent()).toContain('Featured');
    expect(await featured.locator('.display-boolean').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(46, 205, 167)');
    expect(await cellOf('Draft notes', column('Featured')).textContent()).toContain('Regular');
    expect(await cellOf('Dune', column('Reviewed At')).textContent()).toBe('3 days ago');
    expect(await cellOf('Dune', column('Release Date')).textContent()).toBe('01.08.1965');
    expect(await cellOf('Dune', column('Tags')).locator('.display-labels__chip').allTextContents()).toEqual(['classic', 'space']);
    const price = cellOf('Dune', column('Price'));
    expect(await price.textContent()).toBe('1,234.50 €');
    expect(
      await price.locator('.display-formatted').evaluate((element) => Number(getComputedStyle(element).fontWeight)),
    ).toBeGreaterThanOrEqual(600);
    expect(await cellOf('Dune', column('Publisher')).textContent()).toBe('Ace (#1)');
    expect(await cellOf('Dune', column('Owner')).textContent()).toBe('AAAnn Author');
    // No /assets for this file on the server: its title shows instead of a broken picture.
    await expect.poll(() => cellOf('Dune', column('Cover')).textContent(), { timeout: 10_000 }).toContain('Dune cover');

    const pageReads = itemRequests.filter((url) => url.includes('/items/books?') && !url.includes('limit=0'));
    expect(pageReads).toHaveLength(1);
    for (const path of ['status', 'publisher.name', 'owner.first_name', 'owner.last_name', 'cover.title', 'cover.filename_download'])
      expect(pageReads[0]).toMatch(new RegExp(`[=,]${path.replace('.', '\\.')}(,|&|$)`));
    expect(itemRequests.filter((url) => /\/items\/publishers|\/users\/(?!me\b)|\/files\//.test(url))).toEqual([]);
    console.log(`Screenshot of the table with displays: ${await screenshot(page, 'displays-table')}`);
    await page.locator('.table-layout').evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    console.log(`Screenshot of the table's right-hand columns: ${await screenshot(page, 'displays-table-right')}`);
    await page.locator('.table-layout').evaluate((element) => element.scrollTo({ left: 0 }));
  });

  it('keeps the table in place when a row is ticked', async () => {
    const tableBox = async () => page.getByRole('table').boundingBox();
    const before = await tableBox();
    await page.getByRole('checkbox', { name: 'Select Dune' }).check();
    await page.getByRole('region', { name: 'Selected items' }).getByText('1 item selected').waitFor();
    expect(await tableBox()).toEqual(before);
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Clear selection' }).click();
  });

  it('shows the same displays in the cards', async () => {
    await page.getByLabel('Layout').selectOption('cards');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Dune/ }) });
    await card.waitFor();
    const chip = card.getByText('Published', { exact: true });
    expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(46, 205, 167)');
    for (const text of ['Featured', '3 days ago', '01.08.1965', '1,234.50 €', 'Ace (#1)', 'Ann Author'])
      await card.locator('dd').getByText(text, { exact: true }).waitFor();
    expect(await card.locator('.display-labels__chip').allTextContents()).toEqual(['Published', 'classic', 'space']);
    console.log(`Screenshot of the cards with displays: ${await screenshot(page, 'displays-cards')}`);
  });

  it("shows an o2m column through its template, and related lists through the fields' displays", async () => {
    itemRequests.length = 0;
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Publishers', exact: true }).click();
    await row('Ace').getByText('Dune', { exact: true }).waitFor();
    expect(await page.locator('thead button.table__sort').allTextContents()).toEqual(['Name', 'Books']);
    expect(itemRequests.filter((url) => url.includes('/items/books'))).toEqual([]);
    await page.getByRole('link', { name: 'Open Ace' }).click();
    const list = page.getByRole('list', { name: 'Books' });
    const chip = list.locator('.related-list__label').getByText('Published', { exact: true });
    expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(46, 205, 167)');
    expect(await list.locator('.related-list__label').textContent()).toBe('Dune Published');
    console.log(`Screenshot of a related list with displays: ${await screenshot(page, 'displays-related-list')}`);
  });
});
