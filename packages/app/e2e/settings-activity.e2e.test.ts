import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface SettingsRow {
  project_name: string;
  project_color: string | null;
  auth_password_policy: string | null;
  storage_asset_presets: unknown;
}

// The reference's strong pattern, as the settings screen stores it.
const STRONG = "/(?=^.{8,}$)(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*()_+}{';'?>.<,])(?!.*\\s).*$/";
const BOB = { email: 'bob@example.com', password: 'Bob-pass-1!' };

/**
 * The settings module and the activity log on the real server (SQLite): project name and colour
 * reach the shell, the password policy is stored as the reference stores it, bad values are
 * refused field by field, a bookmark is deleted, and the activity log is filtered and followed to
 * the item it touched. Every change is read back through the API.
 */
describe('settings and activity in the browser', () => {
  let session: AppSession;
  let page: Page;
  let bobPostId: number;

  const settings = () =>
    apiData<SettingsRow>(session.server, '/settings?fields=project_name,project_color,auth_password_policy,storage_asset_presets');

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'PATCH', '/users/me', { first_name: 'Ada', last_name: 'Admin' });
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'posts',
      schema: {},
      meta: { display_template: '{{title}}', accountability: 'all' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/posts', { title: 'By Ada' });
    const me = await apiData<{ role: string }>(session.server, '/users/me?fields=role');
    await apiWrite(session.server, 'POST', '/users', { ...BOB, first_name: 'Bob', last_name: 'Editor', role: me.role, status: 'active' });
    // Bob writes one post himself, so the log has two people and two kinds of action to tell apart.
    const login = await fetch(`${session.server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BOB),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const created = await fetch(`${session.server.url}/items/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'By Bob' }),
    });
    bobPostId = ((await created.json()) as { data: { id: number } }).data.id;
    await apiWrite(session.server, 'PATCH', `/items/posts/${bobPostId}`, { title: 'By Bob, edited by Ada' });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('changes the project name and colour, and the shell shows them after a reload', async () => {
    await page.goto(`${session.appUrl}/settings/project`);
    await page.getByLabel('Project name', { exact: true }).fill('Atlas Docs');
    await page.getByLabel('Project color', { exact: true }).fill('#2266AA');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await settings()).project_name).toBe('Atlas Docs');
    expect((await settings()).project_color).toBe('#2266AA');

    await page.reload();
    await page.getByLabel('Project name', { exact: true }).waitFor();
    expect(await page.getByLabel('Project name', { exact: true }).inputValue()).toBe('Atlas Docs');
    const modules = page.getByRole('navigation', { name: 'Modules' });
    expect(await modules.locator('.module-bar__project').getAttribute('title')).toBe('Atlas Docs');
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--project-color'))).toBe('#2266AA');
    console.log(`Screenshot of the project settings: ${await screenshot(page, 'settings-project')}`);
  });

  it('sets the strong password policy through the screen; the API stores it and refuses a weak password', async () => {
    await page.goto(`${session.appUrl}/settings/project`);
    await page.getByLabel('Password policy', { exact: true }).selectOption('strong');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await settings()).auth_password_policy).toBe(STRONG);
    const weak = await session.server.asAdmin('/users', { method: 'POST', json: { email: 'weak@example.com', password: 'weakweak' } });
    expect(weak.status).toBe(400);
    await page.reload();
    await page.getByLabel('Password policy', { exact: true }).waitFor();
    expect(await page.getByLabel('Password policy', { exact: true }).inputValue()).toBe('strong');
  });

  it('refuses bad values field by field and sends nothing', async () => {
    await page.goto(`${session.appUrl}/settings/project`);
    await page.getByRole('button', { name: 'Add asset preset' }).click();
    const preset = page.getByRole('group', { name: 'Asset preset 1' });
    await preset.getByLabel('Key', { exact: true }).fill('Big Thumb');
    await preset.getByLabel('Quality', { exact: true }).fill('150');
    await page.getByLabel('Password policy', { exact: true }).selectOption('custom');
    await page.getByLabel('Custom password pattern', { exact: true }).fill('/[a-/');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('3 settings need attention.', { exact: false }).waitFor();
    const messageOf = (control: ReturnType<Page['getByLabel']>) =>
      control.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(await messageOf(preset.getByLabel('Key', { exact: true }))).toBe(
      'Key has to be a slug: lower-case letters, digits, "-" and "_".',
    );
    expect(await messageOf(preset.getByLabel('Quality', { exact: true }))).toBe('Quality has to be a whole number from 0 to 100.');
    expect(await messageOf(page.getByLabel('Custom password pattern', { exact: true }))).toBe('Not a valid regular expression.');
    console.log(`Screenshot of refused settings: ${await screenshot(page, 'settings-refused')}`);
    const stored = await settings();
    expect(stored.storage_asset_presets).toBeNull();
    expect(stored.auth_password_policy).toBe(STRONG);
    await page.getByRole('button', { name: 'Discard changes' }).click();
  });

  it('deletes a bookmark', async () => {
    await apiWrite(session.server, 'POST', '/presets', { bookmark: 'Drafts', collection: 'posts', layout: 'tabular' });
    await page.goto(`${session.appUrl}/settings/presets`);
    await page.getByRole('button', { name: 'Delete Drafts' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Drafts' }).waitFor({ state: 'detached' });
    expect(await apiData<unknown[]>(session.server, '/presets?filter[bookmark][_eq]=Drafts')).toEqual([]);
  });

  it('filters the activity log by user and action and opens the touched item', async () => {
    await page.goto(`${session.appUrl}/settings/project`);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Activity log' }).click();
    const log = page.getByRole('table', { name: 'Activity log' });
    await log.waitFor();
    const filters = page.getByRole('group', { name: 'Filter activity' });
    await filters.getByLabel('User', { exact: true }).selectOption({ label: 'Bob Editor' });
    await filters.getByLabel('Action', { exact: true }).selectOption('create');
    await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
    expect(await log.locator('tbody tr td').nth(1).textContent()).toBe('Bob Editor');
    console.log(`Screenshot of the filtered activity log: ${await screenshot(page, 'activity-filtered')}`);
    await log.getByRole('link', { name: `Open posts ${bobPostId}` }).click();
    await page.waitForURL(`${session.appUrl}/content/posts/${bobPostId}`);
    await page.getByLabel('Title', { exact: true }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('By Bob, edited by Ada');
  });
});
