import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../testing/fixtures.js';
import { renderRoutes } from '../../../testing/render.js';
import { RolesModule } from './roles-module.js';

const EDITORS = {
  id: 'role-editors',
  name: 'Editors',
  icon: 'edit',
  description: 'Write articles',
  ip_access: null,
  enforce_tfa: false,
  admin_access: false,
  app_access: true,
};
const ADMINS = {
  id: 'role-admin',
  name: 'Administrator',
  icon: 'verified',
  description: null,
  ip_access: null,
  enforce_tfa: false,
  admin_access: true,
  app_access: true,
};

async function setup(path: string, permissions: Record<string, unknown>[] = []) {
  const client = await signedInFakeClient({
    collections: [makeCollection('articles'), makeCollection('__proto__'), makeCollection('constructor'), makeCollection('directus_users')],
    fields: [
      makeField('articles', 'id', 'integer', {}, { is_primary_key: true }),
      makeField('articles', 'title', 'string'),
      makeField('articles', 'status', 'string'),
      makeField('articles', 'secret_note', 'text'),
    ],
    items: {
      directus_roles: [ADMINS, EDITORS],
      directus_users: [
        { id: 'u1', email: 'ada@example.com', role: 'role-admin' },
        { id: 'u2', email: 'bob@example.com', role: 'role-editors' },
        { id: 'u3', email: 'eve@example.com', role: 'role-editors' },
      ],
      directus_permissions: permissions,
    },
  });
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes([{ path: '/settings/roles/*', element: <RolesModule /> }], client, path);
  return { client, user, ...view };
}

describe('roles list', () => {
  it('lists the public role and every role with its number of users', async () => {
    await setup('/settings/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(within(table).getByRole('link', { name: 'Public' })).toHaveAttribute('href', '/settings/roles/public');
    await waitFor(() => expect(within(table).getByLabelText('Users of Editors')).toHaveTextContent('2'));
    expect(within(table).getByLabelText('Users of Administrator')).toHaveTextContent('1');
  });

  it('creates a role and opens it', async () => {
    const { user, client, router } = await setup('/settings/roles');
    await user.click(await screen.findByRole('button', { name: 'Create role' }));
    await user.type(screen.getByLabelText('Role name'), 'Reviewers');
    await user.click(within(screen.getByRole('dialog', { name: 'Create role' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/settings\/roles\/role-\d+$/));
    expect(client.callsOf('createRole')[0]?.[0]).toMatchObject({ name: 'Reviewers', admin_access: false, app_access: true });
  });
});

describe('role page', () => {
  it('edits the role settings and lists its users', async () => {
    const { user, client } = await setup('/settings/roles/role-editors');
    expect(await screen.findByRole('heading', { name: 'Editors', level: 1 })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Users in this role' })).getAllByRole('link')).toHaveLength(2);
    await user.type(screen.getByLabelText('IP allow list'), '10.0.0.1, 192.168.0.0/24');
    await user.click(screen.getByLabelText('Require two-factor sign-in'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateRole')).toHaveLength(1));
    expect(client.callsOf('updateRole')[0]).toEqual(['role-editors', { ip_access: ['10.0.0.1', '192.168.0.0/24'], enforce_tfa: true }]);
  });

  it("picks the role's icon from the icon picker rather than typing its name", async () => {
    const { user, client } = await setup('/settings/roles/role-editors');
    await user.click(await screen.findByRole('button', { name: 'Icon: edit' }));
    await user.type(screen.getByRole('combobox', { name: 'Search icons' }), 'verified_user');
    await user.click(screen.getByRole('option', { name: 'verified_user' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateRole')).toHaveLength(1));
    expect(client.callsOf('updateRole')[0]).toEqual(['role-editors', { icon: 'verified_user' }]);
  });

  it('shows a refusal of the role name under the field', async () => {
    const { user, client } = await setup('/settings/roles/role-editors');
    await user.type(await screen.findByLabelText('Role name'), '!');
    client.failNext(
      'updateRole',
      new FakeApiError(400, 'RECORD_NOT_UNIQUE', 'Value for field "name" has to be unique.', { field: 'name' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value has to be unique.')).toBeInTheDocument();
  });
});

describe('permissions matrix', () => {
  it('sets all access and no access per collection and action, hostile names included', async () => {
    const { user, client } = await setup('/settings/roles/role-editors');
    const matrix = await screen.findByRole('table', { name: 'Permissions' });
    expect(within(matrix).queryByText('directus_users')).toBeNull();
    await user.selectOptions(within(matrix).getByLabelText('Read permission of __proto__'), 'all');
    await waitFor(() => expect(client.callsOf('createPermission')).toHaveLength(1));
    expect(client.callsOf('createPermission')[0]?.[0]).toEqual({
      role: 'role-editors',
      collection: '__proto__',
      action: 'read',
      fields: ['*'],
      permissions: {},
      validation: {},
      presets: null,
    });
    await waitFor(() => expect(within(matrix).getByLabelText('Read permission of __proto__')).toHaveValue('all'));
    await user.selectOptions(within(matrix).getByLabelText('Read permission of __proto__'), 'none');
    await waitFor(() => expect(client.callsOf('deletePermission')).toHaveLength(1));
    expect(within(matrix).getByLabelText('Read permission of constructor')).toHaveValue('none');
  });

  it('opens a custom rule and saves its item filter and field list', async () => {
    const { user, client } = await setup('/settings/roles/role-editors');
    const matrix = await screen.findByRole('table', { name: 'Permissions' });
    await user.selectOptions(within(matrix).getByLabelText('Read permission of articles'), 'custom');
    const drawer = await screen.findByRole('dialog', { name: 'Custom read permission of articles' });
    const itemFilter = within(drawer).getByRole('group', { name: 'Item permissions' });
    await user.click(within(itemFilter).getByRole('button', { name: 'Add filter' }));
    const rule = () => within(itemFilter).getByRole('group', { name: /^Filter on/ });
    await user.selectOptions(await within(rule()).findByRole('combobox', { name: 'Field' }), 'status');
    await user.selectOptions(within(rule()).getByLabelText('Operator'), 'Equals');
    await user.type(within(rule()).getByLabelText('Value'), 'published');
    await user.click(within(drawer).getByLabelText('All fields'));
    await user.click(within(drawer).getByLabelText('id'));
    await user.click(within(drawer).getByLabelText('title'));
    // Nothing is written until Save: a rule that is about to be narrowed never exists with full access.
    expect(client.callsOf('createPermission')).toHaveLength(0);
    await user.click(within(drawer).getByRole('button', { name: 'Save permission' }));
    await waitFor(() => expect(client.callsOf('createPermission')).toHaveLength(1));
    expect(client.callsOf('createPermission')[0]?.[0]).toMatchObject({
      role: 'role-editors',
      collection: 'articles',
      action: 'read',
      permissions: { _and: [{ status: { _eq: 'published' } }] },
      fields: ['id', 'title'],
    });
    expect(await within(matrix).findByRole('button', { name: 'Edit read permission of articles' })).toBeInTheDocument();
  });

  it('leaves no rule behind when a new custom rule is cancelled', async () => {
    const { user, client } = await setup('/settings/roles/role-editors');
    const matrix = await screen.findByRole('table', { name: 'Permissions' });
    await user.selectOptions(within(matrix).getByLabelText('Delete permission of articles'), 'custom');
    const drawer = await screen.findByRole('dialog', { name: 'Custom delete permission of articles' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom delete permission of articles' })).toBeNull());
    expect(drawer).not.toBeInTheDocument();
    expect(client.callsOf('createPermission')).toHaveLength(0);
    expect(within(matrix).getByLabelText('Delete permission of articles')).toHaveValue('none');
  });

  it('refuses to save a filter that is not JSON', async () => {
    const { user } = await setup('/settings/roles/role-editors', [
      {
        id: 7,
        role: 'role-editors',
        collection: 'articles',
        action: 'update',
        fields: ['title'],
        permissions: null,
        validation: null,
        presets: null,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit update permission of articles' }));
    const drawer = await screen.findByRole('dialog', { name: 'Custom update permission of articles' });
    await user.click(within(drawer).getByLabelText('Edit field validation as JSON'));
    await user.type(within(drawer).getByLabelText('Field validation (JSON)'), '{{oops');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Enter a JSON object');
    expect(within(drawer).getByRole('button', { name: 'Save permission' })).toBeDisabled();
  });

  it('edits the public role as role null', async () => {
    const { user, client } = await setup('/settings/roles/public');
    const matrix = await screen.findByRole('table', { name: 'Permissions' });
    expect(client.callsOf('readRolePermissions')).toEqual([[null]]);
    await user.selectOptions(within(matrix).getByLabelText('Read permission of articles'), 'all');
    await waitFor(() => expect(client.callsOf('createPermission')[0]?.[0]).toMatchObject({ role: null, collection: 'articles' }));
  });
});
