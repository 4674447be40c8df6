import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsFromRules } from '../../../../lib/permissions/permissions.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema, makeCollection } from '../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';
import { firstReadableCollection } from './first-readable-collection.js';
import { readableCollectionTree } from './readable-tree.js';

describe('firstReadableCollection', () => {
  it('takes the first collection in the navigation order, looking inside folders and skipping them', () => {
    const folder = { ...makeCollection('group', { sort: 1 }), schema: null };
    const collections = [
      makeCollection('zebras', { sort: 3 }),
      makeCollection('inside', { sort: 1, group: 'group' }),
      folder,
      makeCollection('apples', { sort: 2 }),
    ];
    const permissions = permissionsFromRules([
      permissionRule('zebras', 'read'),
      permissionRule('inside', 'read'),
      permissionRule('apples', 'read'),
    ]);
    expect(firstReadableCollection(readableCollectionTree(collections, permissions))).toBe('inside');
  });

  it('is null when the user may read nothing', () => {
    expect(firstReadableCollection(readableCollectionTree([makeCollection('secrets')], permissionsFromRules([])))).toBeNull();
  });
});

describe('/content', () => {
  it("opens an admin's first collection", async () => {
    const client = await signedInFakeClient(blogSchema());
    const { router } = renderApp(client, '/content');
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(await screen.findByRole('heading', { name: 'Articles' })).toBeInTheDocument();
  });

  it('opens the first collection a role may read, not the first one there is', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: EDITOR,
      permissions: [permissionRule('labels', 'read'), permissionRule('authors', 'read')],
    });
    const { router } = renderApp(client, '/content');
    // authors (sort 2) comes before labels (sort 4); articles (sort 1) is not readable.
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/authors'));
  });

  it('says so when the role may read no collection', async () => {
    const client = await signedInFakeClient({ ...blogSchema(), me: EDITOR, permissions: [permissionRule('labels', 'create')] });
    const { router } = renderApp(client, '/content');
    expect(await screen.findByRole('heading', { name: 'No collections to show' })).toBeInTheDocument();
    expect(screen.getByText(/Your role can't read any collection yet/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content');
  });
});
