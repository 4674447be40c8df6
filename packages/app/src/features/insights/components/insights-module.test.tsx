import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../testing/permission-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const DASHBOARD = { id: 'dash-1', name: 'Editorial', icon: 'bar_chart', note: 'Articles at a glance', color: null, date_created: null };
const PANEL = {
  id: 'panel-1',
  dashboard: 'dash-1',
  name: 'Articles',
  icon: null,
  color: null,
  show_header: true,
  note: null,
  type: 'metric',
  position_x: 1,
  position_y: 1,
  width: 12,
  height: 8,
  options: { collection: 'articles', function: 'count', field: '*' },
  date_created: null,
};

async function open(path: string) {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: { ...schema.items, directus_dashboards: [{ ...DASHBOARD }], directus_panels: [{ ...PANEL }] },
  });
  return { client, ...renderApp(client, path) };
}

describe('insights module', () => {
  it('lists dashboards and creates one, refusing an empty name', async () => {
    const { client, user } = await open('/insights');
    const list = await screen.findByRole('list', { name: 'Dashboards' });
    expect(within(list).getByRole('link', { name: 'Editorial' })).toBeTruthy();
    expect(within(list).getByText('Articles at a glance')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create dashboard' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a name.');
    expect(client.calls.some((call) => call.method === 'createDashboard')).toBe(false);
    await user.type(within(dialog).getByLabelText('Name'), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(list).findByRole('link', { name: 'Sales' })).toBeTruthy();
    expect(client.calls.find((call) => call.method === 'createDashboard')?.args).toEqual([
      { name: 'Sales', icon: 'dashboard', note: null },
    ]);
  });

  it('deletes a dashboard after confirmation', async () => {
    const { client, user } = await open('/insights');
    await user.click(await screen.findByRole('button', { name: 'Delete Editorial' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Editorial' })).toBeNull());
    expect(client.data.items.directus_dashboards).toEqual([]);
    expect(client.data.items.directus_panels).toEqual([]);
    expect(client.calls.map((call) => call.method).filter((method) => method.startsWith('delete'))).toEqual([
      'deletePanel',
      'deleteDashboard',
    ]);
  });

  it('moves and resizes a panel by keyboard in edit mode and saves only the changed placement', async () => {
    const { client, user } = await open('/insights/dash-1');
    const panel = await screen.findByRole('region', { name: 'Articles' });
    expect(await within(panel).findByText('3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.keyDown(panel, { key: 'ArrowRight' });
    fireEvent.keyDown(panel, { key: 'ArrowRight' });
    fireEvent.keyDown(panel, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(panel, { key: 'ArrowDown', shiftKey: true });
    expect(panel.style.gridColumn).toBe('3 / span 11');
    expect(panel.style.gridRow).toBe('1 / span 9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.calls.some((call) => call.method === 'updatePanel')).toBe(true));
    expect(client.calls.filter((call) => call.method === 'updatePanel').map((call) => call.args)).toEqual([
      ['panel-1', { position_x: 3, width: 11, height: 9 }],
    ]);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('discards the moves on Cancel', async () => {
    const { client, user } = await open('/insights/dash-1');
    const panel = await screen.findByRole('region', { name: 'Articles' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(panel.style.gridRow).toBe('2 / span 8');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(panel.style.gridRow).toBe('1 / span 8');
    expect(client.calls.some((call) => call.method === 'updatePanel')).toBe(false);
  });

  it('adds a label panel through the drawer, below the others', async () => {
    const { client, user } = await open('/insights/dash-1');
    await screen.findByRole('region', { name: 'Articles' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Add panel' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add panel' });
    await user.click(within(drawer).getByRole('radio', { name: /Label/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Save panel' }));
    expect(within(drawer).getByRole('alert').textContent).toBe('Enter the text to show.');
    await user.type(within(drawer).getByLabelText('Text'), 'Weekly numbers');
    await user.click(within(drawer).getByRole('button', { name: 'Save panel' }));
    expect(await screen.findByText('Weekly numbers')).toBeTruthy();
    const created = client.calls.find((call) => call.method === 'createPanel')?.args[0] as Record<string, unknown>;
    expect(created).toMatchObject({ dashboard: 'dash-1', type: 'label', position_x: 1, position_y: 9, width: 12, height: 8 });
    expect(created.options).toMatchObject({ text: 'Weekly numbers' });
    // The panel is stored already: Save leaves editing without claiming there was nothing to save.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByText('Panel added')).toBeTruthy();
    expect(screen.queryByText('Nothing to save')).toBeNull();
    expect(client.calls.some((call) => call.method === 'updatePanel')).toBe(false);
  });

  it('renames a dashboard', async () => {
    const { client, user } = await open('/insights');
    await user.click(await screen.findByRole('button', { name: 'Edit Editorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dashboard' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Newsroom');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Newsroom' })).toBeTruthy();
    expect(client.calls.find((call) => call.method === 'updateDashboard')?.args[1]).toMatchObject({ name: 'Newsroom' });
  });

  it('refetches the panels data at the chosen auto-refresh interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { client, user } = await open('/insights/dash-1');
      const panel = await screen.findByRole('region', { name: 'Articles' });
      await within(panel).findByText('3');
      const reads = () => client.calls.filter((call) => call.method === 'aggregateItems').length;
      const before = reads();
      await user.selectOptions(screen.getByLabelText('Auto refresh'), '10');
      await vi.advanceTimersByTimeAsync(10_500);
      await waitFor(() => expect(reads()).toBe(before + 1));
      await user.selectOptions(screen.getByLabelText('Auto refresh'), '0');
      await vi.advanceTimersByTimeAsync(30_000);
      expect(reads()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to a fullscreen class where the Fullscreen API is missing', async () => {
    const { user } = await open('/insights/dash-1');
    await screen.findByRole('region', { name: 'Articles' });
    const grid = screen.getByRole('region', { name: 'Panels' });
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(grid.classList.contains('insights-grid--fullscreen')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(grid.classList.contains('insights-grid--fullscreen')).toBe(false);
  });

  it('offers no create, edit or delete to a user who may only read dashboards and panels', async () => {
    const schema = blogSchema();
    const client = await signedInFakeClient({
      ...schema,
      me: EDITOR,
      permissions: [
        permissionRule('directus_dashboards', 'read'),
        permissionRule('directus_panels', 'read'),
        permissionRule('articles', 'read'),
      ],
      items: { ...schema.items, directus_dashboards: [{ ...DASHBOARD }], directus_panels: [{ ...PANEL }] },
    });
    const { user } = renderApp(client, '/insights');
    await user.click(await screen.findByRole('link', { name: 'Editorial' }));
    expect(await within(await screen.findByRole('region', { name: 'Articles' })).findByText('3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getAllByRole('link', { name: 'Insights' })[0] as HTMLElement);
    await screen.findByRole('list', { name: 'Dashboards' });
    expect(screen.queryByRole('button', { name: 'Create dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Editorial' })).toBeNull();
  });
});
