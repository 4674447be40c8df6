import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Activity, Revision } from '../../../lib/schema/system-types.js';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { activityFixture } from '../../../testing/system-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const FLOW = {
  id: 'flow-1',
  name: 'Notify editors',
  icon: null,
  color: null,
  description: 'Mails the editors when an article changes',
  status: 'active',
  trigger: 'event',
  accountability: 'all',
  options: { type: 'action', scope: ['items.update'], collections: ['articles'] },
  operation: 'op-check',
};

const operation = (id: string, name: string, type: string, resolve: string | null, reject: string | null) => ({
  id,
  name,
  key: id.replace('op-', ''),
  type,
  position_x: 19,
  position_y: 1,
  options: {},
  resolve,
  reject,
  flow: 'flow-1',
});

async function open(path: string, { withRuns = true } = {}) {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: {
      ...schema.items,
      directus_flows: [
        FLOW,
        { ...FLOW, id: 'flow-2', name: 'Nightly report', trigger: 'schedule', status: 'inactive', description: null, operation: null },
      ],
      directus_operations: [
        operation('op-check', 'Is published?', 'condition', 'op-mail', 'op-log'),
        operation('op-mail', 'Mail editors', 'mail', null, null),
        operation('op-log', 'Log skip', 'log', null, null),
        operation('op-orphan', 'Left over', 'sleep', null, null),
        { ...operation('op-elsewhere', 'Other flow', 'log', null, null), flow: 'flow-2' },
      ],
    },
    activities: !withRuns
      ? []
      : [
          activityFixture({
            id: 7,
            action: 'run' as Activity['action'],
            collection: 'directus_flows',
            item: 'flow-1',
            timestamp: '2024-03-02T08:00:00Z',
          }),
          activityFixture({ id: 8, action: 'update', collection: 'directus_flows', item: 'flow-1' }),
          activityFixture({ id: 9, action: 'run' as Activity['action'], collection: 'directus_flows', item: 'flow-2' }),
        ],
    revisions: [
      {
        id: 70,
        activity: 7,
        collection: 'directus_flows',
        item: 'flow-1',
        data: { steps: [{}, {}] },
        delta: null,
        parent: null,
        version: null,
      } as Revision,
    ],
  });
  const view = renderApp(client, path);
  return { client, ...view };
}

describe('settings: flows', () => {
  // jsdom has no ResizeObserver, which the graph canvas (@xyflow/react) needs to measure itself.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('lists every flow with its trigger and status, and opens one', async () => {
    const { user } = await open('/settings/flows');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Nightly report', 'schedule', 'Inactive', ''],
      ['Notify editors', 'event', 'Active', 'Mails the editors when an article changes'],
    ]);
    expect(screen.getByRole('link', { name: 'Flows' })).toHaveAttribute('href', '/settings/flows');
    await user.click(screen.getByRole('link', { name: 'Notify editors' }));
    expect(await screen.findByRole('heading', { name: 'Notify editors', level: 1 })).toBeInTheDocument();
  });

  it('shows the trigger, the operations along their success and failure paths, and the last runs', async () => {
    await open('/settings/flows/flow-1');
    const trigger = within(await screen.findByRole('region', { name: 'Trigger' }));
    expect(trigger.getByText('Event hook')).toBeInTheDocument();
    expect(within(trigger.getByRole('group', { name: 'Scope' })).getByRole('checkbox', { name: 'items.update' })).toBeChecked();

    const graph = within(screen.getByRole('list', { name: 'Operations' }));
    const first = graph.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Is published?')).toBeInTheDocument();
    const success = graph.getByText('✓ On success →').closest('li')!;
    const failure = graph.getByText('✕ On failure →').closest('li')!;
    expect(within(success).getByText('Mail editors')).toBeInTheDocument();
    expect(within(success).queryByText('Log skip')).not.toBeInTheDocument();
    expect(within(failure).getByText('Log skip')).toBeInTheDocument();
    // An operation of this flow on no path is listed apart; another flow's never appears.
    expect(within(screen.getByRole('list', { name: 'Operations not connected' })).getByText('Left over')).toBeInTheDocument();
    expect(screen.queryByText('Other flow')).not.toBeInTheDocument();

    const runList = await screen.findByRole('list', { name: 'Last runs' });
    expect(runList.children).toHaveLength(1);
    expect(within(runList).getByText(/2 steps/)).toBeInTheDocument();
  });

  it('says so when a flow has no operation yet, and when a run stored no details', async () => {
    await open('/settings/flows/flow-2');
    expect(await screen.findByText('The trigger is connected to no operation.')).toBeInTheDocument();
    const runs = within(await screen.findByRole('list', { name: 'Last runs' }));
    expect(runs.getAllByRole('listitem')).toHaveLength(1);
    expect(runs.getByText('No details stored for this run.')).toBeInTheDocument();
  });

  it('says so when a flow was never run', async () => {
    await open('/settings/flows/flow-1', { withRuns: false });
    expect(await screen.findByText('No runs recorded yet.')).toBeInTheDocument();
  });

  it('creates a flow from the list, asking for a name first, and opens its page', async () => {
    const { client, user } = await open('/settings/flows');
    await user.click(await screen.findByRole('button', { name: 'Create flow' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create flow' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A flow needs a name.');
    await user.type(dialog.getByLabelText('Name'), 'Publish check');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Publish check', level: 1 })).toBeInTheDocument();
    expect(client.callsOf('createFlow')).toEqual([
      [{ name: 'Publish check', status: 'active', trigger: 'manual', accountability: 'all', options: {} }],
    ]);
  });

  it('edits the graph: deleting an operation unlinks it, then Save patches the link before deleting it', async () => {
    const { client, user } = await open('/settings/flows/flow-1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Save' });
    // The canvas keeps its nodes visibility:hidden until it has measured them, which jsdom never does.
    await user.click(screen.getByLabelText('Delete Log skip'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(client.callsOf('deleteOperations')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(client.calls.map((call) => call.method).filter((method) => /Operation|Flow$/.test(method))).toEqual([
      'updateOperation',
      'deleteOperations',
    ]);
    expect(client.callsOf('updateOperation')).toEqual([['op-check', { reject: null }]]);
    expect(client.callsOf('deleteOperations')).toEqual([[['op-log']]]);
  });
});
