/**
 * Tessera enforces a role's `enforce_tfa` on the server (a decided difference from the reference):
 * until such a user has set TFA up, only these routes answer them. Everything else is FORBIDDEN.
 */
export function isAllowedBeforeTfaSetup(method: string, routeUrl: string | undefined): boolean {
  // No route matched: the not-found handler answers, nothing is revealed.
  if (routeUrl === undefined) return true;
  if (routeUrl.startsWith('/auth/') || routeUrl === '/auth') return true;
  if (routeUrl.startsWith('/server/')) return true;
  if (routeUrl.startsWith('/users/me/tfa/')) return true;
  return routeUrl === '/users/me' && (method === 'GET' || method === 'HEAD');
}
