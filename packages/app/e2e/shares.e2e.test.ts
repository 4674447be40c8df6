import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, createPosts, TEST_ADMIN } from './support/app-session.js';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface ShareRead {
  id: string;
  name: string;
  role: string | null;
  max_uses: number | null;
  times_used: number;
  password: string | null;
}

/**
 * Shares in the browser on the real server (SQLite): the admin creates a password-protected share
 * of an item in the item sidebar; a signed-out visitor in a fresh browser context opens its public
 * page, is refused a wrong password, opens it with the right one and reads the item; the use is
 * counted by the API.
 */
describe('shares in the browser', () => {
  let session: AppSession;
  let page: Page;
  let roleId: string;
  let coverId: string;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'people',
      schema: {},
      meta: { display_template: '{{name}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'name', type: 'string', meta: { interface: 'input' } },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/people', { name: 'Ada Reviewer' });
    await createPosts(
      session.server,
      ['Quarterly report draft'],
      [
        { field: 'author', type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } },
        { field: 'cover', type: 'uuid', meta: { interface: 'file-image', special: ['file'] } },
        { field: 'published_on', type: 'date', meta: { interface: 'datetime' } },
      ],
    );
    await apiWrite(session.server, 'POST', '/relations', { collection: 'posts', field: 'author', related_collection: 'people' });
    await apiWrite(session.server, 'POST', '/relations', { collection: 'posts', field: 'cover', related_collection: 'directus_files' });
    const upload = new FormData();
    upload.append('title', 'Board photo');
    upload.append('file', new Blob([new Uint8Array(pngBytes(64, 48, [30, 90, 160]))], { type: 'image/png' }), 'board.png');
    const uploaded = await session.server.asAdmin('/files', { method: 'POST', body: upload });
    coverId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    await apiWrite(session.server, 'PATCH', '/settings', { project_name: 'Acme Newsroom', project_logo: coverId });
    await apiWrite(session.server, 'PATCH', '/items/posts/1', { author: 1, cover: coverId, published_on: '2026-03-14' });
    roleId = (
      (await apiWrite(session.server, 'POST', '/roles', { name: 'Reviewers', app_access: false, admin_access: false })) as { id: string }
    ).id;
    await apiWrite(session.server, 'POST', '/permissions', { role: roleId, collection: 'posts', action: 'read', fields: ['*'] });
    await apiWrite(session.server, 'POST', '/permissions', { role: roleId, collection: 'people', action: 'read', fields: ['*'] });
    await apiWrite(session.server, 'POST', '/permissions', { role: roleId, collection: 'directus_files', action: 'read', fields: ['*'] });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  let shareId: string;

  it('creates a share with a password and two uses in the item sidebar', async () => {
    await page.goto(`${session.appUrl}/content/posts/1`);
    const section = page.getByRole('region', { name: 'Shares' });
    await section.getByText('Not shared yet.').waitFor();
    await section.getByRole('button', { name: 'New share' }).click();
    const dialog = page.getByRole('dialog', { name: 'New share' });
    await dialog.getByLabel('Name').fill('For the board');
    await dialog.getByLabel('Role').selectOption({ label: 'Reviewers' });
    await dialog.getByLabel('Password').fill('board-2026');
    await dialog.getByLabel('Maximum uses').fill('2');
    await dialog.getByRole('button', { name: 'Create share' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = section.getByRole('listitem').filter({ hasText: 'For the board' });
    await row.getByText('0 / 2 uses').waitFor();
    console.log(`Screenshot of the shares section: ${await screenshot(page, 'shares-section')}`);

    const shares = await apiData<ShareRead[]>(session.server, '/shares?filter[collection][_eq]=posts&filter[item][_eq]=1');
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ name: 'For the board', role: roleId, max_uses: 2, times_used: 0, password: '**********' });
    shareId = shares[0]?.id ?? '';
  });

  it('opens the share signed out: wrong password refused, right one shows the item, and the use is counted', async () => {
    const visitor = (await session.newPage()).page;
    const refused: string[] = [];
    visitor.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/shares/auth')) refused.push(`${response.status()} ${response.url()}`);
    });
    await visitor.goto(`${session.appUrl}/shared/${shareId}`);
    const form = visitor.getByRole('form', { name: 'Share password' });
    await form.getByLabel('Password').fill('guess');
    await form.getByRole('button', { name: 'Open' }).click();
    await form.getByText('Wrong password, or the share cannot be opened any more.').waitFor();
    console.log(`Screenshot of the wrong password: ${await screenshot(visitor, 'shares-wrong-password')}`);
    expect((await apiData<ShareRead>(session.server, `/shares/${shareId}`)).times_used).toBe(0);

    await form.getByLabel('Password').fill('board-2026');
    await form.getByRole('button', { name: 'Open' }).click();
    await visitor.getByText('Quarterly report draft').waitFor();
    expect(await visitor.getByText('Title', { exact: true }).count()).toBe(1);
    // The related row is named, not shown by its key.
    expect(await visitor.getByText('Author', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('Ada Reviewer');
    // Issue 42, point 13: the fields' displays (the share reads the data model), the cover as its
    // image, and the project's branding; no request of the page refused.
    const published = visitor.getByText('Published On', { exact: true }).locator('xpath=following-sibling::dd');
    expect(await published.textContent()).not.toContain('2026-03-14');
    expect(await published.textContent()).toMatch(/2026/);
    const cover = visitor.getByRole('img', { name: 'Board photo' });
    await cover.waitFor();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await cover.getAttribute('src')).toContain(`/assets/${coverId}?`);
    await visitor.getByText('Acme Newsroom').waitFor();
    const logo = visitor.locator('.project-brand__logo');
    expect(await logo.getAttribute('src')).toContain(`/assets/${coverId}`);
    expect(refused).toEqual([]);
    console.log(`Screenshot of the shared item: ${await screenshot(visitor, 'shares-item')}`);
    expect((await apiData<ShareRead>(session.server, `/shares/${shareId}`)).times_used).toBe(1);
    // The visitor was never signed in to the app: no session was stored for them.
    expect(await visitor.evaluate(() => window.localStorage.getItem('tessera_auth'))).toBeNull();
    await visitor.close();
  });
});
