import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/ui.js';
import { blogWithTrash } from './trash-fixtures.js';

describe('deleted item page', () => {
  it('shows "This item was deleted" with its history and Restore, which brings the item back in place', async () => {
    const client = await blogWithTrash();
    const { user, router } = renderApp(client, '/content/articles/1');
    expect(await screen.findByText('This item was deleted')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('delete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(client.callsOf('restoreItem')).toEqual([['articles', 1]]);
    expect(router.state.location.pathname).toBe('/content/articles/1');
    expect(screen.queryByText('This item was deleted')).not.toBeInTheDocument();
  });

  it('hides the reserved keys of a restored copy from the history', async () => {
    const client = await blogWithTrash();
    await client.restoreItem('articles', 1);
    const { user } = renderApp(client, '/content/articles/1');
    await user.click(await screen.findByRole('button', { name: /Open revision: delete/ }));
    const changes = await screen.findByRole('table', { name: 'Changes' });
    expect(within(changes).queryByText(/\$restored/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Changed: .*\$restored/)).not.toBeInTheDocument();
  });

  it('stays "Item not found" where no copy was kept', async () => {
    renderApp(await blogWithTrash(false), '/content/articles/1');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('stays "Item not found" once the copy was restored and the item deleted without trash', async () => {
    const client = await blogWithTrash();
    await client.restoreItem('articles', 1);
    client.data.items.articles = client.data.items.articles!.filter((article) => article.id !== 1);
    renderApp(client, '/content/articles/1');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
  });
});
