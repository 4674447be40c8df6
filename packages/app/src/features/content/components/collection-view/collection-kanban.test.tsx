import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemsQuery } from '../../../../lib/app-client.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

describe('collection page: kanban layout', () => {
  it('switches to the board, reads its items once with the page filter and saves its options in the preset', async () => {
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
    expect(reads.filter(([collection]) => collection === 'articles')).toEqual([
      ['articles', expect.objectContaining({ filter: { status: { _neq: 'archived' } }, sort: ['sort'], limit: 1000 })],
    ]);

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
