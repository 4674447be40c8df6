import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { EDITOR } from '../../../testing/permission-fixtures.js';
import { currentUserFixture } from '../../../testing/system-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

describe("the signed-in user's own page", () => {
  it('sets up two-factor sign-in with a QR code of the authenticator link', async () => {
    const client = await signedInFakeClient({
      me: currentUserFixture({ id: 'u1', email: 'admin@example.com', role: { id: 'r1', app_access: true, admin_access: true } }),
      items: { directus_users: [{ id: 'u1', email: 'admin@example.com', first_name: 'Ada', status: 'active', tfa_secret: null }] },
    });
    const { user } = renderApp(client, '/users/u1');
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input[autocomplete="current-password"]' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the authenticator link' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor sign-in' }));
    await waitFor(() => expect(client.callsOf('enableTwoFactor')).toEqual([['JBSWY3DPEHPK3PXP', '123456']]));
  });
});

describe("a non-admin's own account", () => {
  it('is read and saved through /users/me, without role, status, token or delete', async () => {
    const client = await signedInFakeClient({
      me: EDITOR,
      permissions: [],
      items: { directus_users: [{ id: EDITOR.id, email: EDITOR.email, first_name: 'Eddie', status: 'active', role: 'editors' }] },
    });
    const { user } = renderApp(client, `/users/${EDITOR.id}`);
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Eddie');
    for (const label of ['Role', 'Status', 'Token']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.clear(firstName);
    await user.type(firstName, 'Edwina');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('User saved');
    expect(client.callsOf('updateOwnUser')).toEqual([[{ first_name: 'Edwina' }]]);
    expect(client.callsOf('updateUser')).toEqual([]);
    expect(client.callsOf('readItem').filter(([collection]) => collection === 'directus_users')).toEqual([]);
  });
});
