import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemsQuery } from '../../../../lib/app-client.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';
import { KANBAN_PAGE } from '../../../../layouts/kanban/kanban-column-queries.js';

describe('collection page: kanban layout', () => {
  it('switches to the board, reads the first cards of each column with the page filter and saves its options in the preset', async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user } = renderApp(client, '/content/articles');
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    const readsBefore = client.callsOf('readItems').length;

    await user.selectOptions(screen.getByLabelText('Layout'), 'Kanban');
    const draft = await screen.findByRole('region', { name: 'Draft 1 item' });
    expect(within(draft).getByRole('link', { name: 'Second' })).toHaveAttribute('href', '/content/articles/2');
    expect(screen.getByRole('region', { name: 'Published 1 item' })).toBeInTheDocument();
    // The archived item stays out, as in the table: the board reads with the page's filter.
    expect(screen.getByRole('region', { name: 'Archived 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    const reads = client.callsOf('readItems').slice(readsBefore) as [string, ItemsQuery][];
    // One read per column (its first page of cards), each with the page's filter.
    const columns = screen.getAllByRole('region', { name: /\d+ items?$/ });
    const articleReads = reads.filter(([collection]) => collection === 'articles');
    expect(articleReads).toHaveLength(columns.length);
    for (const [, query] of articleReads)
      expect(query).toMatchObject({
        filter: { _and: [{ status: { _neq: 'archived' } }, expect.anything()] },
        sort: ['sort'],
        limit: KANBAN_PAGE,
      });

    await user.selectOptions(screen.getByLabelText('Card text'), 'slug');
    expect(within(draft).getByText('second')).toBeInTheDocument();
    await waitFor(() =>
      expect(client.callsOf('createPreset').at(-1)?.[0]).toMatchObject({
        layout: 'kanban',
        layout_options: { kanban: { textField: 'slug' } },
      }),
    );
  });
});
