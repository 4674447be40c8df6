import type { AuthProvider } from '../../../lib/auth/types.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useProviderSignIn } from '../api/use-provider-sign-in.js';
import { CredentialsForm } from './credentials-form.js';

/** An LDAP provider: the directory's identifier and password (`POST /auth/login/:provider`). */
export function DirectorySignInForm({ provider, onSignedIn }: { provider: AuthProvider; onSignedIn: (user: CurrentUser) => void }) {
  const signIn = useProviderSignIn(provider.name);
  return (
    <CredentialsForm
      label={`Sign in with ${provider.label}`}
      identifierLabel="Identifier"
      identifierType="text"
      submitLabel={`Sign in with ${provider.label}`}
      signIn={signIn}
      onSignedIn={onSignedIn}
    />
  );
}
