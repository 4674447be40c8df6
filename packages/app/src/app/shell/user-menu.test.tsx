import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../testing/fake-client.js';
import { blogSchema } from '../../testing/fixtures.js';
import { currentUserFixture } from '../../testing/system-fixtures.js';
import { renderApp } from '../../testing/ui.js';
import { resolveAppearance } from '../../lib/themes/resolve-theme.js';

const root = document.documentElement;

async function openMenu() {
  const client = await signedInFakeClient({
    ...blogSchema(),
    me: currentUserFixture({ id: 'u1', first_name: 'Ada', role: { id: 'r1', app_access: true, admin_access: true }, appearance: 'light' }),
  });
  const view = renderApp(client, '/content/articles');
  await view.user.click(await screen.findByRole('button', { name: /user menu/i }));
  return { client, ...view };
}

describe('appearance from the user menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switches to dark at once and stores it on the user', async () => {
    const { client, user } = await openMenu();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Light appearance' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(root.dataset.theme).toBe('light'));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Dark appearance' }));
    expect(root.dataset.appearance).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Dark appearance' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(client.callsOf('updateMe')).toContainEqual([{ appearance: 'dark' }]));
    expect(client.data.me.appearance).toBe('dark');
  });

  it('follows the system under "auto"', async () => {
    const listeners: (() => void)[] = [];
    let prefersDark = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('dark') && prefersDark;
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    }));
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Automatic appearance (system)' }));
    expect(root.dataset.appearance).toBe('auto');
    expect(root.dataset.theme).toBe('dark');
    prefersDark = false;
    for (const listener of listeners) listener();
    expect(root.dataset.theme).toBe('light');
  });

  it('goes back when the API refuses the change', async () => {
    const { client, user } = await openMenu();
    client.failNext('updateMe', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Dark appearance' }));
    await waitFor(() => expect(root.dataset.appearance).toBe('light'));
  });

  it('resolves a setting to what the page shows', () => {
    expect(resolveAppearance('dark', false)).toBe('dark');
    expect(resolveAppearance('light', true)).toBe('light');
    expect(resolveAppearance('auto', true)).toBe('dark');
    expect(resolveAppearance(null, false)).toBe('light');
  });
});

describe('my account from the user menu', () => {
  it("opens the signed-in user's own page in the users module", async () => {
    const { user, router } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'My account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/u1'));
  });
});
