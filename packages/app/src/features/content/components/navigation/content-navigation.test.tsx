import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Collections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('content navigation and permissions', () => {
  it('lists only the collections the user may read', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: EDITOR,
      permissions: [permissionRule('articles', 'read'), permissionRule('authors', 'read', ['name']), permissionRule('labels', 'create')],
    });
    renderApp(client, '/content');
    await screen.findByRole('navigation', { name: 'Collections' });
    // "people" (which groups authors) is not readable, so authors moves to the top level.
    expect(navLinks()).toEqual(['Articles', 'Authors']);
  });

  it('shows an admin every collection, as before', async () => {
    const client = await signedInFakeClient(blogSchema());
    renderApp(client, '/content');
    await screen.findByRole('navigation', { name: 'Collections' });
    expect(navLinks()).toEqual(['Articles', 'People', 'Authors', 'Labels', 'Site Settings']);
    expect(client.callsOf('readMyPermissions')).toEqual([]);
  });

  it('shows "no access" for a collection the user may not read, and its items, without asking for its data', async () => {
    const client = await signedInFakeClient({ ...blogSchema(), me: EDITOR, permissions: [permissionRule('articles', 'read')] });
    const { router, user } = renderApp(client, '/content/labels');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view Labels. Ask an administrator if you need it.")).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Labels')).toBeInTheDocument();

    await router.navigate('/content/labels/1');
    // The collection page's heading may still be there when the item page replaces it: look it up afresh each try.
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/labels/1'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No access' })).toBeInTheDocument());
    expect(client.callsOf('readFields').filter(([collection]) => collection === 'labels')).toEqual([]);
    expect(client.callsOf('readItems').filter(([collection]) => collection === 'labels')).toEqual([]);
    expect(client.callsOf('readItem')).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to the content module' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content'));
  });
});
