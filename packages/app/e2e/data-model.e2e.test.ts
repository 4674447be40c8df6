import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * Issue 14's data model flow on the real server (SQLite): three collections, a many-to-one and a
 * many-to-many built with the data model screens only, then an item created with both in the
 * content module and read back through the API.
 */
describe('data model in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const createCollection = async (name: string) => {
    await page.goto(`${session.appUrl}/settings/data-model`);
    await page.getByRole('button', { name: 'Create collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create collection' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${session.appUrl}/settings/data-model/${name}`);
    await page.getByRole('form', { name: 'Collection settings' }).waitFor();
  };

  const createField = async (key: string, setup: { kind?: string; related?: string } = {}) => {
    await page.getByRole('button', { name: 'Create field' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create field' });
    if (setup.kind) await drawer.getByLabel('Field type').selectOption({ label: setup.kind });
    await drawer.getByLabel('Key').fill(key);
    if (setup.related) await drawer.getByLabel('Related collection').selectOption(setup.related);
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Fields' }).getByText(key, { exact: true }).waitFor();
  };

  const setDisplayTemplate = async (template: string) => {
    const form = page.getByRole('form', { name: 'Collection settings' });
    await form.getByLabel('Display template').fill(template);
    await form.getByRole('button', { name: 'Save collection settings' }).click();
    await form.getByRole('button', { name: 'Save collection settings' }).and(page.locator(':disabled')).waitFor();
  };

  it('builds collections with a many-to-one and a many-to-many using only the data model screens', async () => {
    for (const name of ['authors', 'tags']) {
      await createCollection(name);
      await createField('name');
      await setDisplayTemplate('{{name}}');
    }
    await createCollection('books');
    await createField('title');
    await createField('author', { kind: 'Many to one', related: 'authors' });
    await page.getByRole('button', { name: 'Create field' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create field' });
    await drawer.getByLabel('Field type').selectOption({ label: 'Many to many' });
    await drawer.getByLabel('Key').fill('tags');
    await drawer.getByLabel('Related collection').selectOption('tags');
    expect(await drawer.getByLabel('Junction collection').inputValue()).toBe('books_tags');
    console.log(`Screenshot of the field editor: ${await screenshot(page, 'data-model-field-editor')}`);
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });
    await setDisplayTemplate('{{title}}');
    console.log(`Screenshot of the collection settings: ${await screenshot(page, 'data-model-collection')}`);

    const relations = await apiData<
      { collection: string; field: string; related_collection: string; meta: { junction_field: string | null } }[]
    >(session.server, '/relations');
    expect(
      relations
        .filter((relation) => ['books', 'books_tags'].includes(relation.collection))
        .map((r) => [r.collection, r.field, r.related_collection, r.meta?.junction_field ?? null])
        .sort(),
    ).toEqual([
      ['books', 'author', 'authors', null],
      ['books_tags', 'books_id', 'books', 'tags_id'],
      ['books_tags', 'tags_id', 'tags', 'books_id'],
    ]);

    await page.goto(`${session.appUrl}/settings/data-model`);
    await page.getByRole('checkbox', { name: 'Show hidden collections' }).waitFor();
    await page.getByRole('list', { name: 'Collections' }).getByRole('link', { name: 'Books Tags' }).waitFor();
    console.log(`Screenshot of the data model: ${await screenshot(page, 'data-model-list')}`);
  });

  it('creates an item using both relations in the content module', async () => {
    const [ada] = (await apiWrite(session.server, 'POST', '/items/authors', [{ name: 'Ada' }, { name: 'Grace' }])) as { id: number }[];
    await apiWrite(session.server, 'POST', '/items/tags', [{ name: 'Science' }, { name: 'Fiction' }]);

    await page.goto(`${session.appUrl}/content/books`);
    // The collection is still empty: its empty state offers "Create item" beside the toolbar's.
    await page.getByRole('link', { name: 'Create item' }).first().click();
    await page.getByLabel('Title').fill('Notes on the Engine');
    await page.getByRole('button', { name: 'Select Author' }).click();
    await page.getByRole('dialog', { name: 'Select Author' }).getByRole('button', { name: 'Ada' }).click();
    await page.getByRole('button', { name: 'Add existing' }).click();
    const picker = page.getByRole('dialog', { name: 'Add existing to Tags' });
    await picker.getByRole('checkbox', { name: 'Science' }).check();
    await picker.getByRole('button', { name: /^Select/ }).click();
    await page.getByRole('list', { name: 'Tags' }).getByText('Science').waitFor();
    console.log(`Screenshot of the new item: ${await screenshot(page, 'data-model-item')}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/books`);

    const books = await apiData<{ title: string; author: { id: number; name: string }; tags: { tags_id: { name: string } }[] }[]>(
      session.server,
      '/items/books?fields=title,author.id,author.name,tags.tags_id.name',
    );
    expect(books).toEqual([
      { title: 'Notes on the Engine', author: { id: ada!.id, name: 'Ada' }, tags: [{ tags_id: { name: 'Science' } }] },
    ]);
  });
});
