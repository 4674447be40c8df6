import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiWrite, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

/**
 * Trash in the browser on the real server (SQLite): the data model's toggle turns trash on, an item
 * deleted from its page shows up in the collection's Trash, and Restore brings it back in place.
 */
describe('trash and restore in the browser', () => {
  let session: AppSession;
  let page: Page;
  const read = async (path: string) => ((await (await session.server.asAdmin(path)).json()) as { data: Record<string, unknown> }).data;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'notes',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
      ],
    });
    await apiWrite(session.server, 'POST', '/items/notes', { title: 'Keep me' });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('enables trash, deletes an item, restores it from the trash list and shows it again', async () => {
    await page.goto(`${session.appUrl}/settings/data-model/notes`);
    const form = page.getByRole('form', { name: 'Collection settings' });
    await form.getByRole('checkbox', { name: 'Keep deleted items restorable (trash)' }).check();
    await form.getByRole('button', { name: 'Save collection settings' }).click();
    await expect.poll(async () => ((await read('/collections/notes')).meta as { trash: boolean }).trash).toBe(true);

    await page.goto(`${session.appUrl}/content/notes/1`);
    await page.getByRole('heading', { name: 'Keep me', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${session.appUrl}/content/notes`);

    await page.getByRole('link', { name: 'Trash' }).click();
    const row = page.getByRole('table', { name: 'Deleted items' }).getByRole('row', { name: /Keep me/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Restore Keep me' }).click();
    await page.waitForURL(`${session.appUrl}/content/notes/1`);
    await page.getByRole('heading', { name: 'Keep me', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: /Title/ }).inputValue()).toBe('Keep me');
    expect(await read('/items/notes/1')).toMatchObject({ id: 1, title: 'Keep me' });
  });
});
