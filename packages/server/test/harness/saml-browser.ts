import { expect } from 'vitest';
import type { SamlIdp, SamlResponseOptions } from './saml-idp.js';
import type { TestServer } from './start-test-server.js';

export const PUBLIC_URL = 'https://cms.example.org';
export const ENTITY_ID = `${PUBLIC_URL}/auth/login/corp/metadata`;
export const ACS_URL = `${PUBLIC_URL}/auth/login/corp/acs`;

/** The environment of a server with `idp` as SAML provider `corp` (public registration on). */
export function samlEnv(idp: SamlIdp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PUBLIC_URL,
    LOGIN_STALL_TIME: '0',
    LOGIN_RATE_LIMIT_POINTS: '100000',
    AUTH_PROVIDERS: 'corp',
    AUTH_CORP_DRIVER: 'saml',
    AUTH_CORP_IDP_metadata: idp.metadata(),
    AUTH_CORP_ALLOW_PUBLIC_REGISTRATION: 'true',
    ...extra,
  };
}

/** A browser's part of a SAML sign-in against `server` with `idp`. */
export function samlBrowser(server: TestServer, idp: SamlIdp) {
  /** GET /auth/login/corp[?redirect=], as the browser follows it to the IdP. */
  const start = async (redirect?: string) => {
    const response = await server.request(`/auth/login/corp${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    return idp.readAuthnRequest(response.headers.get('location')!);
  };
  /** The IdP's form post to the ACS. */
  const post = (samlResponse: string, relayState: string | null) =>
    server.request('/auth/login/corp/acs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState === null ? {} : { RelayState: relayState }) }).toString(),
      redirect: 'manual',
    });
  /** A correct response to `request`, changed as `options` say. */
  const answer = (request: { id: string }, options: Partial<SamlResponseOptions> = {}) =>
    idp.response({ inResponseTo: request.id, audience: ENTITY_ID, recipient: ACS_URL, ...options });
  return { start, post, answer };
}

/** The value `response` sets for cookie `name`. */
export const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
