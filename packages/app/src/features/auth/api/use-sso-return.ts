import { useSessionSignIn } from './use-session-sign-in.js';

/**
 * Back from a provider's redirect: the server left a session (or refresh) cookie; it is traded
 * for json tokens (`POST /auth/refresh {mode:'json'}`) kept like a password sign-in's.
 */
export function useSsoReturn() {
  return useSessionSignIn<void>((client) => client.exchangeSessionCookie());
}
