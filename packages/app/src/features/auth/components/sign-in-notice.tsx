import { Notice } from '../../../components/notice.js';
import { useAuthProviders } from '../api/use-auth-providers.js';
import { ssoFailureMessage } from '../sso-failure-message.js';

/** The app's own reasons for showing the sign-in page (sign-out, expiry, no app access). */
const REASONS = new Map<string, string>([
  ['NO_APP_ACCESS', "Your role doesn't have access to the admin app. You have been signed out."],
  ['SESSION_EXPIRED', 'Your session has expired. Please sign in again.'],
  ['SIGN_OUT', 'You have been signed out.'],
]);

/**
 * Why the visitor is on the sign-in page (`?reason=`): one of the app's reasons, or, back from a
 * provider (`?sso=<name>`), the server's error code for the failed sign-in.
 */
export function SignInNotice({ reason, sso }: { reason: string | null; sso: string | null }) {
  const list = useAuthProviders();
  if (!reason) return null;
  const known = REASONS.get(reason);
  if (known) return <Notice kind={reason === 'NO_APP_ACCESS' ? 'warning' : 'info'}>{known}</Notice>;
  // The provider's label comes with the list: wait for it rather than show a message twice.
  if (sso === null || list.isPending) return null;
  const provider = list.data?.providers.find((entry) => entry.name === sso);
  return <Notice kind="danger">{ssoFailureMessage(reason, provider)}</Notice>;
}
