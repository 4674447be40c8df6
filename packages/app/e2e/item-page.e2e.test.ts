import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface Post {
  id: number;
  title: string | null;
  code: string | null;
  status: string | null;
}

const userField = (field: string, special: string) => ({
  field,
  type: 'uuid',
  meta: { special: [special], interface: 'select-dropdown-m2o', readonly: true, width: 'half' },
});
const dateField = (field: string, special: string) => ({
  field,
  type: 'timestamp',
  meta: { special: [special], interface: 'datetime', readonly: true, width: 'half' },
});

/**
 * The item page of issue 23's "Editing" points on the real server (SQLite), at 1440×900: the
 * validation banner, the server's refusals beside their fields, Archive / Unarchive, Delete with a
 * confirmation, and the info sidebar with created/updated, revisions (before/after) and Revert.
 * Every write is read back through the API.
 */
describe('item page in the browser', () => {
  let session: AppSession;
  let page: Page;

  const post = (id: number) => apiData<Post>(session.server, `/items/posts/${id}?fields=id,title,code,status`);
  const posts = () => apiData<Post[]>(session.server, '/items/posts?sort=id&fields=id,title,code,status');
  const banner = () => page.getByRole('list', { name: 'Fields with errors' });
  const sidebar = () => page.getByRole('complementary', { name: 'Item info' });
  const isFocused = (label: string) => page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'PATCH', '/users/me', { first_name: 'Ada', last_name: 'Admin' });
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'posts',
      schema: {},
      meta: {
        display_template: '{{title}}',
        accountability: 'all',
        archive_field: 'status',
        archive_value: 'archived',
        unarchive_value: 'draft',
        archive_app_filter: true,
      },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input', required: true, width: 'half' } },
        { field: 'code', type: 'string', schema: { is_unique: true }, meta: { interface: 'input', width: 'half' } },
        { field: 'status', type: 'string', schema: { default_value: 'draft' }, meta: { interface: 'input', width: 'half' } },
        userField('user_created', 'user-created'),
        dateField('date_created', 'date-created'),
        userField('user_updated', 'user-updated'),
        dateField('date_updated', 'date-updated'),
      ],
    });
    for (const field of ['user_created', 'user_updated'])
      await apiWrite(session.server, 'POST', '/relations', { collection: 'posts', field, related_collection: 'directus_users' });
    await apiWrite(session.server, 'POST', '/items/posts', [
      { title: 'First', code: 'A1' },
      { title: 'Second', code: 'B2' },
    ]);
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('names a missing required field in the banner, focuses it from there, and clears the error once it is filled', async () => {
    await page.goto(`${session.appUrl}/content/posts/+`);
    await page.getByLabel('Code', { exact: true }).fill('C3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await banner().getByRole('button', { name: 'Title' }).waitFor();
    expect(await banner().getByRole('listitem').allTextContents()).toEqual(['TitleThis field is required.']);
    console.log(`Screenshot of the validation banner: ${await screenshot(page, 'item-page-banner')}`);
    await page.getByLabel('Code', { exact: true }).focus();
    await banner().getByRole('button', { name: 'Title' }).click();
    await expect.poll(() => isFocused('Title')).toBe(true);

    await page.getByLabel('Title', { exact: true }).fill('Third');
    await banner().waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's refusal of a duplicate unique value beside the field and in the banner", async () => {
    await page.getByLabel('Code', { exact: true }).fill('A1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const code = page.getByLabel('Code', { exact: true });
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-field="code"] .field-error').textContent()).toBe('Value has to be unique.');
    expect(await banner().getByRole('listitem').allTextContents()).toEqual(['CodeValue has to be unique.']);
    console.log(`Screenshot of the unique-value refusal: ${await screenshot(page, 'item-page-unique')}`);

    await code.fill('C3');
    await banner().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/posts`);
    expect((await posts()).map((entry) => entry.code)).toEqual(['A1', 'B2', 'C3']);
  });

  it("shows created and updated by the admin's name, a revision's before/after, and reverts to it", async () => {
    await page.goto(`${session.appUrl}/content/posts/1`);
    await page.getByLabel('Title', { exact: true }).fill('First, edited');
    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Save and stay' }).click();
    await expect.poll(async () => (await post(1)).title).toBe('First, edited');

    const stamp = (term: string) => sidebar().locator('.item-sidebar__stamp', { hasText: term }).locator('dd');
    await expect.poll(() => stamp('Created by').textContent()).toBe('Ada Admin');
    await expect.poll(() => stamp('Updated by').textContent()).toBe('Ada Admin');
    const history = sidebar().getByRole('list', { name: 'History' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);

    await history.getByRole('button', { name: /^Open revision: update by Ada Admin/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Revision' });
    const titleRow = drawer.getByRole('row', { name: /^Title/ });
    await titleRow.waitFor();
    expect(await titleRow.getByRole('cell').allTextContents()).toEqual(['First', 'First, edited']);
    console.log(`Screenshot of a revision's before/after: ${await screenshot(page, 'item-page-revision')}`);
    await drawer.getByRole('button', { name: 'Close' }).click();

    await history.getByRole('button', { name: /^Open revision: create by Ada Admin/ }).click();
    await drawer.getByRole('table', { name: 'Changes' }).waitFor();
    await drawer.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('alertdialog', { name: 'Revert to this revision?' }).getByRole('button', { name: 'Revert' }).click();
    await expect.poll(async () => (await post(1)).title).toBe('First');
    await sidebar()
      .getByText(/Reverted to the revision of/)
      .waitFor();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('First');
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    console.log(`Screenshot of the item page after the revert: ${await screenshot(page, 'item-page-reverted')}`);
  });

  it('adds a comment to the item', async () => {
    await sidebar().getByRole('combobox', { name: 'Comment' }).fill('Checked the numbers.');
    await sidebar().getByRole('button', { name: 'Add comment' }).click();
    await sidebar().getByRole('list', { name: 'Comments' }).getByText('Checked the numbers.').waitFor();
    const comments = await apiData<{ comment: string; item: string }[]>(
      session.server,
      '/activity?filter[action][_eq]=comment&filter[collection][_eq]=posts&fields=comment,item',
    );
    expect(comments).toEqual([{ comment: 'Checked the numbers.', item: '1' }]);
  });

  it('archives and unarchives the item, read back through the API', async () => {
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Archive this item?' }).getByRole('button', { name: 'Archive' }).click();
    await expect.poll(async () => (await post(1)).status).toBe('archived');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect.poll(async () => (await post(1)).status).toBe('draft');
    await page.getByRole('button', { name: 'Archive', exact: true }).waitFor();
  });

  it('puts the info sidebar beside the form at 1440 px and below it on a narrow screen, and collapses it', async () => {
    const form = page.locator('.item-page__body');
    const box = async () => ({ form: await form.boundingBox(), sidebar: await sidebar().boundingBox() });
    let wide = await box();
    expect(wide.sidebar!.x).toBeGreaterThanOrEqual(wide.form!.x + wide.form!.width);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect
      .poll(async () => (await sidebar().boundingBox())!.y)
      .toBeGreaterThanOrEqual((await form.boundingBox())!.y + (await form.boundingBox())!.height);
    console.log(`Screenshot of the sidebar below the form on a narrow screen: ${await screenshot(page, 'item-page-narrow')}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const toggle = sidebar().getByRole('button', { name: 'Item info' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await sidebar().getByRole('list', { name: 'History' }).waitFor({ state: 'hidden' });
    wide = await box();
    expect(wide.sidebar!.width).toBeLessThan(200);
    await toggle.click();
    await sidebar().getByRole('list', { name: 'History' }).waitFor();
  });

  it('deletes only after a confirmation', async () => {
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await posts()).map((entry) => entry.id)).toEqual([1, 2, 3]);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${session.appUrl}/content/posts`);
    expect((await posts()).map((entry) => entry.title)).toEqual(['Second', 'Third']);
  });
});
