import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, fillSignIn, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * The audit trail in the browser (issue 40): a permission changed through the API is in the
 * activity log under its system collection, its entry shows what changed, and its link leads to
 * the role the permission belongs to, whose page shows the role's own history (signed in as an
 * admin). A user of another role sees the history of their own account, limited to what they did.
 */
describe('the audit trail of system collections in the browser', () => {
  let session: AppSession;
  let page: Page;
  let role: string;
  let permission: number;

  beforeAll(async () => {
    session = await startAppSession();
    role = ((await apiWrite(session.server, 'POST', '/roles', { name: 'Reviewers', app_access: true })) as { id: string }).id;
    permission = (
      (await apiWrite(session.server, 'POST', '/permissions', { role, collection: 'directus_files', action: 'read', fields: ['*'] })) as {
        id: number;
      }
    ).id;
    await apiWrite(session.server, 'PATCH', `/permissions/${permission}`, { fields: ['id', 'title'] });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it("finds a permission change in the activity log, opens its diff and follows the link to the permission's role", async () => {
    const [entry] = await apiData<Array<{ id: number }>>(
      session.server,
      `/activity?filter[collection][_eq]=directus_permissions&filter[item][_eq]=${permission}&filter[action][_eq]=update&fields=id`,
    );
    await page.goto(`${session.appUrl}/activity`);
    const log = page.getByRole('table', { name: 'Activity log' });
    await log.waitFor();
    const filters = page.getByRole('group', { name: 'Filter activity' });
    await filters.getByLabel('Collection', { exact: true }).selectOption('directus_permissions');
    await filters.getByLabel('Action', { exact: true }).selectOption('update');
    await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
    expect(await log.locator('tbody tr td').nth(2).textContent()).toBe('directus_permissions');

    await log.getByRole('link', { name: `Updated, details of activity ${entry!.id}` }).click();
    const drawer = page.getByRole('dialog', { name: `Activity ${entry!.id}` });
    const changes = drawer.getByRole('table', { name: 'Changes' });
    await changes.waitFor();
    expect(await changes.getByRole('row', { name: /fields/ }).textContent()).toBe('fields["*"]["id","title"]');
    console.log(`Screenshot of a permission's diff: ${await screenshot(page, 'audit-permission-diff')}`);

    await drawer.getByRole('link', { name: 'Open the role' }).click();
    await page.waitForURL(`${session.appUrl}/settings/roles/${role}`);
    await page.getByRole('heading', { name: 'Reviewers', level: 1 }).waitFor();
    const history = page.getByRole('region', { name: 'History of this role' });
    await history.getByRole('link', { name: 'Created' }).waitFor();
  });

  it("shows a non-admin the history of their own account: their own changes, not the admin's", async () => {
    const eve = { email: 'eve@example.com', password: 'Eve-pass-1!' };
    const { id } = (await apiWrite(session.server, 'POST', '/users', { ...eve, first_name: 'Eve', role, status: 'active' })) as {
      id: string;
    };
    const login = await fetch(`${session.server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eve),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const changed = await fetch(`${session.server.url}/users/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Reviewer' }),
    });
    expect(changed.status).toBe(200);

    const own = (await session.newPage()).page;
    await own.goto(`${session.appUrl}/login`);
    await fillSignIn(own, eve.email, eve.password);
    await own.waitForURL((url) => !url.pathname.endsWith('/login'));
    await own.goto(`${session.appUrl}/users/${id}`);
    const history = own.getByRole('region', { name: 'History of this user' });
    await history.getByRole('link', { name: 'Updated' }).waitFor();
    // The account's creation was the admin's doing: the default rules let Eve read only her own entries.
    // Newest first: her sign-in here, her change, her sign-in through the API.
    expect(await history.getByRole('link').allTextContents()).toEqual(['Signed in', 'Updated', 'Signed in']);
  });
});
