import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeClient, signedInFakeClient } from '../../../testing/fake-client.js';
import type { FakeData } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { currentUserFixture } from '../../../testing/system-fixtures.js';
import { CURRENT_USER_FIELDS } from '../../../lib/schema/system-types.js';
import { renderApp, signIn } from '../../../testing/ui.js';

const enforcing = (): Partial<FakeData> => ({
  ...blogSchema(),
  me: currentUserFixture({
    id: 'u3',
    email: 'editor@example.com',
    tfa_secret: null,
    role: { id: 'r3', app_access: true, admin_access: false, enforce_tfa: true },
  }),
  accounts: [{ email: 'editor@example.com', password: 'pw-editor' }],
});

describe('first-login two-factor set-up', () => {
  it('sends a user whose role enforces it through the set-up, then on to where they were going', async () => {
    const client = createFakeClient(enforcing());
    const { user, router } = renderApp(client, '/content/articles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn(user, 'editor@example.com', 'pw-editor');

    await waitFor(() => expect(router.state.location.pathname).toBe('/tfa-setup'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/content/articles')}`);
    expect(client.callsOf('readMe').length).toBeGreaterThan(0);
    expect(CURRENT_USER_FIELDS).toEqual(expect.arrayContaining(['tfa_secret', 'role.enforce_tfa']));
    // The shell (whose requests the API refuses until the set-up is done) never loaded.
    expect(client.callsOf('readSettings')).toEqual([]);
    expect(client.callsOf('readCollections')).toEqual([]);

    // A wrong password shows the API's error.
    await user.type(await screen.findByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user credentials.');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'pw-editor');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(client.callsOf('generateTwoFactorSecret')).toEqual([['nope'], ['pw-editor']]);

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByText(client.data.tfa.otpauth_url)).toBeInTheDocument();
    // A wrong code shows the API's error and keeps the user here.
    await user.type(screen.getByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"otp" is invalid');
    expect(router.state.location.pathname).toBe('/tfa-setup');

    await user.clear(screen.getByLabelText('One-time code'));
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor sign-in' }));
    expect(client.callsOf('enableTwoFactor')).toEqual([
      ['JBSWY3DPEHPK3PXP', '000000'],
      ['JBSWY3DPEHPK3PXP', '123456'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Articles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/articles');
  });

  it('also stops a stored session (a reload) at the set-up', async () => {
    const client = await signedInFakeClient(enforcing());
    const { router } = renderApp(client, '/content');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tfa-setup'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/content')}`);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('lets a user with two-factor sign-in already on straight through', async () => {
    const seed = enforcing();
    const client = await signedInFakeClient({ ...seed, me: { ...seed.me!, tfa_secret: '**********' } });
    const { router } = renderApp(client, '/content/articles');
    expect(await screen.findByRole('heading', { name: 'Articles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/articles');
    expect(client.callsOf('generateTwoFactorSecret')).toEqual([]);
  });

  it('does not redirect a user whose role does not enforce it', async () => {
    const client = createFakeClient({
      ...blogSchema(),
      me: currentUserFixture({
        id: 'u4',
        email: 'admin@example.com',
        tfa_secret: null,
        role: { id: 'r4', app_access: true, admin_access: false, enforce_tfa: false },
      }),
    });
    const { user, router } = renderApp(client, '/login?redirect=%2Fcontent%2Farticles');
    await signIn(user, 'admin@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Articles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/articles');
    expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
    expect(client.callsOf('generateTwoFactorSecret')).toEqual([]);
  });

  it('sends a visitor who opens the set-up page without a session to sign in', async () => {
    const { router } = renderApp(createFakeClient(), '/tfa-setup?redirect=%2Fcontent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/content')}`);
  });
});
