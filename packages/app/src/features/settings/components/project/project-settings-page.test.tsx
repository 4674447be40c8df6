import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../lib/schema/system-types.js';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import { renderApp } from '../../../../testing/ui.js';
import { STRONG_PASSWORD_POLICY, WEAK_PASSWORD_POLICY } from './password-policies.js';

async function openSettings(settings: Settings = {}) {
  const client = await signedInFakeClient({ settings: { project_name: 'Tessera', project_color: '#6644FF', ...settings } });
  const view = renderApp(client, '/settings/project');
  await screen.findByRole('heading', { name: 'Project Settings' });
  return { client, ...view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const row = (name: string) => within(screen.getByRole('group', { name }));
/** The message shown under the control named `label` (its aria-describedby). */
const messageOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('project settings: saving', () => {
  it('sends only the changed settings and shows the new name in the module bar', async () => {
    const { client, user } = await openSettings();
    const name = screen.getByLabelText('Project name');
    await user.clear(name);
    await user.type(name, 'Atlas');
    await user.clear(screen.getByLabelText('Project color'));
    await user.type(screen.getByLabelText('Project color'), '#112233');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ project_name: 'Atlas', project_color: '#112233' }]]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(document.documentElement.style.getPropertyValue('--project-color')).toBe('#112233');
  });

  it('discards edits back to the stored settings', async () => {
    const { client, user } = await openSettings();
    await user.type(screen.getByLabelText('Project descriptor'), 'Docs');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Project descriptor')).toHaveValue('');
    expect(client.callsOf('updateSettings')).toEqual([]);
  });

  it("shows the server's refusal field by field", async () => {
    const { client, user } = await openSettings({ storage_asset_presets: [{ key: 'thumb', fit: 'cover', quality: 80 }] });
    const refusal = new FakeApiError(400, 'FAILED_VALIDATION', 'Validation failed for field "project_url". Not a URL.', {
      field: 'project_url',
    });
    refusal.errors.push({
      message: 'Validation failed for field "storage_asset_presets". [0].key: "key" "thumb" is used by another preset.',
      extensions: { code: 'FAILED_VALIDATION', field: 'storage_asset_presets', path: 'storage_asset_presets[0].key' },
    });
    client.failNext('updateSettings', refusal);
    await user.type(screen.getByLabelText('Project URL'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a URL.')).toBeInTheDocument();
    expect(messageOf(row('Asset preset 1').getByLabelText('Key'))).toBe('"key" "thumb" is used by another preset.');
    expect(screen.getByText('2 settings need attention.', { exact: false })).toBeInTheDocument();
  });
});

describe('project settings: password policy (spec section 5)', () => {
  it.each([
    ['Weak (at least 8 characters)', WEAK_PASSWORD_POLICY],
    ['Strong (upper / lower case, digits, special characters)', STRONG_PASSWORD_POLICY],
  ])('stores the reference pattern for %s', async (label, pattern) => {
    const { client, user } = await openSettings();
    await user.selectOptions(screen.getByLabelText('Password policy'), label);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ auth_password_policy: pattern }]]));
  });

  it('stores null for none and reads a stored strong pattern back as Strong', async () => {
    const { client, user } = await openSettings({ auth_password_policy: STRONG_PASSWORD_POLICY });
    expect(screen.getByLabelText('Password policy')).toHaveValue('strong');
    await user.selectOptions(screen.getByLabelText('Password policy'), 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ auth_password_policy: null }]]));
  });

  it('refuses a custom pattern that is empty or not a regular expression, and saves one that is', async () => {
    const { client, user } = await openSettings();
    await user.selectOptions(screen.getByLabelText('Password policy'), 'Custom pattern');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(screen.getByLabelText('Custom password pattern'))).toBe('Enter a regular expression for the custom policy.');
    await user.type(screen.getByLabelText('Custom password pattern'), '/[[a-/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(screen.getByLabelText('Custom password pattern'))).toBe('Not a valid regular expression.');
    expect(client.callsOf('updateSettings')).toEqual([]);
    await user.clear(screen.getByLabelText('Custom password pattern'));
    await user.type(screen.getByLabelText('Custom password pattern'), '/^.{{12,}$/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ auth_password_policy: '/^.{12,}$/' }]]));
  });
});

describe('project settings: asset presets (spec section 5)', () => {
  async function addPreset() {
    const view = await openSettings();
    await view.user.click(screen.getByRole('button', { name: 'Add asset preset' }));
    return view;
  }

  it('starts a new preset at quality 80 and offers only the allowed fits and formats', async () => {
    await addPreset();
    expect(row('Asset preset 1').getByLabelText('Quality')).toHaveValue('80');
    const options = (label: string) =>
      within(row('Asset preset 1').getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(options('Fit')).toEqual(['', 'contain', 'cover', 'inside', 'outside']);
    expect(options('Format')).toEqual(['', 'auto', 'jpeg', 'png', 'webp', 'tiff', 'avif']);
  });

  it.each([
    ['Key', '', 'Key is required.'],
    ['Key', 'Big Thumb', 'Key has to be a slug: lower-case letters, digits, "-" and "_".'],
    ['Quality', '101', 'Quality has to be a whole number from 0 to 100.'],
    ['Quality', '-1', 'Quality has to be a whole number from 0 to 100.'],
    ['Width', '12.5', 'Width has to be a whole number of pixels.'],
    ['Height', 'tall', 'Height has to be a whole number of pixels.'],
  ])('refuses %s "%s"', async (label, typed, message) => {
    const { client, user } = await addPreset();
    const preset = row('Asset preset 1');
    if (label !== 'Key') await user.type(preset.getByLabelText('Key'), 'thumb');
    await user.clear(preset.getByLabelText(label));
    if (typed) await user.type(preset.getByLabelText(label), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(preset.getByLabelText(label))).toBe(message);
    expect(client.callsOf('updateSettings')).toEqual([]);
  });

  it('refuses a fit left unchosen and a key used twice', async () => {
    const { client, user } = await addPreset();
    await user.type(row('Asset preset 1').getByLabelText('Key'), 'thumb');
    await user.click(screen.getByRole('button', { name: 'Add asset preset' }));
    await user.type(row('Asset preset 2').getByLabelText('Key'), 'thumb');
    await user.selectOptions(row('Asset preset 2').getByLabelText('Fit'), 'Choose a fit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(row('Asset preset 2').getByLabelText('Key'))).toBe('Another preset uses this key.');
    expect(messageOf(row('Asset preset 2').getByLabelText('Fit'))).toBe('Fit has to be one of contain, cover, inside, outside.');
    expect(client.callsOf('updateSettings')).toEqual([]);
  });

  it('saves a valid preset with whole-number sizes', async () => {
    const { client, user } = await addPreset();
    const preset = row('Asset preset 1');
    await user.type(preset.getByLabelText('Key'), 'card-image');
    await user.selectOptions(preset.getByLabelText('Fit'), 'cover');
    await user.type(preset.getByLabelText('Width'), '400');
    await user.type(preset.getByLabelText('Height'), '300');
    await user.selectOptions(preset.getByLabelText('Format'), 'webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updateSettings')).toEqual([
        [
          {
            storage_asset_presets: [
              { key: 'card-image', fit: 'cover', width: 400, height: 300, quality: 80, withoutEnlargement: false, format: 'webp' },
            ],
          },
        ],
      ]),
    );
  });
});

describe('project settings: basemaps (spec section 5)', () => {
  it('requires a name and URL, and offers tile size only when the type is not raster', async () => {
    const { client, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add basemap' }));
    const basemap = row('Basemap 1');
    expect(
      within(basemap.getByLabelText('Type'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['raster', 'tile', 'style']);
    expect(basemap.queryByLabelText('Tile size')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(basemap.getByLabelText('Name'))).toBe('Name is required.');
    expect(messageOf(basemap.getByLabelText('URL'))).toBe('URL is required.');
    await user.selectOptions(basemap.getByLabelText('Type'), 'Tile');
    await user.type(basemap.getByLabelText('Tile size'), '256.5');
    await user.type(basemap.getByLabelText('Name'), 'OSM');
    await user.type(basemap.getByLabelText('URL'), 'https://tile.test/{z}/{x}/{y}.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(basemap.getByLabelText('Tile size'))).toBe('Tile size has to be a whole number of pixels.');
    expect(client.callsOf('updateSettings')).toEqual([]);
  });

  it("doesn't check a raster map's leftover tile size", async () => {
    const { client, user } = await openSettings({ basemaps: [{ name: 'OSM', type: 'tile', url: 'https://tile.test', tileSize: 'x' }] });
    await user.selectOptions(row('Basemap 1').getByLabelText('Type'), 'Raster');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toHaveLength(1));
  });
});

describe('project settings: values outside the lists (as another client may have stored them)', () => {
  it('refuses a preset format and a basemap type the rules do not allow', async () => {
    const { client, user } = await openSettings({
      storage_asset_presets: [{ key: 'thumb', fit: 'cover', format: 'gif', quality: 80 }],
      basemaps: [{ name: 'OSM', type: 'vector', url: 'https://tile.test' }],
    });
    await user.type(screen.getByLabelText('Project descriptor'), 'Docs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(row('Asset preset 1').getByLabelText('Format'))).toBe('Format has to be one of auto, jpeg, png, webp, tiff, avif.');
    expect(messageOf(row('Basemap 1').getByLabelText('Type'))).toBe('Type has to be one of raster, tile, style.');
    expect(client.callsOf('updateSettings')).toEqual([]);
  });
});

describe('project settings: other groups', () => {
  it('requires text and a positive value for a custom aspect ratio', async () => {
    const { client, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add aspect ratio' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(row('Aspect ratio 1').getByLabelText('Text'))).toBe('Text is required.');
    expect(messageOf(row('Aspect ratio 1').getByLabelText('Value'))).toBe('Value has to be a number greater than 0.');
    expect(client.callsOf('updateSettings')).toEqual([]);
  });

  it('refuses a colour that is not hex and login attempts that are not a whole number', async () => {
    const { client, user } = await openSettings();
    await user.clear(screen.getByLabelText('Project color'));
    await user.type(screen.getByLabelText('Project color'), 'purple');
    await user.type(screen.getByLabelText('Login attempts'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(screen.getByLabelText('Project color'))).toBe('Has to be a colour written #rrggbb.');
    expect(messageOf(screen.getByLabelText('Login attempts'))).toBe('Login attempts has to be a whole number of 0 or more.');
    expect(client.callsOf('updateSettings')).toEqual([]);
  });

  it('reorders and hides modules, keeping settings visible', async () => {
    const { client, user } = await openSettings();
    const modules = section('Modules');
    expect(modules.getByRole('checkbox', { name: 'Show Settings' })).toBeDisabled();
    await user.click(modules.getByRole('button', { name: 'Move File library up' }));
    await user.click(modules.getByRole('checkbox', { name: 'Show Insights' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updateSettings')).toEqual([
        [
          {
            module_bar: [
              { type: 'module', id: 'content', enabled: true },
              { type: 'module', id: 'files', enabled: true },
              { type: 'module', id: 'users', enabled: true },
              { type: 'module', id: 'insights', enabled: false },
              { type: 'module', id: 'settings', enabled: true },
            ],
          },
        ],
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Insights' })).toBeNull();
  });
});
