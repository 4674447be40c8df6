import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema, makeCollection } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const FLOW = {
  id: 'flow-1',
  name: 'Notify editors',
  icon: null,
  color: null,
  description: null,
  status: 'active',
  trigger: 'event',
  accountability: 'all',
  options: { type: 'action', scope: ['items.update'], collections: ['articles'], legacy: 1 },
  operation: null,
};

async function openFlow(flow: Record<string, unknown> = FLOW) {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    // A folder (no table: no items, so no events) and a system collection beside the blog's.
    collections: [...schema.collections, { ...makeCollection('archive'), schema: null }, makeCollection('directus_users')],
    items: { ...schema.items, directus_flows: [flow], directus_operations: [] },
  });
  const view = renderApp(client, '/settings/flows/flow-1');
  const form = within(await screen.findByRole('form', { name: 'Trigger options' }));
  return { client, form, ...view };
}

describe('TriggerOptions on the flow page', () => {
  // jsdom has no ResizeObserver, which the graph canvas (@xyflow/react) on the same page needs.
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

  it("shows an event hook's options as a form with the registry's fields, not as raw JSON, and saves an edit", async () => {
    const { client, form, user } = await openFlow();
    expect(form.getByLabelText('Type')).toHaveValue('action');
    const scope = within(form.getByRole('group', { name: 'Scope' }));
    expect(scope.getByRole('checkbox', { name: 'items.update' })).toBeChecked();
    expect(scope.getByRole('checkbox', { name: 'items.create' })).not.toBeChecked();
    const collections = within(form.getByRole('group', { name: 'Collections' }));
    expect(await collections.findByRole('checkbox', { name: 'articles' })).toBeChecked();
    expect(screen.queryByText('["items.update"]')).not.toBeInTheDocument();

    await user.click(scope.getByRole('checkbox', { name: 'items.create' }));
    await user.click(form.getByRole('button', { name: 'Save trigger options' }));
    expect(await screen.findByText('Trigger options saved')).toBeInTheDocument();
    // An option the form does not show (legacy) is kept.
    expect(client.callsOf('updateFlow')).toEqual([
      [
        'flow-1',
        {
          trigger: 'event',
          status: 'active',
          options: { type: 'action', scope: ['items.create', 'items.update'], collections: ['articles'], legacy: 1 },
        },
      ],
    ]);
  });

  it('shows a schedule, a webhook and a manual trigger with their own fields', async () => {
    const schedule = await openFlow({ ...FLOW, trigger: 'schedule', options: { cron: '*/5 * * * *' } });
    expect(schedule.form.getByLabelText('Interval')).toHaveValue('*/5 * * * *');
    schedule.unmount();

    const webhook = await openFlow({ ...FLOW, trigger: 'webhook', options: { method: 'POST', async: true, return: '$last' } });
    expect(webhook.form.getByLabelText('Method')).toHaveValue('POST');
    expect(webhook.form.getByLabelText('Asynchronous')).toBeChecked();
    expect(webhook.form.getByLabelText('Response body')).toHaveValue('$last');
    webhook.unmount();

    const manual = await openFlow({ ...FLOW, trigger: 'manual', options: { requireConfirmation: true, fields: [{ field: 'note' }] } });
    expect(manual.form.getByLabelText('Require confirmation')).toBeChecked();
    expect(JSON.parse((manual.form.getByLabelText('Confirmation fields') as HTMLTextAreaElement).value)).toEqual([{ field: 'note' }]);
  });

  it('edits the options as JSON, refusing text that is not a JSON object', async () => {
    const { client, form, user } = await openFlow();
    await user.click(form.getByLabelText('Edit as JSON'));
    const json = form.getByLabelText('Trigger options (JSON)');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(FLOW.options);

    await user.clear(json);
    await user.paste('{oops');
    await user.click(form.getByRole('button', { name: 'Save trigger options' }));
    expect(form.getByRole('alert')).toHaveTextContent('The options are not valid JSON.');
    await user.clear(json);
    await user.paste('[]');
    await user.click(form.getByRole('button', { name: 'Save trigger options' }));
    expect(form.getByRole('alert')).toHaveTextContent('The options must be a JSON object');
    // Back to the form is refused too while the text is wrong, so nothing typed is lost.
    await user.click(form.getByLabelText('Edit as JSON'));
    expect(form.getByLabelText('Trigger options (JSON)')).toBeInTheDocument();
    expect(client.callsOf('updateFlow')).toEqual([]);

    await user.clear(json);
    await user.paste('{"type": "filter", "scope": ["items.create"]}');
    await user.click(form.getByLabelText('Edit as JSON'));
    expect(form.getByLabelText('Type')).toHaveValue('filter');
    expect(within(form.getByRole('group', { name: 'Scope' })).getByRole('checkbox', { name: 'items.create' })).toBeChecked();
    expect(within(form.getByRole('group', { name: 'Scope' })).getByRole('checkbox', { name: 'items.update' })).not.toBeChecked();
    await user.click(form.getByRole('button', { name: 'Save trigger options' }));
    expect(await screen.findByText('Trigger options saved')).toBeInTheDocument();
    expect(client.callsOf('updateFlow')).toEqual([
      ['flow-1', { trigger: 'event', status: 'active', options: { type: 'filter', scope: ['items.create'] } }],
    ]);
  });

  it("offers the scopes of the hook type and the data model's collections as pickers, storing lists", async () => {
    const { client, form, user } = await openFlow({ ...FLOW, options: { type: 'action', scope: ['items.update', 'custom.event'] } });
    const scope = within(form.getByRole('group', { name: 'Scope' }));
    expect(scope.getAllByRole('checkbox').map((box) => box.parentElement?.textContent?.trim())).toEqual([
      'items.create',
      'items.update',
      'items.delete',
      'server.start',
      'server.stop',
      'response',
      'auth.login',
      'files.upload',
      // A scope stored that the list lacks stays shown, and kept.
      'custom.event (not in the list)',
    ]);
    expect(scope.getByRole('checkbox', { name: 'custom.event (not in the list)' })).toBeChecked();

    // A filter hook offers the filter scopes.
    await user.selectOptions(form.getByLabelText('Type'), 'filter');
    expect(scope.getByRole('checkbox', { name: 'authenticate' })).toBeInTheDocument();
    expect(scope.queryByRole('checkbox', { name: 'server.start' })).not.toBeInTheDocument();

    const collections = within(form.getByRole('group', { name: 'Collections' }));
    await user.click(await collections.findByRole('checkbox', { name: 'authors' }));
    // Folders hold no items: not offered. System collections are folded apart.
    expect(collections.queryByRole('checkbox', { name: 'archive' })).not.toBeInTheDocument();
    await user.click(collections.getByText('System collections'));
    await user.click(collections.getByRole('checkbox', { name: 'directus_users' }));
    await user.click(collections.getByRole('checkbox', { name: 'articles' }));
    await user.click(form.getByRole('button', { name: 'Save trigger options' }));
    expect(await screen.findByText('Trigger options saved')).toBeInTheDocument();
    expect(client.callsOf('updateFlow')).toEqual([
      [
        'flow-1',
        {
          trigger: 'event',
          status: 'active',
          options: { type: 'filter', scope: ['items.update', 'custom.event'], collections: ['articles', 'authors', 'directus_users'] },
        },
      ],
    ]);
  });

  it('says when no scope is chosen, and that collections apply to item scopes only', async () => {
    const { form, user } = await openFlow({ ...FLOW, options: { type: 'action', scope: ['server.start'] } });
    expect(form.getByRole('group', { name: 'Collections' })).toHaveAccessibleDescription(
      'Collections apply to the items.create, items.update and items.delete scopes.',
    );
    await user.click(within(form.getByRole('group', { name: 'Scope' })).getByRole('checkbox', { name: 'server.start' }));
    expect(form.getByRole('group', { name: 'Scope' })).toHaveAccessibleDescription('Choose at least one scope, or the flow never runs.');
  });
});
