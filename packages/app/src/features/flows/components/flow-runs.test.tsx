import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationRecord } from '../../../lib/flows/types.js';
import type { Activity } from '../../../lib/schema/system-types.js';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { renderWithClient } from '../../../testing/render.js';
import { activityFixture, revisionFixture } from '../../../testing/system-fixtures.js';
import { FlowRuns } from './flow-runs.js';

const operation = (id: string, name: string | null, key: string, type: string): OperationRecord => ({
  id,
  name,
  key,
  type,
  position_x: 19,
  position_y: 1,
  options: {},
  resolve: null,
  reject: null,
  flow: 'flow-1',
});

const OPERATIONS = [
  operation('op-read', 'Read article', 'read', 'item-read'),
  operation('op-notify', 'Tell owner', 'notify', 'notification'),
];

const run = (id: number, timestamp: string) =>
  activityFixture({ id, action: 'run' as Activity['action'], collection: 'directus_flows', item: 'flow-1', timestamp });

/** As the server's recordFlowRun stores them: the steps, then the data chain by key. */
const FAILED = {
  steps: [
    { operation: 'op-read', key: 'read', status: 'resolve', options: { collection: 'articles', key: ['1'], permissions: '$full' } },
    { operation: 'op-notify', key: 'notify', status: 'reject', options: { recipient: ['u-1'], subject: 'Article 1 changed' } },
  ],
  data: {
    $trigger: { event: 'articles.items.update', keys: ['1'] },
    $accountability: { user: 'u-9', role: null },
    read: { '--truncated--': 'Only the first 10 bytes or so are kept', start: [{ id: 1, title: 'Hello' }] },
    notify: { name: 'DirectusError', message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } },
    $last: { '--same-as--': 'notify' },
  },
};

const SUCCEEDED = {
  steps: [{ operation: 'op-deleted', key: 'log_it', status: 'resolve', options: { message: 'done' } }],
  data: { $trigger: null, log_it: null, $last: { '--same-as--': 'log_it' } },
};

async function openRuns() {
  const client = await signedInFakeClient({
    activities: [run(1, '2024-03-02T08:00:00Z'), run(2, '2024-03-02T09:00:00Z')],
    revisions: [
      revisionFixture({ id: 10, activity: 1, collection: 'directus_flows', item: 'flow-1', data: FAILED }),
      revisionFixture({ id: 20, activity: 2, collection: 'directus_flows', item: 'flow-1', data: SUCCEEDED }),
    ],
  });
  renderWithClient(<FlowRuns flowId="flow-1" operations={OPERATIONS} />, client);
  const list = await screen.findByRole('list', { name: 'Last runs' });
  return { list, runs: [...list.children] as HTMLElement[], user: userEvent.setup({ delay: null }) };
}

describe('FlowRuns', () => {
  it("marks a failed run in words and colour with the failing step's name and key; a succeeded one says so", async () => {
    const { runs } = await openRuns();
    const [newest, failed] = runs;
    expect(newest!.querySelector('summary')).toHaveTextContent(/Succeeded · 1 step$/);
    expect(newest).not.toHaveClass('flow-run--failed');
    expect(failed!.querySelector('summary')).toHaveTextContent(/Failed at Tell owner \(notify\) · 2 steps$/);
    expect(failed).toHaveClass('flow-run--failed');
    expect(within(failed!).getByText('Failed at Tell owner (notify)')).toHaveClass('flow-run__badge--failed');
  });

  it('shows a run as its steps: operation, status, options as a list and the stored data', async () => {
    const { runs, user } = await openRuns();
    const failed = runs[1]!;
    await user.click(failed.querySelector('summary')!);
    const steps = within(failed).getByRole('list', { name: /^Steps of the run of / });
    const [read, notify] = within(steps).getAllByRole('listitem', { name: /\(/ });
    expect(read).toHaveAccessibleName('Read article (read)');
    expect(within(read!).getByText('Resolved')).toBeInTheDocument();
    expect(within(read!).getByText('Read data')).toBeInTheDocument();
    // Options as name → value; a list unfolds as JSON.
    expect(within(read!).getByText('collection').nextElementSibling).toHaveTextContent('articles');
    expect(within(read!).getByText('permissions').nextElementSibling).toHaveTextContent('$full');
    // Only the beginning of a large result is stored: said so.
    expect(within(read!).getByText(/Only the beginning is stored/)).toBeInTheDocument();
    expect(JSON.parse(within(read!).getByText(/"title"/).textContent!)).toEqual([{ id: 1, title: 'Hello' }]);

    expect(notify).toHaveAccessibleName('Tell owner (notify)');
    expect(within(notify!).getByText('Rejected')).toHaveClass('flow-run__badge--failed');
    // A failed step's data (its error) is unfolded from the start.
    const error = within(notify!)
      .getByText(/FORBIDDEN/)
      .closest('details')!;
    expect(error).toHaveAttribute('open');
    expect(within(failed).getByText('Trigger data')).toBeInTheDocument();
  });

  it('names a step of an operation deleted since by its key', async () => {
    const { runs, user } = await openRuns();
    await user.click(runs[0]!.querySelector('summary')!);
    const step = within(runs[0]!).getByRole('listitem', { name: 'log_it' });
    expect(within(step).getByText('op-deleted')).toBeInTheDocument();
    expect(within(step).getByText('done')).toBeInTheDocument();
  });

  it('does not call a run failed whose rejected step was followed on its reject path', async () => {
    const handled = {
      steps: [
        { operation: 'op-read', key: 'read', status: 'reject', options: {} },
        { operation: 'op-notify', key: 'notify', status: 'resolve', options: {} },
      ],
      data: {},
    };
    const client = await signedInFakeClient({
      activities: [run(1, '2024-03-02T08:00:00Z')],
      revisions: [revisionFixture({ id: 10, activity: 1, collection: 'directus_flows', item: 'flow-1', data: handled })],
    });
    renderWithClient(<FlowRuns flowId="flow-1" operations={OPERATIONS} />, client);
    const list = await screen.findByRole('list', { name: 'Last runs' });
    expect(list.querySelector('summary')).toHaveTextContent(/Succeeded · 2 steps$/);
    expect(within(list).getByText('Rejected')).toBeInTheDocument();
  });
});
