import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { makeCollection } from '../../../testing/fixtures.js';
import { renderWithClient } from '../../../testing/render.js';
import type { FlowDraft, NewOperation } from './flow-draft.js';
import { OperationDialog } from './operation-dialog.js';

const GRACE = '6f1c1f5e-2a4b-4c55-9d0e-000000000001';
const ALAN = '6f1c1f5e-2a4b-4c55-9d0e-000000000002';
const GONE = '6f1c1f5e-2a4b-4c55-9d0e-000000000009';
const EDITOR_ROLE = '6f1c1f5e-2a4b-4c55-9d0e-0000000000e1';
const TEMPLATE = '{{ $trigger.payload.owner }}';

const draft: FlowDraft = { first: null, operations: [] };

async function openDialog({ operation, trigger = 'event' }: { operation?: NewOperation; trigger?: string } = {}) {
  const client = await signedInFakeClient({
    items: {
      directus_users: [
        { id: GRACE, first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', status: 'active' },
        { id: ALAN, first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com', status: 'active' },
      ],
      directus_roles: [{ id: EDITOR_ROLE, name: 'Editor', icon: 'edit', description: null, admin_access: false, app_access: true }],
    },
    collections: ['articles', 'pages', 'directus_users'].map((name) => makeCollection(name)),
  });
  const onSubmit = vi.fn();
  renderWithClient(
    <OperationDialog draft={draft} operation={operation} trigger={trigger} onSubmit={onSubmit} onClose={() => {}} />,
    client,
  );
  const dialog = within(await screen.findByRole('dialog'));
  return { client, dialog, onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('operation options pickers', () => {
  it('picks notification recipients by name, keeps a typed template, and picks the permissions by role name', async () => {
    const { dialog, onSubmit, user } = await openDialog();
    await user.type(dialog.getByLabelText('Name'), 'Tell owner');
    await user.selectOptions(dialog.getByLabelText('Type'), 'notification');
    const search = dialog.getByRole('combobox', { name: 'Recipients' });

    await user.type(search, 'hopp');
    await user.click(await dialog.findByRole('option', { name: /Grace Hopper/ }));
    expect(search).toHaveValue('');
    // Chosen users are not offered again; the e-mail is searched too.
    await user.type(search, 'example.com');
    await dialog.findByRole('option', { name: /Alan Turing/ });
    expect(dialog.queryByRole('option', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await dialog.findByText('No user matches "nobody".')).toBeInTheDocument();
    await user.clear(search);
    await user.click(search);
    await user.paste(TEMPLATE);
    expect(dialog.getByRole('option', { name: `Use the template ${TEMPLATE}` })).toBeInTheDocument();
    await user.keyboard('{Enter}');

    const chosen = within(dialog.getByRole('list', { name: 'Recipients' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Grace Hopper×Remove Grace Hopper',
      `Template${TEMPLATE}×Remove ${TEMPLATE}`,
    ]);

    const permissions = dialog.getByLabelText('Permissions');
    expect(permissions).toHaveValue('$trigger');
    expect(
      within(permissions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['From trigger', 'Full access', 'Public', 'Editor']);
    await user.selectOptions(permissions, 'Editor');
    await user.type(dialog.getByLabelText('Subject'), 'Changed');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Tell owner',
      key: 'tell_owner',
      type: 'notification',
      options: { recipient: [GRACE, TEMPLATE], subject: 'Changed', permissions: EDITOR_ROLE },
    });
  });

  it('shows stored recipients by name, removes one, and stores a template left alone as typed', async () => {
    const operation = { id: 'n', name: 'N', key: 'n', type: 'notification', options: { recipient: [ALAN, GONE, TEMPLATE], subject: 'Hi' } };
    const { dialog, onSubmit, user } = await openDialog({ operation });
    const chosen = within(dialog.getByRole('list', { name: 'Recipients' }));
    expect(await chosen.findByText('Alan Turing')).toBeInTheDocument();
    expect(chosen.getByText(`Unknown user ${GONE}`)).toBeInTheDocument();
    await user.click(chosen.getByRole('button', { name: 'Remove Alan Turing' }));
    await user.click(chosen.getByRole('button', { name: `Remove Unknown user ${GONE}` }));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    // A lone template may render to a list of ids: stored as the string it was, which the server reads either way.
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'N',
      key: 'n',
      type: 'notification',
      options: { recipient: TEMPLATE, subject: 'Hi', permissions: '$trigger' },
    });
  });

  it('keeps a permissions value that is no longer offered, as "Other"', async () => {
    const operation = { id: 'r', name: 'R', key: 'r', type: 'item-read', options: { collection: 'articles', permissions: GONE } };
    const { dialog } = await openDialog({ operation });
    const permissions = dialog.getByLabelText('Permissions');
    expect(await within(permissions).findByRole('option', { name: `Other: ${GONE}` })).toBeInTheDocument();
    expect(permissions).toHaveValue(GONE);
  });

  it.each([
    ['schedule', /no user: with "From trigger" this operation acts as the server itself, with full access/],
    ['webhook', /without an access token .* acts with public permissions, .* fails with FORBIDDEN/],
    ['operation', /Started by another flow: .* acts with the calling flow's permissions/],
  ])('warns what "From trigger" means under a %s trigger, until another choice is made', async (trigger, hint) => {
    const { dialog, user } = await openDialog({ trigger });
    await user.selectOptions(dialog.getByLabelText('Type'), 'item-create');
    expect(dialog.getByRole('status')).toHaveTextContent(hint);
    await user.selectOptions(dialog.getByLabelText('Permissions'), 'Full access');
    expect(dialog.queryByText(hint)).not.toBeInTheDocument();
  });

  it('gives no such warning where the trigger brings a user', async () => {
    const { dialog, user } = await openDialog({ trigger: 'manual' });
    await user.selectOptions(dialog.getByLabelText('Type'), 'item-create');
    expect(dialog.getByLabelText('Permissions')).toHaveValue('$trigger');
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  });

  it('picks the collection of an item operation from the schema, the system ones apart', async () => {
    const { dialog, onSubmit, user } = await openDialog();
    await user.type(dialog.getByLabelText('Name'), 'Read pages');
    await user.selectOptions(dialog.getByLabelText('Type'), 'item-read');
    const collection = dialog.getByLabelText('Collection');
    expect(collection.tagName).toBe('SELECT');
    await within(collection).findByRole('option', { name: 'pages' });
    expect(within(collection).getByRole('group', { name: 'System collections' })).toHaveTextContent('directus_users');
    await user.selectOptions(collection, 'pages');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'item-read', options: expect.objectContaining({ collection: 'pages' }) }),
    );
  });

  it("keeps an item operation's stored collection the schema no longer has", async () => {
    const operation = { id: 'd', name: 'D', key: 'd', type: 'item-delete', options: { collection: 'old_posts' } };
    const { dialog } = await openDialog({ operation });
    const collection = dialog.getByLabelText('Collection');
    expect(await within(collection).findByRole('option', { name: 'old_posts (not in the list)' })).toBeInTheDocument();
    expect(collection).toHaveValue('old_posts');
  });
});
