import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError } from '../../../../testing/fake-client.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';
import { blogWithTrash } from './trash-fixtures.js';

describe('trash page', () => {
  it('is linked from the collection page only when the collection keeps its trash', async () => {
    renderApp(await blogWithTrash(), '/content/articles');
    expect(await screen.findByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/content/articles?view=trash');
  });

  it('has no Trash link, and no trash view, when trash is off', async () => {
    renderApp(await blogWithTrash(false), '/content/articles?view=trash');
    expect(await screen.findByRole('heading', { name: 'Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deleted items' })).not.toBeInTheDocument();
  });

  it('lists deleted items by display template with who deleted them, and Restore opens the item', async () => {
    const client = await blogWithTrash();
    const { user, router } = renderApp(client, '/content/articles?view=trash');
    const table = await screen.findByRole('table', { name: 'Deleted items' });
    const row = within(table).getByRole('row', { name: /Hello/ });
    expect(await within(row).findByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByRole('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
    await user.click(within(row).getByRole('button', { name: 'Restore Hello' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles/1'));
    expect(client.callsOf('restoreItem')).toEqual([['articles', 1]]);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(client.data.items.articles!.some((article) => article.id === 1)).toBe(true);
  });

  it('says so when the trash is empty', async () => {
    const client = await blogWithTrash();
    await client.restoreItem('articles', 1);
    renderApp(client, '/content/articles?view=trash');
    expect(await screen.findByRole('heading', { name: 'The trash is empty' })).toBeInTheDocument();
  });

  it('shows why a restore failed and stays on the list', async () => {
    const client = await blogWithTrash();
    client.failNext(
      'restoreItem',
      new FakeApiError(400, 'RECORD_NOT_UNIQUE', 'Value for field "id" in collection "articles" has to be unique.'),
    );
    const { user, router } = renderApp(client, '/content/articles?view=trash');
    await user.click(await screen.findByRole('button', { name: 'Restore Hello' }));
    expect(await screen.findByText('Value for field "id" in collection "articles" has to be unique.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=trash');
  });

  it('offers no Restore to a role that may not create items', async () => {
    const client = await blogWithTrash(true, {
      me: EDITOR,
      permissions: [permissionRule('articles', 'read'), permissionRule('articles', 'delete')],
    });
    renderApp(client, '/content/articles?view=trash');
    const table = await screen.findByRole('table', { name: 'Deleted items' });
    expect(within(table).getByRole('row', { name: /Hello/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });
});
