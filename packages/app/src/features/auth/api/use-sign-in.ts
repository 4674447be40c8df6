import type { SignInCredentials } from '../../../lib/auth/types.js';
import { useSessionSignIn } from './use-session-sign-in.js';

export { NoAppAccessError } from './use-session-sign-in.js';

/** Signs in with e-mail (`identifier`) and password (`POST /auth/login`), then checks the role's `app_access`. */
export function useSignIn() {
  return useSessionSignIn<SignInCredentials>((client, { identifier, password, otp }) =>
    client.login(identifier, password, otp || undefined),
  );
}
