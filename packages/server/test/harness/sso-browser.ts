import type { OidcTestServer } from './oidc-server.js';
import type { TestServer } from './start-test-server.js';

/** The start of a provider sign-in as a browser sees it: where it is sent and the flow cookie it gets. */
export interface SsoStart {
  response: Response;
  /** The IdP's authorize URL (the Location of the 302). */
  authorizeUrl: string;
  /** The value of the `oauth2.<name>` cookie. */
  flowCookie: string;
}

/** `GET /auth/login/<name><query>` without following the redirect. */
export async function startSso(server: TestServer, name: string, query = ''): Promise<SsoStart> {
  const response = await server.request(`/auth/login/${name}${query}`, { redirect: 'manual' });
  const prefix = `oauth2.${name}=`;
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(prefix)) ?? '';
  return { response, authorizeUrl: response.headers.get('location') ?? '', flowCookie: line.slice(prefix.length).split(';')[0] ?? '' };
}

/** Back at Tessera's callback with `flowCookie` (or none), as the browser would go, redirects not followed. */
export function returnFromIdp(callbackUrl: string, name: string, flowCookie: string | null): Promise<Response> {
  const headers = new Headers();
  if (flowCookie !== null) headers.set('cookie', `oauth2.${name}=${flowCookie}`);
  return fetch(callbackUrl, { headers, redirect: 'manual' });
}

/** A whole sign-in at the IdP as `login`; `change` may alter the cookie or callback URL on the way back. */
export async function ssoSignIn(
  server: TestServer,
  idp: OidcTestServer,
  name: string,
  login: string,
  options: { query?: string; change?: (trip: { flowCookie: string | null; callbackUrl: string }) => Promise<void> | void } = {},
): Promise<Response> {
  const start = await startSso(server, name, options.query);
  if (start.response.status !== 302) throw new Error(`sign-in start answered ${start.response.status}: ${await start.response.text()}`);
  const trip: { flowCookie: string | null; callbackUrl: string } = {
    flowCookie: start.flowCookie,
    callbackUrl: await idp.authorize(start.authorizeUrl, login),
  };
  await options.change?.(trip);
  return returnFromIdp(trip.callbackUrl, name, trip.flowCookie);
}
