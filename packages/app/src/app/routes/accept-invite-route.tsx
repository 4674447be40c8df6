import { AcceptInvitePage } from '../../features/users/components/accept-invite-page.js';

/** `/accept-invite`: outside the shell, the invited person is not signed in yet. */
export function AcceptInviteRoute() {
  return <AcceptInvitePage />;
}
