import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PERMISSIONS, permissionsFromRules } from '../../../../lib/permissions/permissions.js';
import type { Permissions } from '../../../../lib/permissions/permissions.js';
import { PermissionsProvider } from '../../../../lib/permissions/permissions-context.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderWithClient } from '../../../../testing/render.js';
import { BulkEditDrawer } from './bulk-edit-drawer.js';

async function setup(permissions: Permissions = ADMIN_PERMISSIONS) {
  const client = await signedInFakeClient(blogSchema());
  const onDone = vi.fn();
  renderWithClient(
    <PermissionsProvider permissions={permissions}>
      <BulkEditDrawer
        collection="articles"
        fields={client.data.fields.filter((field) => field.collection === 'articles')}
        relations={client.data.relations}
        keys={[1, 2]}
        onDone={onDone}
        onClose={() => undefined}
      />
    </PermissionsProvider>,
    client,
  );
  const drawer = await screen.findByRole('dialog', { name: 'Edit 2 items' });
  return { client, onDone, drawer, user: userEvent.setup({ delay: null }) };
}

/** The "Leave unchanged" switch of one field (found through the field's wrapper). */
function leaveUnchanged(drawer: HTMLElement, field: string): HTMLElement {
  const wrapper = drawer.querySelector(`[data-field="${field}"]`);
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no field ${field}`);
  return within(wrapper).getByRole('checkbox', { name: 'Leave unchanged' });
}

describe('bulk edit: the item form with "leave unchanged"', () => {
  it('offers every field the item page has, relational ones too, each starting "Leave unchanged"', async () => {
    const { drawer } = await setup();
    for (const field of ['title', 'status', 'author', 'comments', 'labels', 'published'])
      expect(leaveUnchanged(drawer, field)).toBeChecked();
    expect(
      within(await within(drawer).findByRole('group', { name: 'Labels' })).getByRole('button', { name: 'Add existing' }),
    ).toBeInTheDocument();
    expect(
      within(await within(drawer).findByRole('group', { name: 'Comments' })).getByRole('button', { name: 'Create new' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Select Author' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sends only the edited fields in one request, and a field ticked back to "Leave unchanged" not at all', async () => {
    const { client, onDone, drawer, user } = await setup();
    await user.type(within(drawer).getByLabelText('Title'), 'Same title');
    expect(leaveUnchanged(drawer, 'title')).not.toBeChecked();
    await user.selectOptions(within(drawer).getByLabelText('Status'), 'Published');
    await user.type(within(drawer).getByLabelText('Word Count'), '5');
    await user.click(leaveUnchanged(drawer, 'word_count'));
    expect(leaveUnchanged(drawer, 'word_count')).toBeChecked();
    expect(within(drawer).getByLabelText('Word Count')).toHaveValue(null);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(client.callsOf('updateItems')).toEqual([['articles', [1, 2], { title: 'Same title', status: 'published' }]]);
  });

  it('sends an m2o key and an m2m link as the alterations every selected item gets', async () => {
    const { client, onDone, drawer, user } = await setup();
    await user.click(within(drawer).getByRole('button', { name: 'Select Author' }));
    await user.click(await screen.findByRole('button', { name: 'Bob' }));
    await user.click(within(within(drawer).getByRole('group', { name: 'Labels' })).getByRole('button', { name: 'Add existing' }));
    const picker = await screen.findByRole('dialog', { name: 'Add existing to Labels' });
    await user.click(await within(picker).findByRole('checkbox', { name: 'Life' }));
    await user.click(within(picker).getByRole('button', { name: /^Select/ }));
    expect(leaveUnchanged(drawer, 'labels')).not.toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(client.callsOf('updateItems')).toEqual([
      ['articles', [1, 2], { author: 2, labels: { create: [{ labels_id: 2 }], update: [], delete: [] } }],
    ]);
  });

  it('unticking "Leave unchanged" without an edit clears the field on every item', async () => {
    const { client, onDone, drawer, user } = await setup();
    await user.click(leaveUnchanged(drawer, 'summary'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(client.callsOf('updateItems')).toEqual([['articles', [1, 2], { summary: null }]]);
  });

  it('shows the fields the role may not update as read-only', async () => {
    const { drawer } = await setup(
      permissionsFromRules([permissionRule('articles', 'read'), permissionRule('articles', 'update', ['title'])]),
    );
    expect(within(drawer).getByLabelText('Title')).not.toHaveAttribute('readonly');
    expect(within(drawer).getByLabelText('Slug')).toHaveAttribute('readonly');
    expect(leaveUnchanged(drawer, 'slug')).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Select Author' })).not.toBeInTheDocument();
  });
});
