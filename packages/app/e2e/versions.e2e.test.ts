import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface VersionRow {
  id: string;
  key: string;
}

/**
 * Content versions in the browser on the real server: a version created from the item page takes
 * the edits (the main item stays as it was), then comparing and promoting it moves them to main.
 */
describe('content versions in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'pages',
      schema: {},
      meta: { display_template: '{{title}}', versioning: true },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/pages', { title: 'Home' });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const versions = () => apiData<VersionRow[]>(session.server, '/versions?filter[collection][_eq]=pages&filter[item][_eq]=1');
  const mainTitle = async () => (await apiData<{ title: string }>(session.server, '/items/pages/1')).title;

  it('creates a version "Draft" and saves an edit into it, leaving the main item alone', async () => {
    await page.goto(`${session.appUrl}/content/pages/1`);
    await page.getByRole('button', { name: /^Version:/ }).click();
    await page.getByRole('menuitem', { name: 'Create version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create version' });
    await dialog.getByLabel('Name').fill('Draft');
    expect(await dialog.getByLabel('Key').inputValue()).toBe('draft');
    await dialog.getByRole('button', { name: 'Create version' }).click();
    await page.getByText('Editing version "Draft"').waitFor();
    expect(new URL(page.url()).searchParams.get('version')).toBe('draft');

    await page.getByLabel('Title').fill('Home, redesigned');
    const saved = page.waitForResponse((response) => /\/versions\/[^/]+\/save$/.test(response.url()) && response.ok());
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    console.log(`Screenshot of editing a version: ${await screenshot(page, 'versions-editing')}`);

    expect(await mainTitle()).toBe('Home');
    const [draft] = await versions();
    expect(draft?.key).toBe('draft');
    // The version's delta: its saves merged, as compare answers it.
    const comparison = await apiData<{ current: Record<string, unknown> }>(session.server, `/versions/${draft?.id}/compare`);
    expect(comparison.current).toEqual({ title: 'Home, redesigned' });
  });

  it('compares the version with main and promotes it', async () => {
    await page.goto(`${session.appUrl}/content/pages/1?version=draft`);
    await page.getByText('Editing version "Draft"').waitFor();
    await page.getByRole('button', { name: /^Version:/ }).click();
    await page.getByRole('menuitem', { name: 'Compare with main / promote' }).click();
    const drawer = page.getByRole('dialog', { name: 'Compare "Draft" with main' });
    await drawer.getByRole('checkbox', { name: 'Promote Title' }).waitFor();
    expect(await drawer.getByRole('checkbox', { name: 'Promote Title' }).isChecked()).toBe(true);
    expect(await drawer.getByText('Home, redesigned').count()).toBe(1);
    console.log(`Screenshot of the comparison: ${await screenshot(page, 'versions-compare')}`);

    await drawer.getByRole('button', { name: 'Promote' }).click();
    const offer = page.getByRole('alertdialog', { name: 'Version "Draft" promoted. Delete it?' });
    await offer.waitFor();
    expect(await mainTitle()).toBe('Home, redesigned');
    expect(new URL(page.url()).searchParams.get('version')).toBeNull();
    await offer.getByRole('button', { name: 'Delete version' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await versions()).toEqual([]);
    expect(await page.getByLabel('Title').inputValue()).toBe('Home, redesigned');
  });
});
