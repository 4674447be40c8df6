import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.js';
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
  description: null,
  status: 'active',
  trigger: 'event',
  accountability: 'all',
  options: { type: 'action', scope: ['items.update'], collections: ['articles'] },
  operation: 'op-check',
};

const operation = (id: string, name: string, type: string, resolve: string | null) => ({
  id,
  name,
  key: id.replace('op-', ''),
  type,
  position_x: 19,
  position_y: 1,
  options: {},
  resolve,
  reject: null,
  flow: 'flow-1',
});

/** A de-DE user on a flow's page, with one run of two steps on 2 March 2024. */
async function openGermanFlow() {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: {
      ...schema.items,
      directus_flows: [FLOW],
      directus_operations: [
        operation('op-check', 'Is published?', 'condition', 'op-mail'),
        operation('op-mail', 'Mail editors', 'mail', null),
      ],
    },
    activities: [
      activityFixture({
        id: 7,
        action: 'run' as Activity['action'],
        collection: 'directus_flows',
        item: 'flow-1',
        timestamp: '2024-03-02T08:00:00Z',
      }),
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
  client.data.me.language = 'de-DE';
  return renderApp(client, '/settings/flows/flow-1');
}

describe('flow page in German', () => {
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

  afterEach(async () => {
    await applyLanguage('en-US');
  });

  it('names the trigger, the operations and the editor in German, and dates its runs the German way', async () => {
    await openGermanFlow();
    const trigger = within(await screen.findByRole('region', { name: 'Auslöser' }));
    expect(trigger.getByText('Event-Hook')).toBeInTheDocument();
    expect(trigger.getByText('Aktiv')).toBeInTheDocument();
    // The trigger's option form, labels from the trigger registry.
    expect(within(trigger.getByRole('group', { name: 'Bereich' })).getByRole('checkbox', { name: 'items.update' })).toBeChecked();
    expect(trigger.getByRole('group', { name: 'Sammlungen' })).toBeInTheDocument();
    expect(trigger.getByRole('button', { name: 'Auslöser-Optionen speichern' })).toBeInTheDocument();

    const graph = within(screen.getByRole('list', { name: 'Operationen' }));
    expect(graph.getByText('✓ Bei Erfolg →')).toBeInTheDocument();
    expect(await screen.findByRole('toolbar', { name: 'Flow-Editor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auslöser einrichten' })).toBeInTheDocument();

    const runs = await screen.findByRole('list', { name: 'Letzte Ausführungen' });
    const time = runs.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2024-03-02T08:00:00Z');
    // "02.03.2024, 09:00" in Berlin (not "Mar 2, 2024, 9:00 AM"): day before month, 24-hour clock, whatever the machine's zone.
    expect(time?.textContent).toMatch(/^0[123]\.03\.2024, \d{2}:\d{2}$/);
    expect(within(runs).getByText(/2 Schritte/)).toBeInTheDocument();
  });
});
