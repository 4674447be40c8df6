import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface Fruit {
  name: string;
  color: string | null;
}

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Cranberry'];

/**
 * The editor's bulk-delete scenario from issue 23 on the real server (SQLite), at 1440×900: a bulk
 * edit, a new search and new ticks must leave Delete with exactly the rows on screen. What exists
 * afterwards is read back through the API.
 */
describe('selection in the browser', () => {
  let session: AppSession;
  let page: Page;

  const fruits = () => apiData<Fruit[]>(session.server, '/items/fruits?limit=-1&sort=name&fields=name,color');
  const selected = () => page.getByRole('region', { name: 'Selected items' });
  const shownNames = async () =>
    (await page.locator('tbody a.table__open').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))).map(
      (label) => label.replace(/^Open /, ''),
    );

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'fruits',
      schema: {},
      meta: { display_template: '{{name}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'name', type: 'string', meta: { interface: 'input' } },
        { field: 'color', type: 'string', meta: { interface: 'input' } },
      ],
    });
    await apiWrite(
      session.server,
      'POST',
      '/items/fruits',
      FRUITS.map((name) => ({ name, color: null })),
    );
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('deletes exactly the visible selection after a bulk edit, a new search and new ticks', async () => {
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Fruits', exact: true }).click();
    await expect.poll(shownNames, { timeout: 15_000 }).toEqual(FRUITS);

    // A bulk edit of two rows.
    await page.getByRole('checkbox', { name: 'Select Apple' }).check();
    await page.getByRole('checkbox', { name: 'Select Apricot' }).check();
    await selected().getByText('2 items selected').waitFor();
    await selected().getByRole('button', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit 2 items' });
    await drawer.getByLabel('Color').fill('orange');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    // The edit is done, so its selection is spent.
    await selected().waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'Select Apple' }).isChecked()).toBe(false);

    // A new search and two more ticks.
    await page.getByLabel('Search items').fill('berry');
    await expect.poll(shownNames, { timeout: 15_000 }).toEqual(['Blueberry', 'Cranberry']);
    await page.getByRole('checkbox', { name: 'Select Blueberry' }).check();
    await page.getByRole('checkbox', { name: 'Select Cranberry' }).check();
    await selected().getByText('2 items selected').waitFor();
    await selected().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
    await confirm.waitFor();
    expect(await confirm.getByText(/not on screen/).count()).toBe(0);
    console.log(`Screenshot of the bulk-delete confirmation: ${await screenshot(page, 'selection-delete-confirm')}`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });

    await expect.poll(fruits, { timeout: 10_000 }).toEqual([
      { name: 'Apple', color: 'orange' },
      { name: 'Apricot', color: 'orange' },
      { name: 'Banana', color: null },
      { name: 'Cherry', color: null },
    ]);
    await page.getByText('No items match').waitFor();
    console.log(`Screenshot after the bulk delete: ${await screenshot(page, 'selection-after-delete')}`);
  });

  it('clears the selection when the sort changes, so nothing ticked is acted on out of sight', async () => {
    await page.getByLabel('Search items').fill('');
    await expect.poll(shownNames, { timeout: 15_000 }).toEqual(['Apple', 'Apricot', 'Banana', 'Cherry']);
    await page.getByRole('checkbox', { name: 'Select Banana' }).check();
    await selected().getByText('1 item selected').waitFor();
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(shownNames, { timeout: 15_000 }).toEqual(['Apple', 'Apricot', 'Banana', 'Cherry']);
    await selected().waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'Select Banana' }).isChecked()).toBe(false);
    expect((await fruits()).map((fruit) => fruit.name)).toEqual(['Apple', 'Apricot', 'Banana', 'Cherry']);
  });

  it('keeps the table in place when the selection bar appears, and shift-click ticks a range', async () => {
    await expect.poll(shownNames, { timeout: 15_000 }).toEqual(['Apple', 'Apricot', 'Banana', 'Cherry']);
    const tableTop = async () => (await page.getByRole('table').boundingBox())?.y;
    const before = await tableTop();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Select Apple' }).check();
    await selected().getByText('1 item selected').waitFor();
    expect(await tableTop()).toBe(before);
    await page.getByRole('checkbox', { name: 'Select Cherry' }).click({ modifiers: ['Shift'] });
    await selected().getByText('4 items selected').waitFor();
    console.log(`Screenshot of a shift-click range: ${await screenshot(page, 'selection-range')}`);
    await selected().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 4 items?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await selected().getByRole('button', { name: 'Clear selection' }).click();
    await selected().waitFor({ state: 'detached' });
    expect(await tableTop()).toBe(before);
    expect((await fruits()).map((fruit) => fruit.name)).toEqual(['Apple', 'Apricot', 'Banana', 'Cherry']);
  });
});
