import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
const STATUS_CHOICES = [
  { text: 'Draft', value: 'draft' },
  { text: 'In review', value: 'review' },
  { text: 'Published', value: 'published' },
];
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

interface PostRow {
  title: string;
  status: string;
  rating: number;
  author: { name: string } | null;
  published: boolean;
  topics: Array<{ topics_id: { name: string } }>;
}

/**
 * Bulk edit with the item page's form and filters whose values fit the field (issue 23), on the
 * real server at 1440×900: a collection with a group, a divider, a status with choices, an m2o
 * and an m2m. What the bulk edit wrote is read back through the API; each filter is checked by
 * the rows the table shows.
 */
describe('bulk edit and field-shaped filters in the browser', () => {
  let session: AppSession;
  let page: Page;
  const ids: Record<string, number> = {};

  const shownTitles = async () =>
    (
      await page
        .locator('tbody a.table__open')
        .evaluateAll((links) => links.map((link) => (link.getAttribute('aria-label') ?? '').replace(/^Open /, '')))
    ).sort();
  const posts = async () =>
    (
      await apiData<PostRow[]>(
        session.server,
        '/items/posts?limit=-1&sort=id&fields=title,status,rating,published,author.name,topics.topics_id.name',
      )
    ).map((post) => ({
      title: post.title,
      status: post.status,
      rating: post.rating,
      author: post.author?.name ?? null,
      topics: post.topics.map((row) => row.topics_id.name).sort(),
    }));

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    const named = (collection: string) => ({
      collection,
      schema: {},
      meta: { display_template: '{{name}}' },
      fields: [idField, { field: 'name', type: 'string', meta: { interface: 'input' } }],
    });
    await apiWrite(server, 'POST', '/collections', named('people'));
    await apiWrite(server, 'POST', '/collections', named('topics'));
    await apiWrite(server, 'POST', '/collections', {
      collection: 'posts',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        idField,
        { field: 'title', type: 'string', meta: { interface: 'input', sort: 1 } },
        { field: 'details', type: 'alias', meta: { interface: 'group-raw', special: ['alias', 'no-data', 'group'], sort: 2 } },
        {
          field: 'status',
          type: 'string',
          meta: { interface: 'select-dropdown', options: { choices: STATUS_CHOICES }, group: 'details', width: 'half', sort: 3 },
        },
        { field: 'rating', type: 'integer', meta: { interface: 'input', group: 'details', width: 'half', sort: 4 } },
        {
          field: 'links_divider',
          type: 'alias',
          meta: { interface: 'presentation-divider', special: ['alias', 'no-data'], options: { title: 'Links' }, sort: 5 },
        },
        { field: 'author', type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'], sort: 6 } },
        { field: 'published', type: 'boolean', meta: { interface: 'boolean', special: ['cast-boolean'], sort: 8 } },
        { field: 'publish_date', type: 'timestamp', meta: { interface: 'datetime', sort: 9 } },
      ],
    });
    await apiWrite(server, 'POST', '/relations', { collection: 'posts', field: 'author', related_collection: 'people' });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'posts_topics',
      schema: {},
      meta: { hidden: true },
      fields: [idField, { field: 'posts_id', type: 'integer' }, { field: 'topics_id', type: 'integer' }],
    });
    await apiWrite(server, 'POST', '/fields/posts', {
      field: 'topics',
      type: 'alias',
      meta: { interface: 'list-m2m', special: ['m2m'], options: { template: '{{topics_id.name}}' }, sort: 7 },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'posts_topics',
      field: 'posts_id',
      related_collection: 'posts',
      meta: { one_field: 'topics', junction_field: 'topics_id', one_deselect_action: 'delete' },
    });
    await apiWrite(server, 'POST', '/relations', {
      collection: 'posts_topics',
      field: 'topics_id',
      related_collection: 'topics',
      meta: { junction_field: 'posts_id' },
    });
    for (const name of ['Ann', 'Bob', 'Cid'])
      ids[name] = ((await apiWrite(server, 'POST', '/items/people', { name })) as { id: number }).id;
    for (const name of ['Science', 'Travel'])
      ids[name] = ((await apiWrite(server, 'POST', '/items/topics', { name })) as { id: number }).id;
    const seed = [
      {
        title: 'Alpha',
        status: 'draft',
        rating: 1,
        author: ids.Ann,
        published: true,
        publish_date: daysAgo(2),
        topics: [{ topics_id: ids.Science }],
      },
      { title: 'Beta', status: 'draft', rating: 2, author: ids.Bob, published: false, publish_date: daysAgo(30), topics: [] },
      { title: 'Gamma', status: 'published', rating: 3, author: ids.Ann, published: true, publish_date: daysAgo(60), topics: [] },
      { title: 'Delta', status: 'review', rating: 4, author: ids.Bob, published: false, publish_date: daysAgo(3), topics: [] },
    ];
    for (const post of seed) ids[post.title] = ((await apiWrite(server, 'POST', '/items/posts', post)) as { id: number }).id;

    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('bulk edits two items with the full form, sending only the changed fields', async () => {
    await page.goto(`${session.appUrl}/content/posts`);
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    await page.getByRole('checkbox', { name: 'Select Alpha' }).check();
    await page.getByRole('checkbox', { name: 'Select Beta' }).check();
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit 2 items' });

    // The item page's layout: the group with its fields, the divider, the relational fields.
    const group = drawer.getByRole('group', { name: 'Details' });
    await group.getByLabel('Status', { exact: true }).waitFor();
    await group.getByLabel('Rating', { exact: true }).waitFor();
    await drawer.getByRole('heading', { name: 'Links' }).waitFor();
    const leaveUnchanged = (field: string): Locator =>
      drawer.locator(`[data-field="${field}"]`).getByRole('checkbox', { name: 'Leave unchanged' });
    for (const field of ['title', 'status', 'rating', 'author', 'topics', 'published'])
      expect(await leaveUnchanged(field).isChecked()).toBe(true);

    await group.getByLabel('Status', { exact: true }).selectOption({ label: 'Published' });
    await drawer.getByRole('button', { name: 'Select Author' }).click();
    await page.getByRole('dialog', { name: 'Select Author' }).getByRole('button', { name: 'Cid' }).click();
    await drawer.getByRole('group', { name: 'Topics' }).getByRole('button', { name: 'Add existing' }).click();
    const picker = page.getByRole('dialog', { name: 'Add existing to Topics' });
    await picker.getByRole('checkbox', { name: 'Travel' }).check();
    await picker.getByRole('button', { name: /^Select/ }).click();
    await drawer.getByRole('list', { name: 'Topics' }).getByText('Travel').waitFor();
    for (const field of ['status', 'author', 'topics']) expect(await leaveUnchanged(field).isChecked()).toBe(false);
    expect(await leaveUnchanged('rating').isChecked()).toBe(true);
    console.log(`Screenshot of the bulk-edit form: ${await screenshot(page, 'bulk-edit-form')}`);

    const patches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/items/posts')) patches.push(request.postDataJSON());
    });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(patches).toEqual([
      {
        keys: [ids.Alpha, ids.Beta],
        data: { status: 'published', author: ids.Cid, topics: { create: [{ topics_id: ids.Travel }], update: [], delete: [] } },
      },
    ]);
    await expect.poll(posts, { timeout: 10_000 }).toEqual([
      { title: 'Alpha', status: 'published', rating: 1, author: 'Cid', topics: ['Science', 'Travel'] },
      { title: 'Beta', status: 'published', rating: 2, author: 'Cid', topics: ['Travel'] },
      { title: 'Gamma', status: 'published', rating: 3, author: 'Ann', topics: [] },
      { title: 'Delta', status: 'review', rating: 4, author: 'Bob', topics: [] },
    ]);
  });

  /** Adds a rule on a field (by its key) and answers the rule's group. */
  async function newRule(field: string): Promise<Locator> {
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Add filter' }).click();
    const rule = page.getByRole('group', { name: 'Filter on a field' });
    await rule.getByRole('combobox', { name: 'Field', exact: true }).selectOption(field);
    return page.getByRole('group', { name: /^Filter on / }).last();
  }

  async function removeRule(rule: Locator) {
    await rule.getByRole('button', { name: 'Remove filter' }).click();
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
  }

  it('filters by a status from its choices, an author from the picker, "7 days ago" and a boolean switch', async () => {
    await page.goto(`${session.appUrl}/content/posts`);
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();

    const status = await newRule('status');
    await status.getByRole('combobox', { name: 'Value', exact: true }).selectOption({ label: 'In review' });
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Delta']);
    console.log(`Screenshot of a choices filter: ${await screenshot(page, 'filter-choices')}`);
    await removeRule(status);

    const author = await newRule('author');
    await author.getByRole('button', { name: 'Select Value' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Value' });
    await picker.getByRole('searchbox').fill('Ann');
    await picker.getByRole('button', { name: 'Ann' }).click();
    await author.getByRole('status', { name: 'Value' }).getByText('Ann').waitFor();
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Gamma']);
    console.log(`Screenshot of an m2o filter: ${await screenshot(page, 'filter-m2o')}`);
    await removeRule(author);

    const date = await newRule('publish_date');
    await date.getByRole('combobox', { name: 'Operator' }).selectOption({ label: 'Greater than or equal to' });
    await date.getByRole('combobox', { name: 'Value kind' }).selectOption({ label: 'Relative to now' });
    expect(await date.getByRole('spinbutton', { name: 'Value amount' }).inputValue()).toBe('7');
    expect(await date.getByRole('combobox', { name: 'Value direction' }).inputValue()).toBe('ago');
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Alpha', 'Delta']);
    console.log(`Screenshot of a relative date filter: ${await screenshot(page, 'filter-relative-date')}`);
    await removeRule(date);

    const published = await newRule('published');
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Beta', 'Delta']);
    await published.getByRole('switch', { name: 'Value' }).click();
    await expect.poll(shownTitles, { timeout: 15_000 }).toEqual(['Alpha', 'Gamma']);
    console.log(`Screenshot of a boolean filter: ${await screenshot(page, 'filter-boolean')}`);
  });
});
