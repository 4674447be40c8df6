import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useSignIn } from '../api/use-sign-in.js';
import { CredentialsForm } from './credentials-form.js';

/** E-mail and password of the local provider (`POST /auth/login`). */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const signIn = useSignIn();
  return (
    <CredentialsForm
      label="Sign in"
      identifierLabel="Email"
      identifierType="email"
      submitLabel="Sign in"
      signIn={signIn}
      onSignedIn={onSignedIn}
    />
  );
}
