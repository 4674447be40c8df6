import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OptionsForm } from '../../features/data-model/components/field-editor/options/options-form.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { renderWithClient } from '../../testing/render.js';
import { mapInterface } from './definition.js';

/** The map interface's options as the field editor shows them, the options object kept as the editor keeps `meta.options`. */
function MapOptions({ initial, seen }: { initial: Record<string, unknown>; seen: Record<string, unknown>[] }) {
  const [options, setOptions] = useState(initial);
  return (
    <OptionsForm
      declarations={mapInterface.options ?? []}
      fieldType="geometry.Point"
      value={options}
      onChange={(next) => {
        seen.push(next);
        setOptions(next);
      }}
    />
  );
}

describe('the map interface’s default view option', () => {
  it('shows the stored view under its label, and Reset removes the option', async () => {
    const seen: Record<string, unknown>[] = [];
    const defaultView = { center: { lng: 13.404954, lat: 52.520008 }, zoom: 10.5, bearing: 0, pitch: 0 };
    renderWithClient(<MapOptions initial={{ geometryType: 'Point', defaultView }} seen={seen} />, await signedInFakeClient());

    const stored = await screen.findByRole('status', { name: 'Default view' });
    expect(stored).toHaveTextContent('Longitude 13.405 · latitude 52.52 · zoom 10.5');
    // jsdom has no WebGL: the map says so instead of drawing.
    const region = screen.getByRole('region', { name: 'Map of the default view' });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(/can’t be drawn/));

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reset' }));
    expect(seen.at(-1)).toEqual({ geometryType: 'Point' });
    expect(stored).toHaveTextContent('Not set: an empty map opens on the whole world.');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
