import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldType } from '@tessera/shared';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { makeField } from '../../testing/fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { renderWithClient } from '../../testing/render.js';

interface SetupProps {
  type: FieldType;
  initial: unknown;
  options?: Record<string, unknown>;
  isReadonly?: boolean;
  basemaps?: unknown[];
}

/** The interface in the item form, as the item page shows a `place` field; `onValue` sees the field's value after every change. */
async function setup({ type, initial, options = {}, isReadonly = false, basemaps }: SetupProps) {
  const client = await signedInFakeClient(basemaps ? { settings: { project_name: 'Tessera', basemaps } } : {});
  const onValue = vi.fn();
  renderWithClient(
    <FormHarness
      collection="places"
      fields={[makeField('places', 'place', type, { interface: 'map', options, readonly: isReadonly })]}
      relations={[]}
      initialValues={{ place: initial }}
      primaryKey={1}
      onEdits={(edits) => onValue(Object.hasOwn(edits, 'place') ? edits.place : initial)}
    />,
    client,
  );
  // jsdom has no WebGL: the map says so, and the GeoJSON text is the way to edit.
  const region = screen.getByRole('region', { name: 'Map of Place' });
  await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(/can’t be drawn/));
  return { onValue, user: userEvent.setup({ delay: null }), text: screen.getByRole('textbox', { name: 'GeoJSON of Place' }) };
}

const tools = () => screen.getByRole('group', { name: 'Map tools for Place' });

describe('map interface', () => {
  it('offers only the shape of the field’s kind to draw', async () => {
    await setup({ type: 'geometry.Polygon', initial: null });
    expect(within(tools()).getByRole('button', { name: 'Draw a polygon' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tools()).queryByRole('button', { name: 'Draw a point' })).not.toBeInTheDocument();
    expect(within(tools()).queryByRole('button', { name: 'Draw a line' })).not.toBeInTheDocument();
    expect(screen.getByText(/Takes: Polygon/)).toBeInTheDocument();
  });

  it('offers every shape for any geometry, or the kind of the geometryType option', async () => {
    await setup({ type: 'geometry', initial: null });
    const names = within(tools())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Draw a point', 'Draw a line', 'Draw a polygon', 'Select and move', 'Delete selected', 'Clear']);
  });

  it('shows the stored value as GeoJSON, and stores what is typed there as the GeoJSON object', async () => {
    const { onValue, user, text } = await setup({ type: 'geometry.Point', initial: { type: 'Point', coordinates: [2.35, 48.85] } });
    // Without WebGL the disclosure is open from the start.
    expect(text).toBeVisible();
    expect(JSON.parse((text as HTMLTextAreaElement).value)).toEqual({ type: 'Point', coordinates: [2.35, 48.85] });
    await user.clear(text);
    await user.click(text);
    await user.paste('{"type":"Point","coordinates":[13.4,52.5]}');
    expect(onValue).toHaveBeenLastCalledWith({ type: 'Point', coordinates: [13.4, 52.5] });
    await user.click(within(tools()).getByRole('button', { name: 'Clear' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(text).toHaveValue('');
  });

  it('refuses GeoJSON of another kind or broken JSON, and leaves the value alone', async () => {
    const { onValue, user, text } = await setup({ type: 'geometry.Point', initial: null });
    await user.click(text);
    await user.paste('{"type":"LineString","coordinates":[[0,0],[1,1]]}');
    expect(screen.getByRole('alert')).toHaveTextContent('This field takes: Point.');
    await user.type(text, 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('This is not valid JSON.');
    expect(onValue).not.toHaveBeenCalled();
    expect(text).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes WKT into a text column', async () => {
    const { onValue, user, text } = await setup({ type: 'text', initial: null, options: { geometryType: 'Point' } });
    await user.click(text);
    await user.paste('{"type":"Point","coordinates":[1,2]}');
    expect(onValue).toHaveBeenLastCalledWith('POINT (1 2)');
  });

  it('says when the stored value is of another kind than the field takes', async () => {
    await setup({
      type: 'geometry.Point',
      initial: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The stored value is a LineString, but this field takes: Point.');
  });

  it('is read-only when the field is: no tools, the text cannot be changed', async () => {
    const { onValue, user, text } = await setup({
      type: 'geometry.Point',
      initial: { type: 'Point', coordinates: [1, 2] },
      isReadonly: true,
    });
    expect(screen.queryByRole('group', { name: 'Map tools for Place' })).not.toBeInTheDocument();
    expect(text).toHaveAttribute('readonly');
    await user.type(text, 'x');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('offers the project’s basemaps when it lists several, none to pick from with one', async () => {
    const basemaps = [
      { name: 'Streets', type: 'raster', url: 'https://tiles.example.com/{z}/{x}/{y}.png' },
      { name: 'Satellite', type: 'raster', url: 'https://sat.example.com/{z}/{x}/{y}.png' },
    ];
    const { user } = await setup({ type: 'geometry.Point', initial: null, basemaps });
    const select = await screen.findByRole('combobox', { name: 'Basemap' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Streets', 'Satellite']);
    await user.selectOptions(select, 'Satellite');
    expect(select).toHaveValue('Satellite');
  });

  it('has no basemap choice with the one default basemap', async () => {
    await setup({ type: 'geometry.Point', initial: null });
    expect(screen.queryByRole('combobox', { name: 'Basemap' })).not.toBeInTheDocument();
  });
});
