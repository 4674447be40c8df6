import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { activityFixture, currentUserFixture, revisionFixture, userFixture } from '../../../testing/system-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const ada = userFixture({ id: 'u1', first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com' });
const bob = userFixture({ id: 'u2', first_name: 'Bob', last_name: 'Editor', email: 'bob@example.com' });

async function openActivity(path = '/activity') {
  const client = await signedInFakeClient({
    ...blogSchema(),
    activities: [
      activityFixture({ id: 1, action: 'create', user: ada, collection: 'articles', item: '1', timestamp: '2024-03-01T09:00:00Z' }),
      activityFixture({
        id: 2,
        action: 'update',
        user: bob,
        collection: 'articles',
        item: '2',
        timestamp: '2024-03-02T09:00:00Z',
        ip: '10.0.0.7',
      }),
      activityFixture({ id: 3, action: 'delete', user: bob, collection: 'articles', item: '3', timestamp: '2024-03-03T09:00:00Z' }),
      activityFixture({ id: 4, action: 'login', user: ada, collection: 'directus_users', item: 'u1', timestamp: '2024-03-04T09:00:00Z' }),
    ],
    items: { ...blogSchema().items, directus_users: [ada, bob] as never },
  });
  const view = renderApp(client, path);
  if (path === '/activity') await screen.findByRole('table', { name: 'Activity log' });
  return { client, ...view };
}

const actions = () =>
  within(screen.getByRole('table', { name: 'Activity log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('activity log', () => {
  it('lists the newest first, each touched item linked (not deleted ones or sign-ins)', async () => {
    await openActivity();
    expect(actions()).toEqual([
      ['Signed in', 'Ada Admin', 'directus_users'],
      ['Deleted', 'Bob Editor', 'articles'],
      ['Updated', 'Bob Editor', 'articles'],
      ['Created', 'Ada Admin', 'articles'],
    ]);
    expect(screen.getByRole('link', { name: 'Open articles 2' })).toHaveAttribute('href', '/content/articles/2');
    expect(screen.queryByRole('link', { name: 'Open articles 3' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open directus_users u1' })).toBeNull();
  });

  it('filters by user, action and date range through the API, keeping the filters in the URL', async () => {
    const { client, user, router } = await openActivity();
    const filters = within(screen.getByRole('group', { name: 'Filter activity' }));
    await user.selectOptions(await filters.findByRole('combobox', { name: 'User' }), 'Bob Editor');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Action' }), 'Updated');
    await waitFor(() => expect(actions()).toEqual([['Updated', 'Bob Editor', 'articles']]));
    expect(router.state.location.search).toBe('?user=u2&action=update');
    const last = client.callsOf('readActivities').at(-1)?.[0] as { filter: unknown };
    expect(last.filter).toEqual({ _and: [{ user: { _eq: 'u2' } }, { action: { _eq: 'update' } }] });

    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    await user.type(filters.getByLabelText('From'), '2024-03-03');
    await waitFor(() => expect(actions().map((row) => row[0])).toEqual(['Signed in', 'Deleted']));
  });

  it('opens an entry in a drawer at /activity/:id and goes to the item from there', async () => {
    const { user, router } = await openActivity();
    await user.click(screen.getByRole('link', { name: /details of activity 2$/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Activity 2' }));
    expect(router.state.location.pathname).toBe('/activity/2');
    expect(await drawer.findByText('10.0.0.7')).toBeInTheDocument();
    await user.click(drawer.getByRole('link', { name: 'Open the item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles/2'));
  });

  it("shows a system entry's revision as a diff, secrets concealed, and links a permission to its role", async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      activities: [
        activityFixture({ id: 7, action: 'create', user: ada, collection: 'directus_permissions', item: '5' }),
        activityFixture({ id: 8, action: 'update', user: ada, collection: 'directus_permissions', item: '5' }),
        activityFixture({ id: 9, action: 'update', user: ada, collection: 'directus_users', item: 'u2' }),
      ],
      revisions: [
        revisionFixture({
          id: 1,
          activity: 7,
          collection: 'directus_permissions',
          item: '5',
          data: { role: 'r9', action: 'read', fields: ['*'] },
        }),
        revisionFixture({
          id: 2,
          activity: 8,
          collection: 'directus_permissions',
          item: '5',
          data: { role: 'r9', action: 'read', fields: ['id'] },
          delta: { fields: ['id'] },
        }),
        revisionFixture({
          id: 3,
          activity: 9,
          collection: 'directus_users',
          item: 'u2',
          data: { title: 'Chief' },
          delta: { password: '**********', title: 'Chief' },
        }),
      ],
      items: { ...blogSchema().items, directus_users: [ada, bob] as never },
    });
    const { user, router } = renderApp(client, '/activity/8');
    const drawer = within(await screen.findByRole('dialog', { name: 'Activity 8' }));
    const changes = within(await drawer.findByRole('table', { name: 'Changes' }));
    expect(changes.getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'fields["*"]["id"]']);
    await user.click(drawer.getByRole('link', { name: 'Open the role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/roles/r9'));

    renderApp(client, '/activity/9');
    const userDrawer = within(await screen.findByRole('dialog', { name: 'Activity 9' }));
    const userChanges = within(await userDrawer.findByRole('table', { name: 'Changes' }));
    expect(userChanges.getByRole('row', { name: /password/ })).toHaveTextContent('password—Concealed');
    expect(userDrawer.queryByText('**********')).toBeNull();
  });

  it('offers the system collections that keep a record among the collections to filter by', async () => {
    await openActivity();
    const filters = within(screen.getByRole('group', { name: 'Filter activity' }));
    const options = within(filters.getByRole('combobox', { name: 'Collection' }));
    expect(await options.findByRole('option', { name: 'directus_permissions' })).toBeInTheDocument();
    expect(options.getByRole('option', { name: 'directus_roles' })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: 'directus_presets' })).toBeNull();
  });

  it('is in the user menu', async () => {
    const { user, router } = await openActivity('/content/articles');
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Activity log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });

  it('still offers the collections to a role that may not list users', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: currentUserFixture({ id: 'u2', role: { id: 'r2', name: 'Editor', app_access: true, admin_access: false } }),
      activities: [activityFixture({ id: 1, action: 'create', user: bob, collection: 'articles', item: '1' })],
    });
    client.failNext('readItems', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    renderApp(client, '/activity');
    const filters = within(await screen.findByRole('group', { name: 'Filter activity' }));
    expect(await filters.findByRole('option', { name: 'articles' })).toBeInTheDocument();
    expect(
      within(filters.getByRole('combobox', { name: 'User' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All users']);
    expect(await screen.findByRole('table', { name: 'Activity log' })).toBeInTheDocument();
  });
});
