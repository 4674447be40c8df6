import type { SignInCredentials } from '../../../lib/auth/types.js';
import { useSessionSignIn } from './use-session-sign-in.js';

/** Signs in through an LDAP provider (`POST /auth/login/:provider`), then checks the role's `app_access`. */
export function useProviderSignIn(provider: string) {
  return useSessionSignIn<SignInCredentials>((client, credentials) =>
    client.signInWithProvider(provider, { ...credentials, otp: credentials.otp || undefined }),
  );
}
