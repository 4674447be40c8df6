import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { currentUserFixture } from '../../testing/system-fixtures.js';
import { renderApp } from '../../testing/ui.js';

describe('settings module frame', () => {
  it('opens on the data model, with the settings navigation', async () => {
    const client = await signedInFakeClient();
    const { router } = renderApp(client, '/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/data-model'));
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Data Model', '/settings/data-model'],
      ['Roles & Permissions', '/settings/roles'],
      ['Project Settings', '/settings/project'],
      ['Presets & Bookmarks', '/settings/presets'],
      ['Flows', '/settings/flows'],
      ['Translation Strings', '/settings/translations'],
    ]);
  });

  it('shows "No access" to a user without admin access, and reads no settings page', async () => {
    const client = await signedInFakeClient({
      me: currentUserFixture({ id: 'u2', role: { id: 'r2', name: 'Editor', app_access: true, admin_access: false } }),
      permissions: [],
    });
    renderApp(client, '/settings/project');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project Settings' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
  });
});
