import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const DASHBOARD = { id: 'dash-1', name: 'Editorial', icon: 'bar_chart', note: null, color: null, date_created: null };

function panel(id: string, name: string, type: string, position_y: number, options: Record<string, unknown>) {
  return {
    id,
    dashboard: 'dash-1',
    name,
    icon: null,
    color: null,
    show_header: true,
    note: null,
    type,
    position_x: 1,
    position_y,
    width: 12,
    height: 6,
    options,
    date_created: null,
  };
}

const PANELS = [
  panel('status-variable', 'Status', 'variable', 1, { field: 'status', type: 'string', defaultValue: 'published' }),
  panel('status-count', 'Articles in that status', 'metric', 7, {
    collection: 'articles',
    function: 'count',
    field: '*',
    filter: { status: { _eq: '{{ status }}' } },
  }),
  panel('author-variable', 'Authors', 'relational-variable', 13, { field: 'authors', collection: 'authors', multiple: true, limit: 10 }),
  panel('author-articles', 'Their articles', 'list', 19, {
    collection: 'articles',
    displayTemplate: '{{title}}',
    filter: { author: { id: { _in: '{{ authors }}' } } },
    sortField: 'id',
    sortDirection: 'asc',
  }),
];

async function openDashboard() {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: { ...schema.items, directus_dashboards: [{ ...DASHBOARD }], directus_panels: structuredClone(PANELS) },
  });
  return { client, ...renderApp(client, '/insights/dash-1') };
}

const aggregateFilters = (client: Awaited<ReturnType<typeof openDashboard>>['client']) =>
  client.calls.filter((call) => call.method === 'aggregateItems').map((call) => call.args[3]);

describe('dashboard variables', () => {
  it('feeds a global variable into another panel: its default first, then what is typed', async () => {
    const { client, user } = await openDashboard();
    const input = await screen.findByRole('textbox', { name: 'Status' });
    expect(input).toHaveValue('published');
    await waitFor(() => expect(aggregateFilters(client)).toContainEqual({ status: { _eq: 'published' } }));
    await user.clear(input);
    await user.type(input, 'draft');
    await waitFor(() => expect(aggregateFilters(client)).toContainEqual({ status: { _eq: 'draft' } }));
    // Typing pauses before the variable is set: no request for a half-typed value.
    expect(aggregateFilters(client)).not.toContainEqual({ status: { _eq: 'dra' } });
    const metric = screen.getByRole('region', { name: 'Articles in that status' });
    await waitFor(() => expect(metric.querySelector('[data-value]')?.getAttribute('data-value')).toBe('1'));
  });

  it('feeds the keys of the items picked in a relational variable into another panel as a list', async () => {
    const { user } = await openDashboard();
    const authors = await screen.findByRole('group', { name: 'Authors' });
    const articles = screen.getByRole('region', { name: 'Their articles' });
    expect(await within(articles).findByText('No items')).toBeInTheDocument();
    await user.click(within(authors).getByRole('checkbox', { name: 'Ann' }));
    await waitFor(() =>
      expect(
        within(articles)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Hello', 'Old news']),
    );
    await user.click(within(authors).getByRole('checkbox', { name: 'Bob' }));
    await waitFor(() => expect(within(articles).getAllByRole('listitem')).toHaveLength(3));
    await user.click(within(authors).getByRole('checkbox', { name: 'Ann' }));
    await waitFor(() =>
      expect(
        within(articles)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Second']),
    );
  });
});
