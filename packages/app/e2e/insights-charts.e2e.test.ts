import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const ORDERS = [
  { title: 'Lamp', status: 'paid', ordered_on: '2024-01-10T09:00:00Z' },
  { title: 'Desk', status: 'paid', ordered_on: '2024-01-22T15:30:00Z' },
  { title: 'Chair', status: 'open', ordered_on: '2024-02-03T11:00:00Z' },
  { title: 'Shelf', status: 'paid', ordered_on: '2024-03-14T08:15:00Z' },
  { title: 'Rug', status: 'refunded', ordered_on: '2024-03-18T17:45:00Z' },
  { title: 'Vase', status: 'open', ordered_on: '2024-03-29T10:00:00Z' },
];

/** The rows of a chart's hidden data table, as [label, value] text. */
async function tableRows(figure: Locator): Promise<string[][]> {
  const rows = figure.getByRole('table').locator('tbody tr');
  return rows.evaluateAll((elements) => elements.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

/**
 * Chart panels in the browser on the real server (SQLite): a bar chart and a pie chart built in the
 * UI, and a time series stored through /panels, show in their hidden data tables what the API's grouped
 * aggregates answer, and ECharts draws each as SVG.
 */
describe('insights chart panels in the browser', () => {
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
        {
          field: 'status',
          type: 'string',
          meta: {
            interface: 'select-dropdown',
            options: { choices: ['paid', 'open', 'refunded'].map((value) => ({ text: value, value })) },
          },
        },
        { field: 'ordered_on', type: 'dateTime', meta: { interface: 'datetime' } },
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

  it('builds a bar chart and a pie chart in the UI that show the counts the API aggregates', async () => {
    await page.goto(`${session.appUrl}/insights`);
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create dashboard' });
    await dialog.getByLabel('Name', { exact: true }).fill('Orders');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await addPanel('Bar chart', 'Orders by status', async (drawer) => {
      // Saving without the fields says what is missing.
      await drawer.getByLabel('Collection', { exact: true }).selectOption('orders');
      await drawer.getByRole('button', { name: 'Save panel' }).click();
      await drawer.getByText('Choose the field for the X axis.').waitFor();
      await drawer.getByLabel('X axis', { exact: true }).selectOption('status');
      await drawer.getByLabel('Y axis', { exact: true }).selectOption('id');
      await drawer.getByLabel('Function', { exact: true }).selectOption('count');
    });
    await addPanel('Pie chart', 'Status share', async (drawer) => {
      await drawer.getByLabel('Collection', { exact: true }).selectOption('orders');
      await drawer.getByLabel('Column', { exact: true }).selectOption('status');
      await drawer.getByLabel('Donut', { exact: true }).check();
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    const bars = await apiData<{ status: string; count: { id: number | string } }[]>(
      session.server,
      '/items/orders?aggregate[count]=id&groupBy[]=status',
    );
    const slices = await apiData<{ status: string; count: number | string }[]>(
      session.server,
      '/items/orders?aggregate[count]=*&groupBy[]=status',
    );
    expect(bars.map((row) => [row.status, String(Number(row.count.id))])).toEqual(
      expect.arrayContaining([
        ['paid', '3'],
        ['open', '2'],
        ['refunded', '1'],
      ]),
    );

    const barFigure = page.getByRole('figure', { name: 'Orders by status' });
    await barFigure.waitFor();
    expect(await tableRows(barFigure)).toEqual(bars.map((row) => [row.status, String(Number(row.count.id))]));
    const pieFigure = page.getByRole('figure', { name: 'Status share' });
    const largestFirst = [...slices].sort((a, b) => Number(b.count) - Number(a.count));
    expect(await tableRows(pieFigure)).toEqual(largestFirst.map((row) => [row.status, String(Number(row.count))]));

    for (const figure of [barFigure, pieFigure]) {
      await figure.locator('svg path').first().waitFor({ state: 'attached' });
      expect(await figure.locator('svg path').count()).toBeGreaterThan(2);
    }
    console.log(`Screenshot of the charts: ${await screenshot(page, 'insights-charts')}`);
  });

  it('draws a stored time series by month from the date groups the server answers', async () => {
    const dashboard = (await apiWrite(session.server, 'POST', '/dashboards', { name: 'Over time', icon: 'dashboard' })) as { id: string };
    await apiWrite(session.server, 'POST', '/panels', {
      dashboard: dashboard.id,
      name: 'Orders per month',
      type: 'time-series',
      show_header: true,
      position_x: 1,
      position_y: 1,
      width: 24,
      height: 12,
      options: { collection: 'orders', function: 'count', precision: 'month', dateField: 'ordered_on', range: 'auto' },
    });
    await page.goto(`${session.appUrl}/insights/${dashboard.id}`);
    const figure = page.getByRole('figure', { name: 'Orders per month' });
    await figure.waitFor();
    const months = await apiData<{ ordered_on_year: number; ordered_on_month: number; count: number | string }[]>(
      session.server,
      '/items/orders?aggregate[count]=*&groupBy[]=year(ordered_on)&groupBy[]=month(ordered_on)',
    );
    const expected = months.map((row) => [
      `${row.ordered_on_year}-${String(row.ordered_on_month).padStart(2, '0')}`,
      String(Number(row.count)),
    ]);
    expect(expected).toEqual([
      ['2024-01', '2'],
      ['2024-02', '1'],
      ['2024-03', '3'],
    ]);
    expect(await tableRows(figure)).toEqual(expected);
    await figure.locator('svg path').first().waitFor({ state: 'attached' });
    console.log(`Screenshot of the time series: ${await screenshot(page, 'insights-time-series')}`);
  });
});
