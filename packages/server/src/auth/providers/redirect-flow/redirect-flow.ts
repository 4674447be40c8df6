import type { Configuration, TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import type { FlowSettings } from './flow-settings.js';

export type FlowTokens = TokenEndpointResponse & TokenEndpointResponseHelpers;

/**
 * What differs between OpenID Connect and plain OAuth 2.0 sign-in; the routes, cookie, checks and
 * user linking are shared (redirect-flow-driver.ts).
 */
export interface RedirectFlow {
  settings: FlowSettings;
  /** OpenID: a random nonce goes to the IdP and must come back in the ID token. */
  usesNonce: boolean;
  /** The IdP's endpoints and this client; SERVICE_UNAVAILABLE when they cannot be had. */
  configuration(): Promise<Configuration>;
  /** Everything the IdP says about the person once the code is exchanged (ID token + userinfo, or the profile URL). */
  claims(configuration: Configuration, tokens: FlowTokens): Promise<Record<string, unknown>>;
}
