import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { currentUserFixture } from '../../../testing/system-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const root = document.documentElement;
const ADMIN = { id: 'r1', app_access: true, admin_access: true };

afterEach(() => root.removeAttribute('style'));

describe("the user's own theme", () => {
  it("beats the project's theme and overrides on the page", async () => {
    const client = await signedInFakeClient({
      settings: {
        default_appearance: 'light',
        default_theme_light: 'Directus Minimal',
        theme_light_overrides: { primary: '#111111', background: '#EEEEEE' },
      },
      me: currentUserFixture({ id: 'u1', role: ADMIN, theme_light: 'Directus Color Match', theme_light_overrides: { primary: '#FF8800' } }),
    });
    renderApp(client, '/content');
    // The project's overrides apply over whichever theme (as the reference merges them); the user's win.
    await waitFor(() => expect(root.style.getPropertyValue('--theme--background')).toBe('#EEEEEE'));
    expect(root.dataset.themeId).toBe('Directus Color Match');
    expect(root.style.getPropertyValue('--theme--primary')).toBe('#FF8800');
    expect(root.style.getPropertyValue('--theme--border-radius')).toBe('11px');
  });

  it('is chosen on the user page: theme and overrides saved, the signed-in user read again', async () => {
    const client = await signedInFakeClient({
      me: currentUserFixture({ id: 'u1', email: 'ada@example.com', role: ADMIN }),
      items: { directus_users: [{ id: 'u1', email: 'ada@example.com', status: 'active', theme_dark: 'Directus Default' }] },
    });
    const { user } = renderApp(client, '/users/u1');
    const light = within(await screen.findByRole('group', { name: 'Light theme' }));
    expect(light.getByRole('radio', { name: 'Project default' })).toBeChecked();
    await user.click(light.getByRole('radio', { name: 'Directus Minimal' }));
    const overrides = within(screen.getByRole('group', { name: 'Light theme overrides' }));
    expect(overrides.getByRole('textbox', { name: 'Background' })).toHaveAttribute('placeholder', '#ffffff');
    await user.type(overrides.getByRole('textbox', { name: 'Primary' }), '#FF8800');
    await user.click(within(screen.getByRole('group', { name: 'Dark theme' })).getByRole('radio', { name: 'Project default' }));
    const readsBefore = client.callsOf('readMe').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      // The own record goes through PATCH /users/me.
      expect(client.callsOf('updateOwnUser')).toEqual([
        [{ theme_light: 'Directus Minimal', theme_light_overrides: { primary: '#FF8800' }, theme_dark: null }],
      ]),
    );
    await waitFor(() => expect(client.callsOf('readMe').length).toBeGreaterThan(readsBefore));
  });
});
