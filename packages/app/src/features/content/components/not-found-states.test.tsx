import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../testing/permission-fixtures.js';
import { renderApp } from '../../../testing/ui.js';
import { isMissingItem } from './item-page/missing-item.js';

const forbidden = () => new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this.");

describe('isMissingItem', () => {
  it('reads FORBIDDEN on a collection the user may read as a missing item', () => {
    expect(isMissingItem(forbidden(), true)).toBe(true);
  });

  it('leaves other failures, and collections the user may not read, to the error state', () => {
    expect(isMissingItem(new FakeApiError(500, 'INTERNAL_SERVER_ERROR', 'Boom'), true)).toBe(false);
    expect(isMissingItem(new Error('Failed to fetch'), true)).toBe(false);
    expect(isMissingItem(forbidden(), false)).toBe(false);
    expect(isMissingItem(null, true)).toBe(false);
  });
});

describe('not-found states', () => {
  it('shows "Item not found" with a way back for a missing item (the API answers FORBIDDEN), not the permission error', async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user, router } = renderApp(client, '/content/articles/999999');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(screen.queryByText(/don't have permission/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Articles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
  });

  it('shows "Item not found" to a role that may read the collection', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: EDITOR,
      permissions: [permissionRule('articles', 'read'), permissionRule('articles', 'update')],
    });
    renderApp(client, '/content/articles/999999');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
  });

  it('still shows a real failure with "Try again"', async () => {
    const client = await signedInFakeClient(blogSchema());
    client.failNext('readItem', new FakeApiError(500, 'INTERNAL_SERVER_ERROR', 'The database is down.'));
    renderApp(client, '/content/articles/1');
    expect(await screen.findByText('The database is down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows "Collection not found" for a collection the data model does not have, without asking for its fields', async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user, router } = renderApp(client, '/content/nope');
    expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeInTheDocument();
    expect(client.callsOf('readFields').filter(([collection]) => collection === 'nope')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to the content module' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
  });

  it('offers the way out of a missing bookmark, with an icon', async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user, router } = renderApp(client, '/content/articles?bookmark=999');
    const heading = await screen.findByRole('heading', { name: 'Bookmark not found' });
    expect(heading.closest('.state-box')?.querySelector('svg')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Show all items' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Open Hello by Ann' })).toBeInTheDocument();
  });
});
