import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession } from './support/app-session.js';
import { seriousViolations } from './support/axe.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const EDITOR = { email: 'eddie@example.com', password: 'Editor-password-1!', first_name: 'Eddie', last_name: 'Editor' };
const COLLEAGUE = { email: 'rita@example.com', password: 'Reviewer-password-1!', first_name: 'Rita', last_name: 'Reviewer' };

/**
 * An editor's day on the real server, signed in as a non-admin role with the rules an editor
 * typically has: every action on the articles, files read/create, colleagues' names (users read
 * of a few fields, not `status`), and no rule on content versions. Articles have versioning on.
 * Each test adds the one extra rule its feature needs, as an administrator would.
 */
describe("a non-admin editor's day in the admin app", () => {
  let session: AppSession;
  let page: Page;
  let roleId: string;
  let editorId: string;
  let colleagueId: string;
  const refused: string[] = [];

  const allow = (collection: string, action: string) =>
    apiWrite(session.server, 'POST', '/permissions', { role: roleId, collection, action, fields: ['*'] });
  const article = (key: number) => apiData<{ title: string }>(session.server, `/items/articles/${key}`);
  const openArticle = async (key: number) => {
    await page.goto(`${session.appUrl}/content/articles/${key}`);
    await page.getByLabel('Title').waitFor();
  };

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}', versioning: true, accountability: 'all' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
      ],
    });
    for (const title of ['Versioned', 'Revised', 'Shared', 'Discussed']) await apiWrite(server, 'POST', '/items/articles', { title });
    await apiWrite(server, 'PATCH', '/items/articles/2', { title: 'Revised, by the admin' });

    roleId = ((await apiWrite(server, 'POST', '/roles', { name: 'Editor', app_access: true, admin_access: false })) as { id: string }).id;
    for (const action of ['create', 'read', 'update', 'delete']) await allow('articles', action);
    await allow('directus_files', 'read');
    await allow('directus_files', 'create');
    await apiWrite(server, 'POST', '/permissions', {
      role: roleId,
      collection: 'directus_users',
      action: 'read',
      fields: ['id', 'first_name', 'last_name', 'email', 'avatar'],
    });
    editorId = ((await apiWrite(server, 'POST', '/users', { ...EDITOR, role: roleId, status: 'active' })) as { id: string }).id;
    colleagueId = ((await apiWrite(server, 'POST', '/users', { ...COLLEAGUE, role: roleId, status: 'active' })) as { id: string }).id;

    page = (await session.newPage({ signedInAs: EDITOR })).page;
    // A feature the role may not use hides itself: the app asks nothing the API refuses.
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );
  afterEach(() => expect(refused.splice(0)).toEqual([]));

  it('opens an item of a versioned collection without version rules: the form shows and saves, no version menu', async () => {
    await openArticle(1);
    expect(await page.getByLabel('Title').inputValue()).toBe('Versioned');
    expect(await page.getByRole('button', { name: /^Version:/ }).count()).toBe(0);
    expect(await page.getByText("Couldn't load this").count()).toBe(0);
    await page.getByRole('complementary', { name: 'Item info' }).getByText('No comments yet.').waitFor();
    console.log(`Screenshot of the versioned item: ${await screenshot(page, 'editor-day-versioned-item')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Title').fill('Versioned, edited by the editor');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/items/articles/1') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await article(1)).title).toBe('Versioned, edited by the editor');
  });

  it('saves their own account through /users/me; role, status and delete are not offered', async () => {
    await page.goto(`${session.appUrl}/users/${editorId}`);
    const firstName = page.getByLabel('First name');
    await firstName.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await firstName.inputValue()).toBe('Eddie');
    expect(await page.getByLabel('Role', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Status', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await firstName.fill('Edwina');
    const saved = page.waitForResponse((response) => response.url().includes('/users/') && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await saved;
    expect(new URL(response.url()).pathname).toMatch(/\/users\/me$/);
    expect(response.status()).toBe(200);
    await page.getByText('User saved').waitFor();
    console.log(`Screenshot of the own account: ${await screenshot(page, 'editor-day-own-account')}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await apiData<{ first_name: string }>(session.server, `/users/${editorId}`)).first_name).toBe('Edwina');
  });

  it('with revisions read allowed, reverts a revision from the item page', async () => {
    await allow('directus_revisions', 'read');
    await openArticle(2);
    expect(await seriousViolations(page)).toEqual([]);
    const history = page.getByRole('list', { name: 'History' });
    // Newest first: the last entry is the item's creation, before the admin's edit.
    await history
      .getByRole('button', { name: /Open revision/ })
      .last()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Revision' });
    await drawer.getByRole('button', { name: 'Revert' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Revert' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revert to this revision?' });
    await confirm.getByRole('button', { name: 'Revert' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await page.getByText(/Reverted to the revision of/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await article(2)).title).toBe('Revised');
    expect(await page.getByLabel('Title').inputValue()).toBe('Revised');
  });

  it('with shares create allowed, creates a share from the item page', async () => {
    await allow('directus_shares', 'create');
    await openArticle(3);
    await page.getByText('Not shared yet.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Sharing an item also takes the `share` rule of its collection: without it, no button that the API would refuse.
    expect(await page.getByRole('button', { name: 'New share' }).count()).toBe(0);
    await allow('articles', 'share');
    await openArticle(3);
    await page.getByRole('button', { name: 'New share' }).click();
    const dialog = page.getByRole('dialog', { name: 'New share' });
    await dialog.getByLabel('Name').fill('For the proofreader');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^(Create|Save)/ }).click();
    await page.getByText('For the proofreader').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const shares = await apiData<Array<{ name: string; user_created: string }>>(
      session.server,
      '/shares?filter[collection][_eq]=articles&filter[item][_eq]=3&fields=name,user_created',
    );
    expect(shares).toEqual([{ name: 'For the proofreader', user_created: editorId }]);
  });

  it('@mentions a colleague in a comment; the comment is stored with the mention', async () => {
    await openArticle(4);
    const box = page.getByRole('combobox', { name: 'Comment' });
    await box.click();
    await box.pressSequentially('Have a look, @Rit');
    await page
      .getByRole('listbox', { name: 'Mention a user' })
      .getByRole('option', { name: /Rita Reviewer/ })
      .waitFor();
    console.log(`Screenshot of the editor's mention picker: ${await screenshot(page, 'editor-day-mention')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await box.pressSequentially('please');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText('@Rita Reviewer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const comments = await apiData<Array<{ comment: string; user: string }>>(
      session.server,
      '/activity?filter[action][_eq]=comment&filter[collection][_eq]=articles&filter[item][_eq]=4&fields=comment,user',
    );
    expect(comments).toEqual([{ comment: `Have a look, @${colleagueId} please`, user: editorId }]);
  });
});
