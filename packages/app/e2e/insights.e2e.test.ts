import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface PanelRow {
  id: string;
  name: string;
  position_x: number;
  position_y: number;
  width: number;
  height: number;
}

const ORDERS = [
  { title: 'Lamp', amount: 120, status: 'paid' },
  { title: 'Desk', amount: 340, status: 'paid' },
  { title: 'Chair', amount: 95, status: 'open' },
  { title: 'Shelf', amount: 210, status: 'paid' },
  { title: 'Rug', amount: 60, status: 'open' },
];

/**
 * Insights in the browser on the real server (SQLite): a dashboard built in the UI with two
 * metric panels and a list shows what the API's aggregates and reads answer, and a panel moved in
 * edit mode (keyboard and pointer) is stored at its new place in /panels.
 */
describe('insights in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'orders',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'amount', type: 'integer', meta: { interface: 'input' } },
        { field: 'status', type: 'string', meta: { interface: 'input' } },
      ],
    });
    for (const order of ORDERS) await apiWrite(session.server, 'POST', '/items/orders', order);
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  async function addPanel(type: string, name: string, fill: (drawer: Locator) => Promise<void>) {
    await page.getByRole('button', { name: 'Add panel' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add panel' });
    await drawer.getByRole('radio', { name: new RegExp(type) }).check();
    await drawer.getByLabel('Name', { exact: true }).fill(name);
    await fill(drawer);
    await drawer.getByRole('button', { name: 'Save panel' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('region', { name }).waitFor();
  }

  it('builds a dashboard with two metrics and a list that show what the API answers', async () => {
    await page.goto(`${session.appUrl}/insights`);
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create dashboard' });
    await dialog.getByLabel('Name', { exact: true }).fill('Sales');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: 'Sales' }).click();
    await page.getByRole('heading', { name: 'Sales', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await addPanel('Metric', 'Orders', async (drawer) => {
      await drawer.getByLabel('Collection', { exact: true }).selectOption('orders');
      await drawer.getByLabel('Function', { exact: true }).selectOption('count');
    });
    await addPanel('Metric', 'Paid revenue', async (drawer) => {
      await drawer.getByLabel('Collection', { exact: true }).selectOption('orders');
      await drawer.getByLabel('Function', { exact: true }).selectOption('sum');
      await drawer.getByLabel('Field', { exact: true }).selectOption('amount');
      await drawer.getByLabel('Filter (JSON)', { exact: true }).fill('{"status":{"_eq":"paid"}}');
    });
    await addPanel('List', 'Biggest orders', async (drawer) => {
      await drawer.getByLabel('Collection', { exact: true }).selectOption('orders');
      await drawer.getByLabel('Sort field', { exact: true }).selectOption('amount');
      await drawer.getByLabel('Sort direction', { exact: true }).selectOption('desc');
      await drawer.getByLabel('Limit', { exact: true }).fill('3');
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    const [count] = await apiData<{ count: number | string }[]>(session.server, '/items/orders?aggregate[count]=*');
    const [sum] = await apiData<{ sum: { amount: number | string } }[]>(
      session.server,
      `/items/orders?aggregate[sum]=amount&filter=${encodeURIComponent('{"status":{"_eq":"paid"}}')}`,
    );
    const metric = (name: string) => page.getByRole('region', { name }).locator('.insights-metric:not([aria-busy])');
    expect(await metric('Orders').textContent()).toBe(String(Number(count?.count)));
    expect(await metric('Paid revenue').textContent()).toBe(String(Number(sum?.sum.amount)));
    expect(Number(sum?.sum.amount)).toBe(670);

    const top = await apiData<{ title: string }[]>(session.server, '/items/orders?sort=-amount&limit=3&fields=title');
    const list = page.getByRole('region', { name: 'Biggest orders' }).getByRole('listitem');
    await list.first().waitFor();
    expect(await list.allTextContents()).toEqual(top.map((row) => row.title));
    console.log(`Screenshot of the dashboard: ${await screenshot(page, 'insights-dashboard')}`);
  });

  it('feeds a global variable typed on the dashboard into a metric built in the panel editor', async () => {
    await page.goto(`${session.appUrl}/insights`);
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create dashboard' });
    await dialog.getByLabel('Name', { exact: true }).fill('By status');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: 'By status' }).click();
    await page.getByRole('heading', { name: 'By status', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await addPanel('Global variable', 'Status', async (drawer) => {
      await drawer.getByLabel('Variable key', { exact: true }).fill('status');
      await drawer.getByLabel('Default value', { exact: true }).fill('paid');
    });
    await addPanel('Metric', 'Revenue in that status', async (drawer) => {
      await drawer.getByLabel('Collection', { exact: true }).selectOption('orders');
      await drawer.getByLabel('Function', { exact: true }).selectOption('sum');
      await drawer.getByLabel('Field', { exact: true }).selectOption('amount');
      await drawer.getByLabel('Filter (JSON)', { exact: true }).fill('{"status":{"_eq":"{{ status }}"}}');
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    const revenue = async (status: string) => {
      const filter = encodeURIComponent(JSON.stringify({ status: { _eq: status } }));
      const [sum] = await apiData<{ sum: { amount: number | string } }[]>(
        session.server,
        `/items/orders?aggregate[sum]=amount&filter=${filter}`,
      );
      return String(Number(sum?.sum.amount));
    };
    const metric = page.getByRole('region', { name: 'Revenue in that status' }).locator('.insights-metric:not([aria-busy])');
    await expect.poll(() => metric.textContent()).toBe(await revenue('paid'));
    await page.getByRole('textbox', { name: 'Status' }).fill('open');
    await expect.poll(() => metric.textContent()).toBe(await revenue('open'));
    expect(await revenue('open')).toBe('155');
    // The stored panel keeps the variable, not the value typed.
    const panels = await apiData<{ name: string; options: { filter?: unknown } }[]>(session.server, '/panels?fields=name,options');
    expect(panels.find((row) => row.name === 'Revenue in that status')?.options.filter).toEqual({ status: { _eq: '{{ status }}' } });
    console.log(`Screenshot of a dashboard variable: ${await screenshot(page, 'insights-variable')}`);
  });

  it('moves panels in edit mode by keyboard and pointer and stores the new positions in /panels', async () => {
    const dashboard = (await apiWrite(session.server, 'POST', '/dashboards', { name: 'Layout', icon: 'dashboard' })) as { id: string };
    const panel = async (name: string, position_y: number) =>
      (await apiWrite(session.server, 'POST', '/panels', {
        dashboard: dashboard.id,
        name,
        type: 'metric',
        show_header: true,
        position_x: 1,
        position_y,
        width: 12,
        height: 8,
        options: { collection: 'orders', function: 'count', field: '*' },
      })) as PanelRow;
    const orders = await panel('Orders', 1);
    const revenue = await panel('Paid revenue', 9);
    await page.goto(`${session.appUrl}/insights/${dashboard.id}`);
    await page.getByRole('heading', { name: 'Layout', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Paid revenue' }).locator('.insights-metric:not([aria-busy])').waitFor();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const ordersPanel = page.getByRole('region', { name: 'Orders' });
    await ordersPanel.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Shift+ArrowRight']) await page.keyboard.press(key);

    const grid = await page.getByRole('region', { name: 'Panels' }).boundingBox();
    const header = await page.getByRole('region', { name: 'Paid revenue' }).locator('.insights-panel__header').boundingBox();
    if (!grid || !header) throw new Error('the grid or the panel header is not drawn');
    const cell = grid.width / 48;
    const start = { x: header.x + 20, y: header.y + header.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + cell * 6, start.y, { steps: 8 });
    await page.mouse.up();
    console.log(`Screenshot of the edit mode: ${await screenshot(page, 'insights-edit-mode')}`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    const after = await apiData<PanelRow[]>(
      session.server,
      `/panels?fields=id,name,position_x,position_y,width,height&filter[dashboard][_eq]=${dashboard.id}`,
    );
    expect(after.find((row) => row.id === orders.id)).toMatchObject({ position_x: 4, position_y: 1, width: 13, height: 8 });
    expect(after.find((row) => row.id === revenue.id)).toMatchObject({ position_x: 7, position_y: 9, width: 12, height: 8 });
  });
});
