import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Panel } from '../../../lib/insights/types.js';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderWithClient } from '../../../testing/render.js';
import { listSort } from './list-panel.js';
import { formatMetric } from './metric-panel.js';
import { PANEL_TYPES, panelType } from './registry.js';

const panel = (type: string, options: Record<string, unknown>): Panel => ({
  id: `panel-${type}`,
  dashboard: 'dashboard-1',
  name: null,
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

describe('panel registry', () => {
  it('keys the types by the reference ids, and knows no others', () => {
    expect(Object.keys(PANEL_TYPES).sort()).toEqual([
      'bar-chart',
      'label',
      'list',
      'metric',
      'pie-chart',
      'relational-variable',
      'time-series',
      'variable',
    ]);
    for (const [id, type] of Object.entries(PANEL_TYPES)) expect(type.id).toBe(id);
    expect(panelType('metric')?.name).toBe('Metric');
    expect(panelType('time-series')?.name).toBe('Time series');
    expect(panelType('map')).toBeUndefined();
    expect(panelType('toString')).toBeUndefined();
  });

  it('validates each type with the reference option names', () => {
    expect(PANEL_TYPES.metric?.validate({ function: 'count' })).toEqual({ collection: 'Choose a collection.' });
    expect(PANEL_TYPES.metric?.validate({ collection: 'articles', function: 'sum' })).toEqual({ field: 'Choose the field to aggregate.' });
    expect(PANEL_TYPES.metric?.validate({ collection: 'articles', function: 'count', filter: '{bad' })).toHaveProperty('filter');
    expect(
      PANEL_TYPES.metric?.validate({
        collection: 'articles',
        function: 'avg',
        field: 'word_count',
        minimumFractionDigits: 3,
        maximumFractionDigits: 1,
      }),
    ).toHaveProperty('maximumFractionDigits');
    expect(PANEL_TYPES.metric?.validate({ collection: 'articles', function: 'count', filter: { status: { _eq: 'draft' } } })).toEqual({});
    expect(PANEL_TYPES.label?.validate({ text: '  ' })).toEqual({ text: 'Enter the text to show.' });
    expect(PANEL_TYPES.label?.validate({ text: 'Sales', color: '#ff0000' })).toEqual({});
    expect(PANEL_TYPES.list?.validate({ collection: 'articles', limit: 0 })).toHaveProperty('limit');
    expect(PANEL_TYPES.list?.validate({ collection: 'articles', limit: 10, sortField: 'title', sortDirection: 'asc' })).toEqual({});
  });

  it('formats a metric with prefix, suffix and fraction digits', () => {
    expect(formatMetric(1234.5, { prefix: '$', suffix: ' total', minimumFractionDigits: 2, maximumFractionDigits: 2 }, 'en-US')).toBe(
      '$1,234.50 total',
    );
    expect(formatMetric('7', {}, 'en-US')).toBe('7');
    expect(formatMetric(null, {}, 'en-US')).toBe('—');
  });

  it('sorts the list panel by its sort field and direction', () => {
    expect(listSort({ sortField: 'title', sortDirection: 'asc' })).toEqual(['title']);
    expect(listSort({ sortField: 'title', sortDirection: 'desc' })).toEqual(['-title']);
    expect(listSort({})).toBeUndefined();
  });

  it('draws the metric from the aggregate the API answers, with the filter', async () => {
    const client = await signedInFakeClient(blogSchema());
    const Metric = PANEL_TYPES.metric!.View;
    renderWithClient(
      <Metric panel={panel('metric', { collection: 'articles', function: 'count', field: '*', filter: { author: { _eq: 1 } } })} />,
      client,
    );
    expect(await screen.findByText('2')).toBeTruthy();
    expect(client.calls.find((call) => call.method === 'aggregateItems')?.args).toEqual(['articles', 'count', '*', { author: { _eq: 1 } }]);
  });

  it('draws the list panel sorted and limited, through the display template', async () => {
    const client = await signedInFakeClient(blogSchema());
    const List = PANEL_TYPES.list!.View;
    renderWithClient(
      <List
        panel={panel('list', {
          collection: 'articles',
          displayTemplate: '{{title}} ({{status}})',
          sortField: 'title',
          sortDirection: 'asc',
          limit: 2,
        })}
      />,
      client,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Hello (published)', 'Old news (archived)']);
  });
});
