import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../lib/schema/system-types.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { renderApp } from '../../../../testing/ui.js';
import { moduleBarEntries } from './module-bar-entries.js';

async function openSettings(settings: Settings = {}) {
  const client = await signedInFakeClient({ settings: { project_name: 'Tessera', project_color: '#6644FF', ...settings } });
  const view = renderApp(client, '/settings/project');
  await screen.findByRole('heading', { name: 'Project Settings' });
  return { client, modules: within(screen.getByRole('region', { name: 'Modules' })), ...view };
}

const moduleBar = () => within(screen.getByRole('navigation', { name: 'Modules' }));
const barLabels = () =>
  moduleBar()
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

/** jsdom has no layout: give the list's items boxes one above the other, for dnd-kit's keyboard sensor. */
function layOutItems(list: HTMLElement) {
  for (const [index, item] of within(list).getAllByRole('listitem').entries()) {
    const top = index * 40;
    item.getBoundingClientRect = () => ({
      x: 0,
      y: top,
      top,
      left: 0,
      bottom: top + 40,
      right: 500,
      width: 500,
      height: 40,
      toJSON: () => ({}),
    });
  }
}

describe('project settings: module bar', () => {
  it('reorders by dragging with the keyboard, and the shell follows after saving', async () => {
    const { client, modules } = await openSettings();
    layOutItems(modules.getByRole('list', { name: 'Module bar' }));
    const handle = modules.getByRole('button', { name: 'Drag File library' });
    handle.focus();
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(handle, { code: 'Space' });
    await settle();
    fireEvent.keyDown(document, { code: 'ArrowUp' });
    await settle();
    fireEvent.keyDown(document, { code: 'ArrowUp' });
    await settle();
    fireEvent.keyDown(document, { code: 'Space' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updateSettings')).toEqual([
        [
          {
            module_bar: [
              { type: 'module', id: 'files', enabled: true },
              { type: 'module', id: 'content', enabled: true },
              { type: 'module', id: 'users', enabled: true },
              { type: 'module', id: 'insights', enabled: true },
              { type: 'module', id: 'settings', enabled: true },
            ],
          },
        ],
      ]),
    );
    await waitFor(() => expect(barLabels()).toEqual(['File library', 'Content', 'User directory', 'Insights', 'Settings']));
  });

  it('adds a link with a name, an icon and a URL, and refuses one without a usable URL', async () => {
    const { client, user, modules } = await openSettings();
    const add = within(modules.getByRole('group', { name: 'Add a link' }));
    await user.type(add.getByLabelText('Link name'), 'Docs');
    await user.type(add.getByLabelText('Link URL'), 'javascript:alert(1)');
    await user.click(add.getByRole('button', { name: 'Add link' }));
    expect(add.getByRole('alert')).toHaveTextContent('URL has to start with http://, https:// or /.');
    await user.clear(add.getByLabelText('Link URL'));
    await user.type(add.getByLabelText('Link URL'), 'https://docs.example.com');
    await user.click(add.getByRole('button', { name: 'Link icon: link' }));
    await user.type(screen.getByRole('combobox', { name: 'Search icons' }), 'menu_book');
    await user.click(screen.getByRole('option', { name: 'menu_book' }));
    await user.click(add.getByRole('button', { name: 'Add link' }));
    expect(modules.getByLabelText('Name of link 6')).toHaveValue('Docs');
    await user.click(modules.getByRole('checkbox', { name: 'Show Insights' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toHaveLength(1));
    const [[patch]] = client.callsOf('updateSettings') as [[Settings]];
    expect(patch.module_bar?.map((entry) => [entry.type, entry.enabled])).toEqual([
      ['module', true],
      ['module', true],
      ['module', true],
      ['module', false],
      ['module', true],
      ['link', true],
    ]);
    expect(patch.module_bar?.[5]).toMatchObject({ type: 'link', name: 'Docs', icon: 'menu_book', url: 'https://docs.example.com' });
    const link = await waitFor(() => moduleBar().getByRole('link', { name: 'Docs' }));
    expect(link).toHaveAttribute('href', 'https://docs.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(moduleBar().queryByRole('link', { name: 'Insights' })).toBeNull();
  });

  it('edits and removes a stored link, and checks links before saving', async () => {
    const { client, user, modules } = await openSettings({
      module_bar: [
        { type: 'link', id: 'wiki', name: 'Wiki', url: 'https://wiki.test', icon: 'link', enabled: true },
        { type: 'module', id: 'content', enabled: true },
      ],
    });
    await user.clear(modules.getByLabelText('URL of link 1'));
    await user.type(modules.getByLabelText('URL of link 1'), 'ftp://wiki.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await modules.findByText('URL has to start with http://, https:// or /.')).toBeInTheDocument();
    expect(client.callsOf('updateSettings')).toEqual([]);
    await user.click(modules.getByRole('button', { name: 'Remove Wiki' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updateSettings')).toEqual([
        [
          {
            module_bar: [
              { type: 'module', id: 'content', enabled: true },
              { type: 'module', id: 'users', enabled: false },
              { type: 'module', id: 'files', enabled: false },
              { type: 'module', id: 'insights', enabled: false },
              { type: 'module', id: 'settings', enabled: true },
            ],
          },
        ],
      ]),
    );
  });
});

describe('moduleBarEntries', () => {
  it('shows every module by default, and appends modules a stored bar lacks as hidden (settings shown)', () => {
    expect(moduleBarEntries(null).every((entry) => entry.enabled)).toBe(true);
    expect(moduleBarEntries([{ type: 'module', id: 'files', enabled: true }, 'junk', null])).toEqual([
      { type: 'module', id: 'files', enabled: true },
      { type: 'module', id: 'content', enabled: false },
      { type: 'module', id: 'users', enabled: false },
      { type: 'module', id: 'insights', enabled: false },
      { type: 'module', id: 'settings', enabled: true },
    ]);
  });
});
