import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface Article {
  id: number;
  title: string;
  status: string | null;
  body: string | null;
}

const EDITOR = { email: 'limited-editor@example.com', password: 'Limited-editor-1!' };

/**
 * The app as a role with limited rights sees it, on the real server (SQLite): the role may read
 * notes, read articles and create / update some of their fields, and nothing of secrets. All set
 * up through the API with the admin token; every change made in the browser is read back through it.
 */
describe('permissions in the browser', () => {
  let session: AppSession;
  let page: Page;
  let noteId: number;
  let articleId: number;

  const articles = () => apiData<Article[]>(session.server, '/items/articles?limit=-1&sort=id');
  const collectionsNav = () => page.getByRole('navigation', { name: 'Collections' });

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
    await apiWrite(server, 'POST', '/collections', {
      collection: 'notes',
      schema: {},
      meta: { display_template: '{{body}}' },
      fields: [idField, { field: 'body', type: 'text', meta: { interface: 'input-multiline' } }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'secrets',
      schema: {},
      fields: [idField, { field: 'code', type: 'string', meta: { interface: 'input' } }],
    });
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        idField,
        { field: 'title', type: 'string', meta: { interface: 'input' } },
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
        { field: 'body', type: 'text', meta: { interface: 'input-multiline' } },
      ],
    });
    noteId = ((await apiWrite(server, 'POST', '/items/notes', { body: 'Read me only' })) as { id: number }).id;
    articleId = (
      (await apiWrite(server, 'POST', '/items/articles', { title: 'First article', status: 'published', body: 'Written by an admin' })) as {
        id: number;
      }
    ).id;
    await apiWrite(server, 'POST', '/items/secrets', { code: 'hidden' });

    const role = (await apiWrite(server, 'POST', '/roles', { name: 'Limited editors', app_access: true, admin_access: false })) as {
      id: string;
    };
    await apiWrite(server, 'POST', '/users', { ...EDITOR, role: role.id, status: 'active' });
    const rules = [
      { collection: 'notes', action: 'read', fields: ['*'] },
      { collection: 'articles', action: 'read', fields: ['*'] },
      { collection: 'articles', action: 'create', fields: ['title', 'status'], presets: { status: 'draft' } },
      { collection: 'articles', action: 'update', fields: ['title'] },
    ];
    for (const rule of rules) await apiWrite(server, 'POST', '/permissions', { role: role.id, ...rule });

    page = (await session.newPage({ signedInAs: EDITOR })).page;
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('lists only the readable collections and shows "No access" for the others', async () => {
    await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).waitFor();
    expect(await collectionsNav().getByRole('link').allTextContents()).toEqual(['Articles', 'Notes']);
    await page.goto(`${session.appUrl}/content/secrets`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page.getByText("You don't have permission to view Secrets.", { exact: false }).waitFor();
  });

  it('shows a read-only collection without create, selection or delete, and its item read-only', async () => {
    await collectionsNav().getByRole('link', { name: 'Notes', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/notes`);
    await page.getByRole('link', { name: 'Open Read me only' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create item' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);

    await page.getByRole('link', { name: 'Open Read me only' }).click();
    await page.waitForURL(`${session.appUrl}/content/notes/${noteId}`);
    const body = page.getByLabel('Body');
    await expect.poll(() => body.inputValue()).toBe('Read me only');
    expect(await body.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it('edits the one field the role may update, and the API shows it', async () => {
    await collectionsNav().getByRole('link', { name: 'Articles', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    await page.getByRole('checkbox', { name: 'Select First article' }).check();
    const selected = page.getByRole('region', { name: 'Selected items' });
    expect(await selected.getByRole('button').allTextContents()).toEqual(['Edit', 'Clear selection']);
    await selected.getByRole('button', { name: 'Clear selection' }).click();

    await page.getByRole('link', { name: 'Open First article' }).click();
    await page.waitForURL(`${session.appUrl}/content/articles/${articleId}`);
    const title = page.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe('First article');
    expect(await page.getByLabel('Body').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Status').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'permissions-item-form');

    await title.fill('First article, edited');
    const patch = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/items/articles/${articleId}`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await patch).postDataJSON()).toEqual({ title: 'First article, edited' });
    await page.waitForURL(`${session.appUrl}/content/articles`);
    expect((await articles())[0]).toMatchObject({
      id: articleId,
      title: 'First article, edited',
      status: 'published',
      body: 'Written by an admin',
    });
  });

  it('creates an item from the create allow-list, with the preset as its default', async () => {
    await page.getByRole('link', { name: 'Create item' }).click();
    await page.waitForURL(`${session.appUrl}/content/articles/+`);
    const status = page.getByLabel('Status');
    await expect.poll(async () => status.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Draft');
    expect(await status.isDisabled()).toBe(false);
    expect(await page.getByLabel('Body').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Title').fill('Made by the editor');
    await screenshot(page, 'permissions-create-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    await page.getByRole('link', { name: 'Open Made by the editor' }).waitFor();
    expect((await articles()).map(({ title, status: value, body }) => ({ title, status: value, body }))).toEqual([
      { title: 'First article, edited', status: 'published', body: 'Written by an admin' },
      { title: 'Made by the editor', status: 'draft', body: null },
    ]);
  });
});
