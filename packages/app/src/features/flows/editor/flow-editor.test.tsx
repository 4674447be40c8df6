import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const FLOW = {
  id: 'flow-1',
  name: 'Notify editors',
  icon: null,
  color: null,
  description: null,
  status: 'active',
  trigger: 'manual',
  accountability: 'all',
  options: {},
  operation: 'op-check',
};

const OPERATIONS = [
  { id: 'op-check', name: 'Is published?', key: 'check', type: 'condition', resolve: 'op-log', reject: null },
  { id: 'op-log', name: 'Log it', key: 'log', type: 'log', resolve: null, reject: null },
].map((operation, index) => ({ ...operation, position_x: 19 + index * 14, position_y: 1, options: {}, flow: 'flow-1' }));

async function openFlow() {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: { ...schema.items, directus_flows: [FLOW], directus_operations: OPERATIONS },
  });
  const view = renderApp(client, '/settings/flows/flow-1');
  await screen.findByRole('heading', { name: 'Notify editors', level: 1 });
  return { client, ...view };
}

function viewport() {
  return document.querySelector<HTMLElement>('.react-flow__viewport')!;
}

describe('FlowEditor', () => {
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

  it('asks before leaving the page with unsaved graph edits, and stays when told to', async () => {
    const { user, router } = await openFlow();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // Opening the editor without changing anything leaves freely... (checked last); now change something.
    await user.click(screen.getByLabelText('Delete Log it'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await user.click(screen.getByRole('link', { name: '← All flows' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' }));
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/settings/flows/flow-1');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← All flows' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByRole('button', { name: 'Create flow' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/flows');
  });

  it('lets the page go without asking when the editor holds no change', async () => {
    const { user, router } = await openFlow();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: '← All flows' }));
    expect(await screen.findByRole('button', { name: 'Create flow' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/flows');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the zoom and pan when an operation is added, placing it next to the one it follows', async () => {
    const { user } = await openFlow();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Zoom In' }));
    const zoomed = viewport();
    const transform = zoomed.style.transform;
    expect(transform).toMatch(/scale\((?!1\))/);

    await user.click(screen.getByLabelText('Add after Log it on success'));
    const dialog = within(screen.getByRole('dialog', { name: 'Add operation' }));
    await user.type(dialog.getByLabelText('Name'), 'Log again');
    await user.selectOptions(dialog.getByLabelText('Type'), 'log');
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    const added = await screen.findByLabelText('Operation Log again (log)');
    // The same canvas (not a remounted one that fits everything again) at the same zoom and pan.
    expect(viewport()).toBe(zoomed);
    expect(viewport().style.transform).toBe(transform);
    // Right of "Log it" (x 33 × 20 px), on the same row; jsdom measures no canvas, so nothing pans either.
    expect(added.closest('.react-flow__node')?.getAttribute('style')).toMatch(/translate\(940px, ?20px\)/);
    expect(screen.getByRole('button', { name: 'Fit view' })).toBeInTheDocument();
  });

  it('keeps the canvas controls top left, clear of the notifications stacked at the bottom right', async () => {
    await openFlow();
    await screen.findByRole('button', { name: 'Zoom In' });
    const controls = document.querySelector('.react-flow__controls')!;
    expect(controls.classList).toContain('top');
    expect(controls.classList).toContain('left');
    expect(controls.classList).not.toContain('bottom');
  });
});
