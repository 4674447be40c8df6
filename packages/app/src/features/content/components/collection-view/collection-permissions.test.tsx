import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionRule } from '../../../../lib/permissions/types.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

async function openArticles(permissions: PermissionRule[] | 'admin') {
  const client = await signedInFakeClient({
    ...blogSchema(),
    ...(permissions === 'admin'
      ? {}
      : { me: EDITOR, permissions: [permissionRule('articles', 'read'), permissionRule('authors', 'read'), ...permissions] }),
  });
  const view = renderApp(client, '/content/articles');
  await screen.findByRole('link', { name: 'Open Hello by Ann' });
  return { client, ...view };
}

const selectedBar = () => within(screen.getByRole('region', { name: 'Selected items' }));
const barButtons = () =>
  selectedBar()
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('collection page: what the role may do', () => {
  it('offers a read-only role no create, no selection and no reordering', async () => {
    await openArticles([]);
    expect(screen.queryByRole('link', { name: 'Create item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();
    // What remains works: the rows open their items.
    expect(screen.getByRole('link', { name: 'Open Second by Bob' })).toHaveAttribute('href', '/content/articles/2');
  });

  it('offers bulk edit of the allowed fields only (the others read-only), without archive, delete or reordering', async () => {
    const { client, user } = await openArticles([permissionRule('articles', 'update', ['title', 'summary'])]);
    expect(screen.queryByRole('link', { name: 'Create item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Hello by Ann' }));
    expect(barButtons()).toEqual(['Edit', 'Clear selection']);

    await user.click(selectedBar().getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit 1 item' });
    expect(within(drawer).getByLabelText('Title')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Summary')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Slug')).toHaveAttribute('readonly');
    expect(within(drawer).getByLabelText('Status')).toBeDisabled();
    await user.type(within(drawer).getByLabelText('Summary'), 'Short');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateItems')).toEqual([['articles', [1], { summary: 'Short' }]]));
  });

  it('offers create, archive, delete and reordering when the rules allow them', async () => {
    const { client, user } = await openArticles([
      permissionRule('articles', 'create', ['title']),
      permissionRule('articles', 'update', ['status', 'sort']),
      permissionRule('articles', 'delete'),
    ]);
    expect(screen.getByRole('link', { name: 'Create item' })).toHaveAttribute('href', '/content/articles/+');
    expect(screen.getAllByRole('button', { name: /^Reorder / })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select Second by Bob' }));
    expect(barButtons()).toEqual(['Edit', 'Archive', 'Delete', 'Clear selection']);
    await user.click(selectedBar().getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(client.callsOf('updateItems')).toEqual([['articles', [2], { status: 'archived' }]]));
  });

  it('offers delete alone to a role that may delete but not update', async () => {
    const { user } = await openArticles([permissionRule('articles', 'delete')]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Hello by Ann' }));
    expect(barButtons()).toEqual(['Delete', 'Clear selection']);
  });

  it('offers an admin everything, as before', async () => {
    const { user } = await openArticles('admin');
    expect(screen.getByRole('link', { name: 'Create item' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Reorder / })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select Hello by Ann' }));
    expect(barButtons()).toEqual(['Edit', 'Archive', 'Delete', 'Clear selection']);
  });
});
