import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemsQuery } from '../../../../lib/app-client.js';
import { boxPolygon } from '../../../../layouts/map/area-filter.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../../testing/fixtures.js';
import { presetFixture } from '../../../../testing/system-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const id = (collection: string) =>
  makeField(collection, 'id', 'integer', { hidden: true, readonly: true }, { is_primary_key: true, has_auto_increment: true });

function places() {
  return {
    collections: [makeCollection('places', { display_template: '{{title}}' }), makeCollection('notes', { display_template: '{{title}}' })],
    fields: [
      id('places'),
      makeField('places', 'title', 'string', { interface: 'input' }),
      makeField('places', 'note', 'text', { interface: 'input-multiline' }),
      makeField('places', 'place', 'geometry.Point', { interface: 'map' }),
      id('notes'),
      makeField('notes', 'title', 'string', { interface: 'input' }),
    ],
    relations: [],
    items: {
      places: [
        { id: 1, title: 'Louvre', note: 'long text', place: { type: 'Point', coordinates: [2.33, 48.86] } },
        { id: 2, title: 'Reichstag', note: 'long text', place: 'POINT(13.37 52.51)' },
        { id: 3, title: 'Unplaced', note: '', place: null },
      ],
      notes: [{ id: 1, title: 'A note' }],
    },
  };
}

const mapReads = (reads: unknown[][]) =>
  (reads as [string, ItemsQuery][]).filter(([collection, query]) => collection === 'places' && query.limit === 5000);

describe('collection page: map layout', () => {
  it('reads only the key, geometry and template fields, lists the items and saves its options in the preset', async () => {
    const client = await signedInFakeClient(places());
    const { user } = renderApp(client, '/content/places');
    await screen.findByRole('link', { name: 'Open Louvre' });

    await user.selectOptions(screen.getByLabelText('Layout'), 'Map');
    const list = await screen.findByRole('list', { name: 'Items in view' });
    // The list may show before the items have come (a busy machine): wait for them.
    expect(await within(list).findByRole('link', { name: 'Louvre' })).toHaveAttribute('href', '/content/places/1');
    expect(within(list).getByRole('link', { name: 'Reichstag' })).toHaveAttribute('href', '/content/places/2');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByText('1 item has no readable geometry.')).toBeInTheDocument();
    // jsdom has no WebGL: the map says it can't be drawn and the list still works.
    // "Loading the map" first (MapLibre's chunk), then the notice.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Map of places' })).getByRole('status')).toHaveTextContent(/can’t be drawn/),
    );
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    const [read] = mapReads(client.callsOf('readItems'));
    expect(read?.[1]).toMatchObject({ fields: ['id', 'place', 'title'], meta: 'filter_count' });
    // Without a basemap in the settings, OpenStreetMap is offered.
    expect(screen.getByLabelText('Basemap')).toHaveValue('OpenStreetMap');

    await user.click(screen.getByLabelText('Cluster points'));
    // The stored preset, whether this click created it or updated one a busy machine saved first.
    await waitFor(() =>
      expect(client.data.presets.find((preset) => preset.collection === 'places')).toMatchObject({
        layout: 'map',
        layout_options: { map: { clusterData: false, geometryField: null } },
      }),
    );
  });

  it('offers the basemaps of the project settings', async () => {
    const client = await signedInFakeClient({
      ...places(),
      settings: {
        basemaps: [
          { name: 'Streets', type: 'raster', url: 'https://tiles.test/{z}/{x}/{y}.png' },
          { name: 'Satellite', type: 'tile', url: 'https://tiles.test/sat.json' },
        ],
      },
    });
    const { user } = renderApp(client, '/content/places');
    await screen.findByRole('link', { name: 'Open Louvre' });
    await user.selectOptions(screen.getByLabelText('Layout'), 'Map');
    const basemap = await screen.findByLabelText('Basemap');
    expect(
      within(basemap)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Streets', 'Satellite']);
  });

  it('shows a drawn area saved in the filter and clears it from the page query', async () => {
    const area = boxPolygon([2, 48], [3, 49]);
    const client = await signedInFakeClient({
      ...places(),
      presets: [
        presetFixture({
          user: 'user-1',
          collection: 'places',
          layout: 'map',
          layout_options: { map: { geometryField: 'place' } },
          filter: { _and: [{ place: { _intersects: area } }] },
        }),
      ],
    });
    const { user } = renderApp(client, '/content/places');
    await user.click(await screen.findByRole('button', { name: 'Clear area' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear area' })).not.toBeInTheDocument());
    const reads = mapReads(client.callsOf('readItems'));
    expect(reads[0]?.[1].filter).toEqual({ _and: [{ place: { _intersects: area } }] });
    await waitFor(() => expect(mapReads(client.callsOf('readItems')).at(-1)?.[1].filter).toBeUndefined());
  });

  it('says so when the collection has no geometry field', async () => {
    const client = await signedInFakeClient(places());
    const { user } = renderApp(client, '/content/notes');
    await screen.findByRole('link', { name: 'Open A note' });
    await user.selectOptions(screen.getByLabelText('Layout'), 'Map');
    expect(await screen.findByRole('heading', { name: 'Nothing to put on a map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument();
  });
});
