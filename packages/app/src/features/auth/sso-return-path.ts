/**
 * Where a provider sends the browser back to: the sign-in page with `?sso=<name>` (so it trades
 * the cookie for tokens), keeping the page the visitor was going to. `target` is already a
 * safe in-app path (see safe-redirect.ts); `/` needs no mention.
 */
export function ssoReturnPath(provider: string, target: string): string {
  const params = new URLSearchParams({ sso: provider });
  if (target !== '/') params.set('redirect', target);
  return `/login?${params.toString()}`;
}

/** `<API>/auth/login/<name>?redirect=<absolute return URL>`: where a redirect provider's sign-in starts. */
export function providerLoginUrl(apiUrl: string, provider: string, returnUrl: string): string {
  return `${apiUrl}/auth/login/${encodeURIComponent(provider)}?${new URLSearchParams({ redirect: returnUrl }).toString()}`;
}
