import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../../lib/schema/system-types.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { renderApp } from '../../../../testing/ui.js';

const root = document.documentElement;

async function openSettings(settings: Settings = {}) {
  const client = await signedInFakeClient({ settings: { project_name: 'Tessera', project_color: '#6644FF', ...settings } });
  const view = renderApp(client, '/settings/project');
  await screen.findByRole('heading', { name: 'Project Settings' });
  return { client, theming: within(screen.getByRole('region', { name: 'Theming' })), ...view };
}

afterEach(() => {
  root.removeAttribute('style');
  document.getElementById('tessera-custom-css')?.remove();
});

describe('project settings: theming', () => {
  it('saves appearance, themes, overrides and custom CSS, and the page takes them at once', async () => {
    const { client, user, theming } = await openSettings();
    await user.selectOptions(theming.getByLabelText('Default appearance'), 'dark');
    const light = within(theming.getByRole('group', { name: 'Light theme' }));
    expect(light.getByRole('radio', { name: 'Directus Default' })).toBeChecked();
    await user.click(light.getByRole('radio', { name: 'Directus Color Match' }));
    const dark = within(theming.getByRole('group', { name: 'Dark theme overrides' }));
    await user.type(dark.getByRole('textbox', { name: 'Primary' }), '#00AA55');
    fireEvent.change(dark.getByLabelText('Module bar background colour picker'), { target: { value: '#112233' } });
    await user.type(theming.getByLabelText('Custom CSS'), '.shell {{ outline: 0 }');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updateSettings')).toEqual([
        [
          {
            default_appearance: 'dark',
            default_theme_light: 'Directus Color Match',
            theme_dark_overrides: { primary: '#00AA55', navigation: { modules: { background: '#112233' } } },
            custom_css: '.shell { outline: 0 }',
          },
        ],
      ]),
    );
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    expect(root.style.getPropertyValue('--theme--primary')).toBe('#00AA55');
    expect(root.style.getPropertyValue('--theme--navigation--modules--background')).toBe('#112233');
    expect(root.style.getPropertyValue('--theme--background')).toBe('#10151c');
    expect(document.getElementById('tessera-custom-css')?.textContent).toBe('.shell { outline: 0 }');
  });

  it('shows stored overrides, previews each theme, and resets an override back to the theme', async () => {
    const { client, user, theming } = await openSettings({
      default_appearance: 'light',
      default_theme_light: 'Directus Minimal',
      theme_light_overrides: { primary: '#FF0000', background: '#FAFAFA' },
    });
    await waitFor(() => expect(root.style.getPropertyValue('--theme--primary')).toBe('#FF0000'));
    expect(root.style.getPropertyValue('--theme--foreground')).toBe('#1e293b');
    const light = within(theming.getByRole('group', { name: 'Light theme' }));
    expect(light.getByRole('radio', { name: 'Directus Minimal' })).toBeChecked();
    expect(screen.getByTestId('swatch light Directus Minimal').style.getPropertyValue('--theme--background')).toBe('#ffffff');
    const overrides = within(theming.getByRole('group', { name: 'Light theme overrides' }));
    expect(overrides.getByRole('textbox', { name: 'Primary' })).toHaveValue('#FF0000');
    expect(overrides.getByRole('textbox', { name: 'Foreground' })).toHaveAttribute('placeholder', '#1e293b');
    await user.click(overrides.getByRole('button', { name: 'Reset Primary' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ theme_light_overrides: { background: '#FAFAFA' } }]]));
    await waitFor(() => expect(root.style.getPropertyValue('--theme--primary')).toBe('#0f172a'));
  });
});
