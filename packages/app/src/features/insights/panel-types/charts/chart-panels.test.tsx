import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Panel } from '../../../../lib/insights/types.js';
import { ADMIN_PERMISSIONS } from '../../../../lib/permissions/permissions.js';
import { PermissionsProvider } from '../../../../lib/permissions/permissions-context.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema, makeField } from '../../../../testing/fixtures.js';
import { renderWithClient } from '../../../../testing/render.js';
import { PANEL_TYPES } from '../registry.js';

// jsdom cannot draw; the stand-in shows what the drawing was given, the hidden table carries the numbers.
vi.mock('./echart.js', () => ({
  default: ({ spec }: { spec: { kind: string; points: unknown[] } }) => (
    <div data-testid="drawing" data-kind={spec.kind} data-points={JSON.stringify(spec.points)} />
  ),
}));

const panel = (type: string, name: string | null, options: Record<string, unknown>): Panel => ({
  id: `panel-${type}`,
  dashboard: 'dashboard-1',
  name,
  icon: null,
  color: null,
  show_header: true,
  note: null,
  type,
  position_x: 1,
  position_y: 1,
  width: 12,
  height: 8,
  options,
  date_created: null,
});

async function blogClient() {
  const seed = blogSchema();
  const dates = ['2024-03-05T10:00:00Z', '2024-03-20T08:00:00Z', '2024-05-01T12:00:00Z'];
  seed.items?.articles?.forEach((row, index) => (row.publish_date = dates[index] ?? null));
  return signedInFakeClient(seed);
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

describe('chart panel options', () => {
  it('requires the collection and the fields each chart groups and aggregates', () => {
    expect(PANEL_TYPES['bar-chart']?.validate({ function: 'count' })).toEqual({
      collection: 'Choose a collection.',
      xAxis: 'Choose the field for the X axis.',
      yAxis: 'Choose the field for the Y axis.',
    });
    expect(PANEL_TYPES['bar-chart']?.validate({ collection: 'articles', xAxis: 'status', yAxis: 'id', decimals: 2 })).toEqual({});
    expect(PANEL_TYPES['bar-chart']?.validate({ collection: 'articles', xAxis: 'status', yAxis: 'id', decimals: -1 })).toHaveProperty(
      'decimals',
    );
    expect(PANEL_TYPES['pie-chart']?.validate({ collection: 'articles' })).toEqual({ column: 'Choose the field to group by.' });
    expect(PANEL_TYPES['pie-chart']?.validate({ collection: 'articles', column: 'status', filter: '{nope' })).toHaveProperty('filter');
    expect(PANEL_TYPES['time-series']?.validate({ collection: 'articles', function: 'count' })).toEqual({
      dateField: 'Choose the date field.',
    });
    expect(PANEL_TYPES['time-series']?.validate({ collection: 'articles', function: 'sum', dateField: 'publish_date' })).toEqual({
      valueField: 'Choose the field to aggregate.',
    });
    expect(
      PANEL_TYPES['time-series']?.validate({ collection: 'articles', dateField: 'publish_date', range: 'lately', min: 5, max: 1 }),
    ).toEqual({
      range: 'Enter "auto" or a range such as "1 week" or "3 months".',
      max: 'The maximum must be at least the minimum.',
    });
    expect(
      PANEL_TYPES['time-series']?.validate({ ...PANEL_TYPES['time-series']?.defaultOptions, collection: 'a', dateField: 'd' }),
    ).toEqual({});
  });
});

describe('chart panel views', () => {
  it('draws a bar chart of the grouped counts, named by the panel, with the numbers in a hidden table', async () => {
    const client = await blogClient();
    const Bar = PANEL_TYPES['bar-chart']!.View;
    renderWithClient(<Bar panel={panel('bar-chart', 'By status', { collection: 'articles', xAxis: 'status', yAxis: 'id' })} />, client);
    const figure = await screen.findByRole('figure', { name: 'By status' });
    expect(rowsOf(within(figure).getByRole('table', { name: 'By status' }))).toEqual([
      ['published', '1'],
      ['draft', '1'],
      ['archived', '1'],
    ]);
    expect(client.calls.find((call) => call.method === 'aggregateGroups')?.args).toEqual([
      'articles',
      'count',
      'id',
      ['status'],
      undefined,
    ]);
    expect((await within(figure).findByTestId('drawing')).dataset.kind).toBe('bar');
  });

  it('draws a pie chart counting each value of the column, with the filter', async () => {
    const client = await blogClient();
    const Pie = PANEL_TYPES['pie-chart']!.View;
    const filter = { author: { _eq: 1 } };
    renderWithClient(<Pie panel={panel('pie-chart', null, { collection: 'articles', column: 'status', filter })} />, client);
    const figure = await screen.findByRole('figure', { name: 'Pie chart' });
    expect(rowsOf(within(figure).getByRole('table'))).toEqual([
      ['published', '1'],
      ['archived', '1'],
    ]);
    expect(client.calls.find((call) => call.method === 'aggregateGroups')?.args).toEqual(['articles', 'count', '*', ['status'], filter]);
  });

  it('draws a monthly time series from the date groups, months without items as 0', async () => {
    const client = await blogClient();
    const Series = PANEL_TYPES['time-series']!.View;
    const options = { collection: 'articles', function: 'count', dateField: 'publish_date', precision: 'month', range: 'auto' };
    renderWithClient(<Series panel={panel('time-series', 'Articles per month', options)} />, client);
    const figure = await screen.findByRole('figure', { name: 'Articles per month' });
    expect(rowsOf(within(figure).getByRole('table'))).toEqual([
      ['2024-03', '2'],
      ['2024-04', '0'],
      ['2024-05', '1'],
    ]);
    expect(client.calls.find((call) => call.method === 'aggregateGroups')?.args).toEqual([
      'articles',
      'count',
      '*',
      ['year(publish_date)', 'month(publish_date)'],
      undefined,
    ]);
  });

  it('says there is no data for an empty answer, and asks for options while they are missing', async () => {
    const client = await blogClient();
    const Series = PANEL_TYPES['time-series']!.View;
    const options = { collection: 'articles', dateField: 'publish_date', precision: 'day', range: 'auto', filter: { id: { _eq: 99 } } };
    renderWithClient(<Series panel={panel('time-series', 'Nothing', options)} />, client);
    expect(await screen.findByText('No data to show.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();

    const Bar = PANEL_TYPES['bar-chart']!.View;
    renderWithClient(<Bar panel={panel('bar-chart', 'Unset', { collection: 'articles' })} />, client);
    expect(screen.getByText("Choose the collection and fields in the panel's options.")).toBeTruthy();
  });

  it("shows the API's error instead of a chart", async () => {
    const client = await blogClient();
    client.aggregateGroups = () => Promise.reject(Object.assign(new Error('Invalid query: "nope" is not a field.'), { status: 400 }));
    const Bar = PANEL_TYPES['bar-chart']!.View;
    renderWithClient(<Bar panel={panel('bar-chart', 'Broken', { collection: 'articles', xAxis: 'nope', yAxis: 'id' })} />, client);
    expect(await screen.findByText(/is not a field/)).toBeTruthy();
  });

  it("offers only the chosen collection's date, datetime and timestamp fields as the time series' date field", async () => {
    const seed = blogSchema();
    seed.fields.push(makeField('articles', 'day', 'date', {}), makeField('articles', 'stamped', 'timestamp', {}));
    const Form = PANEL_TYPES['time-series']!.OptionsForm;
    renderWithClient(
      <PermissionsProvider permissions={ADMIN_PERMISSIONS}>
        <Form options={{ collection: 'articles', function: 'count' }} errors={{}} onChange={() => {}} />
      </PermissionsProvider>,
      await signedInFakeClient(seed),
    );
    const dateField = screen.getByLabelText('Date field');
    await within(dateField).findByRole('option', { name: 'Publish Date' });
    expect(
      within(dateField)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a field', 'Publish Date', 'Day', 'Stamped']);
  });
});
