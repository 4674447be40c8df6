import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../testing/fixtures.js';
import { renderRoutes } from '../../../testing/render.js';
import { RolesModule } from './roles-module.js';

const EDITORS = {
  id: 'role-editors',
  name: 'Editors',
  icon: 'edit',
  description: null,
  ip_access: null,
  enforce_tfa: false,
  admin_access: false,
  app_access: true,
};

const STATUS_CHOICES = [
  { text: 'Draft', value: 'draft' },
  { text: 'In review', value: 'review' },
];

async function setup(permissions: Record<string, unknown>[] = []) {
  const client = await signedInFakeClient({
    collections: [makeCollection('articles')],
    fields: [
      makeField('articles', 'id', 'integer', {}, { is_primary_key: true, has_auto_increment: true }),
      makeField('articles', 'title', 'string', { interface: 'input' }),
      makeField('articles', 'status', 'string', { interface: 'select-dropdown', options: { choices: STATUS_CHOICES } }),
      makeField('articles', 'featured', 'boolean', { interface: 'boolean' }),
    ],
    items: { directus_roles: [EDITORS], directus_users: [], directus_permissions: permissions },
  });
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: '/settings/roles/*', element: <RolesModule /> }], client, '/settings/roles/role-editors');
  return { client, user };
}

describe('field presets of a custom rule', () => {
  it('are filled in the collection’s item form, and Save writes them', async () => {
    const { client, user } = await setup();
    const matrix = await screen.findByRole('table', { name: 'Permissions' });
    await user.selectOptions(within(matrix).getByLabelText('Create permission of articles'), 'custom');
    const drawer = await screen.findByRole('dialog', { name: 'Custom create permission of articles' });
    const presets = within(await within(drawer).findByRole('group', { name: 'Field presets' }));
    expect(presets.queryByLabelText('Id')).toBeNull();
    await user.type(await presets.findByRole('textbox', { name: 'Title' }), 'Untitled');
    await user.selectOptions(presets.getByRole('combobox', { name: 'Status' }), 'In review');
    await user.type(presets.getByRole('textbox', { name: 'Title' }), '{Backspace>8/}');
    await user.type(presets.getByRole('textbox', { name: 'Title' }), 'New article');
    await user.click(within(drawer).getByRole('button', { name: 'Save permission' }));
    await waitFor(() => expect(client.callsOf('createPermission')).toHaveLength(1));
    expect(client.callsOf('createPermission')[0]?.[0]).toMatchObject({
      role: 'role-editors',
      collection: 'articles',
      action: 'create',
      presets: { title: 'New article', status: 'review' },
    });
  });

  it('shows stored presets in the form, drops an emptied one, and keeps JSON as an alternative', async () => {
    const { client, user } = await setup([
      {
        id: 9,
        role: 'role-editors',
        collection: 'articles',
        action: 'update',
        fields: ['*'],
        permissions: null,
        validation: null,
        presets: { title: 'Kept', status: 'draft' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit update permission of articles' }));
    const drawer = await screen.findByRole('dialog', { name: 'Custom update permission of articles' });
    const presets = within(within(drawer).getByRole('group', { name: 'Field presets' }));
    expect(await presets.findByRole('textbox', { name: 'Title' })).toHaveValue('Kept');
    expect(presets.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Draft');
    await user.clear(presets.getByRole('textbox', { name: 'Title' }));
    await user.click(presets.getByLabelText('Edit field presets as JSON'));
    const json = presets.getByLabelText('Field presets (JSON)');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({ status: 'draft' });
    await user.clear(json);
    await user.type(json, '{{"status": "review", "featured": true}');
    await user.click(within(drawer).getByRole('button', { name: 'Save permission' }));
    await waitFor(() => expect(client.callsOf('updatePermission')).toHaveLength(1));
    expect(client.callsOf('updatePermission')[0]).toEqual([9, expect.objectContaining({ presets: { status: 'review', featured: true } })]);
  });
});
