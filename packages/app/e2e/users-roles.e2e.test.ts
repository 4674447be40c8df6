import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../server/test/harness/mail-catcher.js';
import type { MailCatcher } from '../../server/test/harness/mail-catcher.js';
import { apiData, apiWrite, fillSignIn, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { guardBrowserTests, waitForContentModule, openContentModule } from './support/test-lifecycle.js';

interface PermissionRow {
  collection: string;
  action: string;
  fields: string[] | null;
  permissions: Record<string, unknown> | null;
}

interface UserRow {
  id: string;
  email: string;
  role: string | null;
  status: string;
}

const REVIEWER = { email: 'reviewer@example.com', password: 'Reviewer-pass-1!' };
const INVITED = { email: 'invited@example.com', password: 'Invited-pass-1!' };

/**
 * The users and roles modules on the real server (SQLite) with a real SMTP server catching the
 * invitation mail: roles and rules built in the browser, then used by their user in a second
 * browser context; an invitation accepted through its mail's link; the password policy enforced.
 * Every change made in the browser is read back through the API.
 */
describe('users, roles and permissions in the browser', () => {
  let mail: MailCatcher;
  let session: AppSession;
  let page: Page;
  let editorsRole: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    session = await startAppSession({ env: mail.env });
    const { server } = session;
    const idField = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        idField,
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'status', type: 'string', meta: { interface: 'input' } },
        { field: 'body', type: 'text', meta: { interface: 'input-multiline' } },
      ],
    });
    for (const [title, status] of [
      ['Published one', 'published'],
      ['Published two', 'published'],
      ['Secret draft', 'draft'],
    ])
      await apiWrite(server, 'POST', '/items/articles', { title, status, body: `Body of ${title}` });
    editorsRole = ((await apiWrite(server, 'POST', '/roles', { name: 'Editors', app_access: true, admin_access: false })) as { id: string })
      .id;
    await apiWrite(server, 'POST', '/permissions', { role: editorsRole, collection: 'articles', action: 'read', fields: ['*'] });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  afterAll(async () => mail?.close());
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('builds a role with a custom item filter and field list, and its user sees exactly that', async () => {
    await page.goto(`${session.appUrl}/settings/roles`);
    await page.getByRole('button', { name: 'Create role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    await dialog.getByLabel('Role name').fill('Reviewers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Reviewers', level: 1 }).waitFor();
    const roleId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

    const matrix = page.getByRole('table', { name: 'Permissions' });
    await matrix.getByLabel('Read permission of articles').selectOption('custom');
    const drawer = page.getByRole('dialog', { name: 'Custom read permission of articles' });
    const itemFilter = drawer.getByRole('group', { name: 'Item permissions' });
    await itemFilter.getByRole('button', { name: 'Add filter' }).click();
    const rule = itemFilter.getByRole('group', { name: /^Filter on/ });
    await rule.getByRole('combobox', { name: 'Field' }).selectOption('status');
    await rule.getByLabel('Operator').selectOption({ label: 'Equals' });
    await rule.getByLabel('Value', { exact: true }).fill('published');
    await drawer.getByLabel('All fields').uncheck();
    for (const field of ['id', 'title', 'status']) await drawer.getByLabel(field, { exact: true }).check();
    await screenshot(page, 'users-roles-custom-permission');
    await drawer.getByRole('button', { name: 'Save permission' }).click();
    await drawer.waitFor({ state: 'detached' });
    await matrix.getByRole('button', { name: 'Edit read permission of articles' }).waitFor();

    const rules = await apiData<PermissionRow[]>(session.server, `/permissions?filter[role][_eq]=${roleId}`);
    expect(rules.map(({ collection, action, fields, permissions }) => ({ collection, action, fields, permissions }))).toEqual([
      {
        collection: 'articles',
        action: 'read',
        fields: ['id', 'title', 'status'],
        permissions: { _and: [{ status: { _eq: 'published' } }] },
      },
    ]);

    // Its user, created on the users module's page.
    await page.goto(`${session.appUrl}/users/+`);
    await page.getByLabel('Email', { exact: true }).fill(REVIEWER.email);
    await page.getByLabel('Password', { exact: true }).fill(REVIEWER.password);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Reviewers' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /\/users\/[0-9a-f-]{36}$/.test(url.pathname));
    const [created] = await apiData<UserRow[]>(session.server, `/users?filter[email][_eq]=${REVIEWER.email}&fields=id,email,role,status`);
    expect(created).toMatchObject({ role: roleId, status: 'active' });

    await page.goto(`${session.appUrl}/settings/roles`);
    await expect.poll(() => page.getByLabel('Users of Reviewers').textContent()).toBe('1');

    const second = (await session.newPage({ signedInAs: REVIEWER })).page;
    await openContentModule(session, second);
    await second.goto(`${session.appUrl}/content/articles`);
    await second.getByRole('link', { name: 'Open Published one' }).waitFor();
    await second.getByRole('link', { name: 'Open Published two' }).waitFor();
    expect(await second.getByRole('link', { name: 'Open Secret draft' }).count()).toBe(0);
    await second.getByRole('link', { name: 'Open Published one' }).click();
    await expect.poll(() => second.getByLabel('Title').inputValue()).toBe('Published one');
    expect(await second.getByLabel('Body').count()).toBe(0);
    await screenshot(second, 'users-roles-reviewer-view');
  });

  it('invites a user through a real SMTP server, and the invitation link activates them', async () => {
    await page.goto(`${session.appUrl}/users`);
    await page.getByRole('button', { name: 'Invite users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite users' });
    await dialog.getByLabel('Emails').fill(INVITED.email);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Editors' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `Open ${INVITED.email}` }).waitFor();
    await screenshot(page, 'users-directory-invited');

    const message = await mail.waitFor(INVITED.email, 10_000);
    const token = /accept-invite\?token=([\w.-]+)/.exec(message.text)?.[1];
    expect(token).toBeTruthy();
    const [invited] = await apiData<UserRow[]>(session.server, `/users?filter[email][_eq]=${INVITED.email}&fields=id,email,role,status`);
    expect(invited).toMatchObject({ role: editorsRole, status: 'invited' });

    const guest = (await session.newPage()).page;
    await guest.goto(`${session.appUrl}/accept-invite?token=${token}`);
    await guest.getByLabel('Password', { exact: true }).fill(INVITED.password);
    await guest.getByRole('button', { name: 'Accept invitation' }).click();
    await guest.getByText('Your account is ready').waitFor();
    const [accepted] = await apiData<UserRow[]>(session.server, `/users?filter[email][_eq]=${INVITED.email}&fields=id,status`);
    expect(accepted?.status).toBe('active');
    await guest.getByRole('link', { name: 'Sign in' }).click();
    await fillSignIn(guest, INVITED.email, INVITED.password);
    await waitForContentModule(session, guest);
  });

  it("refuses a weak password on the user page with the server's message", async () => {
    await apiWrite(session.server, 'PATCH', '/settings', { auth_password_policy: 'strong' });
    const [reviewer] = await apiData<UserRow[]>(session.server, `/users?filter[email][_eq]=${REVIEWER.email}&fields=id`);
    await page.goto(`${session.appUrl}/users/${reviewer?.id}`);
    await page.getByLabel('Password', { exact: true }).fill('weakpassword');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Provided password doesn't match password policy.").waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'users-password-policy');
    // Not changed: the old password still signs in.
    await session.server.login(REVIEWER.email, REVIEWER.password);
  });
});
