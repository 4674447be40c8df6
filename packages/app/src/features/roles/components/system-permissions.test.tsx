import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../testing/fixtures.js';
import { renderRoutes } from '../../../testing/render.js';
import { RECOMMENDED_DEFAULTS } from '../api/system-permission-sets.js';
import { RolesModule } from './roles-module.js';

const EDITORS = { id: 'role-editors', name: 'Editors', icon: 'edit', description: null, ip_access: null, enforce_tfa: false };
const rule = (id: number, collection: string, action: string, extra: Record<string, unknown> = {}) => ({
  id,
  role: 'role-editors',
  collection,
  action,
  fields: ['*'],
  permissions: {},
  validation: {},
  presets: null,
  ...extra,
});

async function setup(path: string, permissions: Record<string, unknown>[] = [], appAccess = true) {
  const client = await signedInFakeClient({
    collections: ['articles', 'directus_files', 'directus_users', 'directus_roles', 'directus_revisions'].map((name) =>
      makeCollection(name),
    ),
    fields: [
      makeField('articles', 'id', 'integer', {}, { is_primary_key: true }),
      makeField('directus_files', 'id', 'uuid', {}, { is_primary_key: true }),
      makeField('directus_files', 'title', 'string'),
    ],
    items: {
      directus_roles: [{ ...EDITORS, admin_access: false, app_access: appAccess }],
      directus_users: [],
      directus_permissions: permissions,
    },
  });
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: '/settings/roles/*', element: <RolesModule /> }], client, path);
  const matrix = await screen.findByRole('table', { name: 'Permissions' });
  return { client, user, matrix };
}

const systemGroup = (matrix: HTMLElement) => within(matrix).getByRole('rowgroup', { name: 'System collections' });

describe('system collections on the role page', () => {
  it('gives each system collection a row with the same cells and rule drawer as a user collection', async () => {
    const { user, client, matrix } = await setup('/settings/roles/role-editors');
    expect(within(matrix).queryByLabelText('Create permission of directus_files')).toBeNull();
    await user.click(within(matrix).getByRole('button', { name: 'System collections' }));
    const group = systemGroup(matrix);
    // The group's own header first, then a row per system collection, by name: readable, the table's name below.
    expect(
      within(group)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(['System collections', 'Files', 'Revisions', 'Roles', 'Users']);
    expect(within(group).getByRole('rowheader', { name: /^Files directus_files/ })).toBeInTheDocument();
    await user.selectOptions(within(group).getByLabelText('Create permission of directus_files'), 'all');
    await waitFor(() => expect(client.callsOf('createPermission')).toHaveLength(1));
    expect(client.callsOf('createPermission')[0]?.[0]).toMatchObject({
      role: 'role-editors',
      collection: 'directus_files',
      action: 'create',
    });

    await user.selectOptions(within(group).getByLabelText('Update permission of directus_files'), 'custom');
    const drawer = await screen.findByRole('dialog', { name: 'Custom update permission of directus_files' });
    await user.click(within(drawer).getByLabelText('All fields'));
    await user.click(await within(drawer).findByLabelText('title'));
    await user.click(within(drawer).getByRole('button', { name: 'Save permission' }));
    await waitFor(() => expect(client.callsOf('createPermission')).toHaveLength(2));
    expect(client.callsOf('createPermission')[1]?.[0]).toMatchObject({ collection: 'directus_files', action: 'update', fields: ['title'] });
  });

  it('shows what every signed-in user has anyway instead of "No access"', async () => {
    const { user, matrix } = await setup('/settings/roles/role-editors');
    await user.click(within(matrix).getByRole('button', { name: 'System collections' }));
    const read = within(systemGroup(matrix)).getByLabelText('Read permission of directus_roles');
    expect(read).toHaveDisplayValue('Default only');
    expect(read).toHaveAttribute('title', 'Default: read their own role.');
    expect(within(systemGroup(matrix)).getByLabelText('Update permission of directus_roles')).toHaveDisplayValue('No access');
    expect(within(systemGroup(matrix)).getByText('Default: read their own role.')).toBeInTheDocument();
  });

  it('opens the group on the rules a role already has there, such as ones added through the API', async () => {
    const { matrix } = await setup('/settings/roles/role-editors', [
      rule(4, 'directus_revisions', 'read'),
      rule(5, 'directus_users', 'read', { fields: ['id', 'first_name'] }),
    ]);
    const group = systemGroup(matrix);
    expect(within(group).getByRole('button', { name: 'System collections' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(group).getByLabelText('Read permission of directus_revisions')).toHaveValue('all');
    expect(within(group).getByLabelText('Read permission of directus_users')).toHaveValue('custom');
    expect(within(group).getByRole('button', { name: 'Edit read permission of directus_users' })).toBeInTheDocument();
  });

  it('replaces the role’s system rules with the recommended defaults in one request each, after confirming', async () => {
    const { user, client, matrix } = await setup('/settings/roles/role-editors', [
      rule(4, 'directus_files', 'read'),
      rule(6, 'articles', 'read'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Recommended defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the system permissions of this role?' });
    expect(client.callsOf('deletePermissions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(client.callsOf('createPermissions')).toHaveLength(1));
    expect(client.callsOf('deletePermissions')).toEqual([[[4]]]);
    const created = client.callsOf('createPermissions')[0]?.[0] as Record<string, unknown>[];
    expect(created).toHaveLength(RECOMMENDED_DEFAULTS.length);
    expect(created.every((row) => row.role === 'role-editors')).toBe(true);
    expect(created).toContainEqual(expect.objectContaining({ collection: 'directus_files', action: 'create', fields: ['*'] }));
    expect(created).toContainEqual(
      expect.objectContaining({ collection: 'directus_users', action: 'update', permissions: { id: { _eq: '$CURRENT_USER' } } }),
    );
    await waitFor(() => expect(within(systemGroup(matrix)).getByLabelText('Create permission of directus_files')).toHaveValue('all'));
    expect(within(matrix).getByLabelText('Read permission of articles')).toHaveValue('all');
  });

  it('resets to the app access minimum by removing the role’s system rules and writing none', async () => {
    const { user, client, matrix } = await setup('/settings/roles/role-editors', [
      rule(4, 'directus_files', 'read'),
      rule(5, 'directus_users', 'read'),
    ]);
    await user.click(screen.getByRole('button', { name: 'App access minimum' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(client.callsOf('deletePermissions')).toEqual([[[4, 5]]]));
    expect(client.callsOf('createPermissions')).toHaveLength(0);
    await waitFor(() => expect(within(systemGroup(matrix)).getByLabelText('Read permission of directus_files')).toHaveValue('none'));
  });

  it('offers the one-click sets only to roles with app access', async () => {
    const { user, matrix } = await setup('/settings/roles/role-editors', [], false);
    await user.click(within(matrix).getByRole('button', { name: 'System collections' }));
    expect(within(systemGroup(matrix)).getByLabelText('Read permission of directus_files')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recommended defaults' })).toBeNull();
  });

  it('gives the public role system rows without defaults or one-click sets', async () => {
    const { user, matrix } = await setup('/settings/roles/public');
    await user.click(within(matrix).getByRole('button', { name: 'System collections' }));
    expect(within(systemGroup(matrix)).getByLabelText('Read permission of directus_roles')).toHaveDisplayValue('No access');
    expect(within(systemGroup(matrix)).queryByText(/^Default:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'App access minimum' })).toBeNull();
  });
});
