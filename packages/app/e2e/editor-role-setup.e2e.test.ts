import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createPosts, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { seriousViolations } from './support/axe.js';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

interface StoredRule {
  collection: string;
  action: string;
  fields: string[] | null;
  permissions: Record<string, unknown> | null;
}

const EDITOR = { email: 'ed@example.com', password: 'Editor-pass-1!' };

/**
 * Issue 42: an administrator sets up an "Editor" role entirely in the browser — app access, the
 * recommended system rules, revisions on a system row, and a user collection whose items the editor
 * may update only when they created them (`user_created = $CURRENT_USER`, built in the visual rule
 * builder). A non-admin user of that role then uploads a file, writes a post and edits it, and the
 * server refuses them someone else's post.
 */
describe('an editor role set up in the browser', () => {
  let session: AppSession;
  let page: Page;
  let roleId: string;
  /** Requests that looked a dynamic variable up as a user's key. */
  const variableLookups: string[] = [];

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    await createPosts(
      server,
      [],
      [
        {
          field: 'status',
          type: 'string',
          meta: { interface: 'select-dropdown', options: { choices: [{ text: 'Draft', value: 'draft' }] } },
        },
        { field: 'user_created', type: 'uuid', meta: { special: ['user-created'], interface: 'select-dropdown-m2o', readonly: true } },
      ],
    );
    await apiWrite(server, 'POST', '/relations', { collection: 'posts', field: 'user_created', related_collection: 'directus_users' });
    await apiWrite(server, 'POST', '/items/posts', { title: 'The admin’s post' });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    page.on('request', (request) => {
      if (/\/users\/(%24|\$)CURRENT_USER/.test(request.url())) variableLookups.push(request.url());
    });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const rules = () => apiData<StoredRule[]>(session.server, `/permissions?filter[role][_eq]=${roleId}&limit=-1`);
  const matrix = () => page.getByRole('table', { name: 'Permissions' });
  const cell = (action: string, collection: string) => matrix().getByLabel(`${action} permission of ${collection}`, { exact: true });

  it('creates the role with app access and applies the recommended defaults to its system collections', async () => {
    await page.goto(`${session.appUrl}/settings/roles`);
    await page.getByRole('button', { name: 'Create role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    await dialog.getByLabel('Role name').fill('Editor');
    expect(await dialog.getByLabel('App access').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Editor', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    roleId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

    await matrix().getByRole('button', { name: 'System collections' }).click();
    expect(await cell('Read', 'directus_roles').inputValue()).toBe('none');
    expect(await cell('Read', 'directus_roles').locator('option:checked').textContent()).toBe('Default only');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Recommended defaults' }).click();
    const reset = page.getByRole('alertdialog', { name: 'Reset the system permissions of this role?' });
    await reset.getByRole('button', { name: 'Reset' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await reset.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => cell('Create', 'directus_files').inputValue()).toBe('all');
    expect(await seriousViolations(page)).toEqual([]);
    // A system row takes a rule like any other: the editor may see revisions.
    const hasRevisions = async () => (await rules()).some((rule) => rule.collection === 'directus_revisions');
    await cell('Read', 'directus_revisions').selectOption('all');
    await expect.poll(hasRevisions).toBe(true);
    // Applying the set again replaces every system rule (one DELETE, one POST): no duplicates, the extra rule gone.
    const count = (await rules()).length;
    await page.getByRole('button', { name: 'Recommended defaults' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset the system permissions of this role?' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await expect.poll(() => cell('Read', 'directus_revisions').inputValue()).toBe('none');
    expect(await hasRevisions()).toBe(false);
    expect((await rules()).length).toBe(count - 1);
    await cell('Read', 'directus_revisions').selectOption('all');
    await expect.poll(hasRevisions).toBe(true);

    const stored = await rules();
    const has = (collection: string, action: string) => stored.some((rule) => rule.collection === collection && rule.action === action);
    expect(['create', 'read', 'update', 'delete'].every((action) => has('directus_files', action))).toBe(true);
    expect(has('directus_folders', 'read') && has('directus_users', 'read') && has('directus_shares', 'create')).toBe(true);
    expect(stored.find((rule) => rule.collection === 'directus_users' && rule.action === 'update')?.permissions).toEqual({
      id: { _eq: '$CURRENT_USER' },
    });
    // The app's minimum is the server's to grant: no rows of it are written.
    expect(has('directus_settings', 'read') || has('directus_collections', 'read')).toBe(false);
  });

  it('allows read and create of posts, and update of one’s own posts built in the visual rule builder', async () => {
    await cell('Read', 'posts').selectOption('all');
    await expect.poll(() => cell('Read', 'posts').inputValue()).toBe('all');
    await cell('Create', 'posts').selectOption('all');
    await expect.poll(() => cell('Create', 'posts').inputValue()).toBe('all');
    await cell('Update', 'posts').selectOption('custom');
    const drawer = page.getByRole('dialog', { name: 'Custom update permission of posts' });
    const itemFilter = drawer.getByRole('group', { name: 'Item permissions' });
    await itemFilter.getByRole('button', { name: 'Add filter' }).click();
    const rule = itemFilter.getByRole('group', { name: /^Filter on/ });
    await rule.getByRole('combobox', { name: 'Field', exact: true }).selectOption('user_created');
    await rule.getByRole('combobox', { name: 'Value source' }).selectOption({ label: 'Current user' });
    // Switching to JSON and back shows the variable, and never fetches it as a user.
    await drawer.getByLabel('Edit item permissions as JSON').check();
    expect(await drawer.getByLabel('Item permissions (JSON)').inputValue()).toContain('$CURRENT_USER');
    await drawer.getByLabel('Edit item permissions as JSON').uncheck();
    expect(await itemFilter.getByRole('combobox', { name: 'Value source' }).locator('option:checked').textContent()).toBe('Current user');
    await screenshot(page, 'editor-role-update-rule');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Save permission' }).click();
    await matrix().getByRole('button', { name: 'Edit update permission of posts' }).waitFor();
    await screenshot(page, 'editor-role-permissions');
    expect(await seriousViolations(page)).toEqual([]);

    const stored = await rules();
    const posts = stored.filter((entry) => entry.collection === 'posts').sort((a, b) => a.action.localeCompare(b.action));
    expect(posts.map(({ action, permissions }) => ({ action, permissions }))).toEqual([
      { action: 'create', permissions: {} },
      { action: 'read', permissions: {} },
      { action: 'update', permissions: { _and: [{ user_created: { _eq: '$CURRENT_USER' } }] } },
    ]);
    expect(variableLookups).toEqual([]);
  });

  it('lets a non-admin editor upload a file and edit only their own post', async () => {
    const { server } = session;
    await apiWrite(server, 'POST', '/users', { ...EDITOR, role: roleId, first_name: 'Ed' });
    const editor = (await session.newPage({ signedInAs: EDITOR })).page;
    await editor.setViewportSize({ width: 1440, height: 1000 });

    await editor.goto(`${session.appUrl}/files`);
    await editor
      .getByLabel('Choose files')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngBytes(120, 80, [40, 120, 200]) });
    await editor.getByRole('region', { name: 'Uploads' }).getByText('1 of 1 uploaded').waitFor();
    expect(await seriousViolations(editor)).toEqual([]);
    const files = await apiData<{ filename_download: string; uploaded_by: string }[]>(
      server,
      '/files?fields=filename_download,uploaded_by',
    );
    const [me] = await apiData<{ id: string }[]>(server, `/users?filter[email][_eq]=${EDITOR.email}`);
    expect(files).toEqual([{ filename_download: 'cover.png', uploaded_by: me?.id }]);

    await editor.goto(`${session.appUrl}/content/posts/+`);
    await editor.getByLabel('Title').fill('Ed’s post');
    expect(await seriousViolations(editor)).toEqual([]);
    const created = editor.waitForResponse((response) => response.url().endsWith('/items/posts') && response.request().method() === 'POST');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);
    const own = (await apiData<{ id: number; user_created: string }[]>(server, '/items/posts?filter[title][_eq]=Ed’s post'))[0];
    expect(own?.user_created).toBe(me?.id);

    await editor.goto(`${session.appUrl}/content/posts/${own?.id}`);
    await editor.getByLabel('Title').fill('Ed’s post, edited');
    const saved = editor.waitForResponse(
      (response) => response.url().endsWith(`/items/posts/${own?.id}`) && response.request().method() === 'PATCH',
    );
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect((await apiData<{ title: string }>(server, `/items/posts/${own?.id}`)).title).toBe('Ed’s post, edited');
    await screenshot(editor, 'editor-role-own-post');
    expect(await seriousViolations(editor)).toEqual([]);

    // The admin's post: the server refuses the editor's change, and it stays as it was.
    const { access_token } = await server.login(EDITOR.email, EDITOR.password);
    const refused = await server.request('/items/posts/1', { method: 'PATCH', token: access_token, json: { title: 'Taken over' } });
    expect(refused.status).toBe(403);
    expect((await apiData<{ title: string }>(server, '/items/posts/1')).title).toBe('The admin’s post');
    expect(variableLookups).toEqual([]);
  });
});
