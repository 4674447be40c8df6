import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';

/**
 * Invites one or more people by e-mail into a role: `POST /users/invite` (204). Each gets a mail
 * with a link to `invite_url` (or the app's accept page) carrying an invite token.
 *
 * @example
 * await client.request(inviteUser('ada@example.com', roleId));
 */
export function inviteUser<Schema = Untyped>(
  email: string | readonly string[],
  role: string,
  inviteUrl?: string,
): RestCommand<void, Schema> {
  return () => ({
    path: '/users/invite',
    method: 'POST',
    body: inviteUrl === undefined ? { email, role } : { email, role, invite_url: inviteUrl },
  });
}

/** Accepts an invitation with the token from its mail and a new password: `POST /users/invite/accept` (204). */
export function acceptUserInvite<Schema = Untyped>(token: string, password: string): RestCommand<void, Schema> {
  return () => ({ path: '/users/invite/accept', method: 'POST', body: { token, password } });
}
