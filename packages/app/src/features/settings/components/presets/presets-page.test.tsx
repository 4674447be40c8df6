import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { presetFixture, userFixture } from '../../../../testing/system-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const ada = userFixture({ id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });

async function openPresets() {
  const client = await signedInFakeClient({
    presets: [
      presetFixture({ id: 1, bookmark: 'Drafts', collection: 'articles', layout: 'tabular', filter: { status: { _eq: 'draft' } } }),
      presetFixture({
        id: 2,
        bookmark: 'Mine',
        collection: 'articles',
        layout: 'cards',
        user: ada,
        layout_options: { cards: { icon: 'article', imageFit: 'crop', showTitle: true }, tabular: { widths: { title: 240 } } },
      }),
      presetFixture({ id: 3, collection: '__proto__', role: { id: 'r1', name: 'constructor' } as never }),
    ],
    items: {
      directus_roles: [{ id: 'r1', name: 'constructor' }],
      directus_users: [{ id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }],
    },
  });
  const view = renderApp(client, '/settings/presets');
  await screen.findByRole('table', { name: 'Presets and bookmarks' });
  return { client, ...view };
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Presets and bookmarks' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

describe('presets and bookmarks page', () => {
  it('lists bookmarks and layouts with their scope, collection and layout (hostile names included)', async () => {
    await openPresets();
    expect(rowTexts()).toEqual([
      ['Drafts', 'Global', 'articles', 'Table'],
      ['Mine', 'User: Ada Lovelace', 'articles', 'Cards'],
      ['Default for __proto__', 'Role: constructor', '__proto__', 'Table'],
    ]);
  });

  it('deletes a bookmark after confirming', async () => {
    const { client, user } = await openPresets();
    await user.click(screen.getByRole('button', { name: 'Delete Mine' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.callsOf('deletePreset')).toEqual([[2]]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Mine' })).toBeNull());
  });

  it("edits a preset's scope, layout and query, refusing JSON that is not an object", async () => {
    const { client, user } = await openPresets();
    await user.click(screen.getByRole('button', { name: 'Edit Drafts' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit Drafts' }));
    await user.selectOptions(drawer.getByLabelText('Scope'), 'Role');
    await drawer.findByRole('option', { name: 'constructor' });
    await user.selectOptions(drawer.getByLabelText('Role'), 'constructor');
    await user.selectOptions(drawer.getByLabelText('Layout'), 'Cards');
    await user.clear(drawer.getByLabelText('Layout query'));
    await user.type(drawer.getByLabelText('Layout query'), '[[1]');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(drawer.getByText('Has to be a JSON object.')).toBeInTheDocument();
    expect(client.callsOf('updatePreset')).toEqual([]);
    await user.clear(drawer.getByLabelText('Layout query'));
    await user.type(drawer.getByLabelText('Layout query'), '{{"cards":{{"limit":50}}');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updatePreset')).toEqual([
        [
          1,
          {
            bookmark: 'Drafts',
            role: 'r1',
            user: null,
            collection: 'articles',
            layout: 'cards',
            search: null,
            layout_query: { cards: { limit: 50 } },
            layout_options: null,
            filter: { status: { _eq: 'draft' } },
          },
        ],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a role preset with the kanban layout, its options and a filter', async () => {
    const { client, user } = await openPresets();
    await user.click(screen.getByRole('button', { name: 'Create preset' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Create preset' }));
    expect(
      within(drawer.getByLabelText('Layout'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Table', 'Cards', 'Kanban', 'Calendar', 'Map']);
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(drawer.getByText('Collection is required.')).toBeInTheDocument();
    expect(client.callsOf('createPreset')).toEqual([]);
    await user.type(drawer.getByLabelText('Collection'), 'articles');
    await user.selectOptions(drawer.getByLabelText('Scope'), 'Role');
    await drawer.findByRole('option', { name: 'constructor' });
    await user.selectOptions(drawer.getByLabelText('Role'), 'constructor');
    await user.selectOptions(drawer.getByLabelText('Layout'), 'Kanban');
    await user.click(drawer.getByText('Edit as JSON'));
    await user.type(drawer.getByLabelText('Layout options'), '{{"kanban":{{"groupField":"status"}}');
    // What was typed reads back in words above the JSON.
    expect(within(drawer.getByRole('region', { name: 'Layout options in words' })).getByRole('definition')).toHaveTextContent(
      'Group field: status',
    );
    await user.type(drawer.getByLabelText('Filter'), '{{"status":{{"_neq":"archived"}}');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('createPreset')).toEqual([
        [
          {
            bookmark: null,
            role: 'r1',
            user: null,
            collection: 'articles',
            layout: 'kanban',
            search: null,
            layout_query: null,
            layout_options: { kanban: { groupField: 'status' } },
            filter: { status: { _neq: 'archived' } },
          },
        ],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list reads the new preset back (the fake API does not expand `role.name`, so only its other cells are compared).
    const created = rowTexts().find((cells) => cells[0] === 'Default for articles');
    expect([created?.[2], created?.[3]]).toEqual(['articles', 'Kanban']);
  });

  it("shows a preset's layout options in words, its own layout first, the JSON folded away", async () => {
    const { user } = await openPresets();
    await user.click(screen.getByRole('button', { name: 'Edit Mine' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit Mine' }));
    const options = within(drawer.getByRole('region', { name: 'Layout options in words' }));
    expect(options.getAllByRole('term').map((term) => term.textContent)).toEqual(['Cards', 'Table']);
    expect(options.getAllByRole('definition').map((line) => line.textContent)).toEqual([
      'Icon: article',
      'Image fit: crop',
      'Show title: Yes',
      'Widths: title: 240',
    ]);
    expect(drawer.getByLabelText('Layout options').closest('details')).not.toHaveAttribute('open');
  });
});
