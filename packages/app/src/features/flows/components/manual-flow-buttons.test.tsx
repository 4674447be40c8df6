import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionRule } from '../../../lib/permissions/types.js';
import type { Item } from '../../../lib/schema/types.js';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../testing/permission-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

function flow(id: string, name: string, options: Record<string, unknown>, extra: Item = {}): Item {
  return {
    id,
    name,
    icon: null,
    color: null,
    description: null,
    status: 'active',
    trigger: 'manual',
    accountability: 'all',
    options,
    operation: null,
    ...extra,
  };
}

const FLOWS = [
  flow('f-both', 'Publish', { collections: ['articles'] }),
  flow('f-item', 'Send to print', { collections: ['articles'], location: 'item' }),
  flow('f-collection', 'Export selection', { collections: ['articles'], location: 'collection' }),
  flow('f-free', 'Rebuild site', { collections: ['articles'], location: 'collection', requireSelection: false }),
  flow('f-authors', 'Notify author', { collections: ['authors'] }),
  flow('f-off', 'Switched off', { collections: ['articles'] }, { status: 'inactive' }),
  flow('f-event', 'On create', { collections: ['articles'] }, { trigger: 'event' }),
  flow('f-confirm', 'Reject with reason', {
    collections: ['articles'],
    location: 'item',
    requireConfirmation: true,
    confirmationDescription: 'The author gets your reason by mail.',
    fields: [
      { field: 'reason', type: 'string', name: 'Reason', meta: { required: true } },
      { field: 'urgent', type: 'boolean', name: 'Urgent' },
    ],
  }),
];

async function open(path: string, as: 'admin' | PermissionRule[] = 'admin') {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: { ...schema.items, directus_flows: structuredClone(FLOWS) },
    ...(as === 'admin' ? {} : { me: EDITOR, permissions: [permissionRule('articles', 'read'), permissionRule('authors', 'read'), ...as] }),
  });
  const view = renderApp(client, path);
  return { client, ...view };
}

const flowButtons = () => within(screen.getByRole('group', { name: 'Flows' }));
const flowNames = () =>
  flowButtons()
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('manual flow buttons on a collection page', () => {
  it('offers the collection-page flows of this collection, and runs one on the selection', async () => {
    const { client, user } = await open('/content/articles');
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await waitFor(() => expect(flowNames()).toEqual(['Export selection', 'Publish', 'Rebuild site']));
    // Without a selection only the flow that needs none can run.
    expect(flowButtons().getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(flowButtons().getByRole('button', { name: 'Rebuild site' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Hello by Ann' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Second by Bob' }));
    await user.click(flowButtons().getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(client.callsOf('triggerFlow')).toEqual([['f-both', { collection: 'articles', keys: [1, 2] }]]));
    expect(await screen.findByText('Ran "Publish"')).toBeInTheDocument();
  });

  it('runs a selection-free flow with no keys when nothing is selected', async () => {
    const { client, user } = await open('/content/articles');
    await user.click(await screen.findByRole('button', { name: 'Rebuild site' }));
    await waitFor(() => expect(client.callsOf('triggerFlow')).toEqual([['f-free', { collection: 'articles' }]]));
  });

  it('shows no flow buttons to a role that may not read flows, and never asks for them', async () => {
    const { client } = await open('/content/articles', []);
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    expect(screen.queryByRole('group', { name: 'Flows' })).not.toBeInTheDocument();
    expect(client.callsOf('readItems').filter(([collection]) => collection === 'directus_flows')).toEqual([]);
  });

  it('shows them to a role that may read flows', async () => {
    await open('/content/articles', [permissionRule('directus_flows', 'read')]);
    await waitFor(() => expect(flowNames()).toEqual(['Export selection', 'Publish', 'Rebuild site']));
  });
});

describe('manual flow buttons on an item page', () => {
  it('offers the item-page flows and runs one on this item', async () => {
    const { client, user } = await open('/content/articles/2');
    await screen.findByLabelText('Title');
    await waitFor(() => expect(flowNames()).toEqual(['Publish', 'Reject with reason', 'Send to print']));
    await user.click(flowButtons().getByRole('button', { name: 'Send to print' }));
    await waitFor(() => expect(client.callsOf('triggerFlow')).toEqual([['f-item', { collection: 'articles', keys: [2] }]]));
  });

  it('asks for confirmation with the flow fields, requires the required ones, and sends the values', async () => {
    const { client, user } = await open('/content/articles/2');
    await user.click(await screen.findByRole('button', { name: 'Reject with reason' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run Reject with reason?' }));
    expect(dialog.getByText('The author gets your reason by mail.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Run flow' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Reason (required)'), 'Too short');
    await user.click(dialog.getByLabelText('Urgent'));
    await user.click(dialog.getByRole('button', { name: 'Run flow' }));
    await waitFor(() =>
      expect(client.callsOf('triggerFlow')).toEqual([
        ['f-confirm', { reason: 'Too short', urgent: true, collection: 'articles', keys: [2] }],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the error when the run fails', async () => {
    const { client, user } = await open('/content/articles/2');
    client.failNext('triggerFlow', new (await import('../../../testing/fake-client.js')).FakeApiError(403, 'FORBIDDEN', 'Not allowed.'));
    await user.click(await screen.findByRole('button', { name: 'Reject with reason' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run Reject with reason?' }));
    await user.type(dialog.getByLabelText('Reason (required)'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Run flow' }));
    expect(await dialog.findByText('Not allowed.')).toBeInTheDocument();
  });

  it('shows no flow on a new item', async () => {
    await open('/content/articles/+');
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('group', { name: 'Flows' })).not.toBeInTheDocument();
  });
});
