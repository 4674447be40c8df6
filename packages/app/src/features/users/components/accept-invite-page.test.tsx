import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClient, FakeApiError } from '../../../testing/fake-client.js';
import { renderWithClient } from '../../../testing/render.js';
import { AcceptInvitePage } from './accept-invite-page.js';

describe('accept invite page', () => {
  it('sends the token of the link with the chosen password', async () => {
    const client = createFakeClient();
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AcceptInvitePage />, client, '/accept-invite?token=tok-123');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(client.callsOf('acceptInvite')).toEqual([['tok-123', 'Str0ng!pass']]);
  });

  it("shows the server's refusal of a weak password", async () => {
    const client = createFakeClient();
    client.failNext(
      'acceptInvite',
      new FakeApiError(400, 'FAILED_VALIDATION', "Provided password doesn't match password policy.", { field: 'password' }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AcceptInvitePage />, client, '/accept-invite?token=tok-123');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Provided password doesn't match password policy."));
  });

  it('says so when the link has no token', () => {
    renderWithClient(<AcceptInvitePage />, createFakeClient(), '/accept-invite');
    expect(screen.getByRole('alert')).toHaveTextContent('no invitation token');
  });
});
