import { allowInsecureRequests, ClientSecretPost, Configuration } from 'openid-client';
import type { AuthDriver } from '../auth-driver.js';
import type { ProviderConfig } from '../provider-config.js';
import { readFlowSettings, requireUrlOption } from '../redirect-flow/flow-settings.js';
import { createRedirectFlowDriver } from '../redirect-flow/redirect-flow-driver.js';
import { oauth2Profile } from './oauth2-profile.js';

/**
 * `AUTH_<NAME>_DRIVER=oauth2`: authorization code sign-in at AUTHORIZE_URL / ACCESS_URL with the
 * profile from PROFILE_URL. Plain OAuth 2.0 names no issuer; the authorize URL's origin stands in
 * (an IdP that adds an ID token or an `iss` to its answers must use that origin as its issuer).
 */
export function createOauth2Driver(provider: ProviderConfig): AuthDriver {
  const settings = readFlowSettings(provider, { scope: 'email', identifierKey: 'email', firstNameKey: null, lastNameKey: null });
  const authorizeUrl = requireUrlOption(provider, 'AUTHORIZE_URL');
  const accessUrl = requireUrlOption(provider, 'ACCESS_URL');
  const profileUrl = requireUrlOption(provider, 'PROFILE_URL');
  const configuration = new Configuration(
    { issuer: authorizeUrl.origin, authorization_endpoint: authorizeUrl.href, token_endpoint: accessUrl.href },
    settings.clientId,
    settings.clientSecret,
    ClientSecretPost(settings.clientSecret),
  );
  if ([authorizeUrl, accessUrl, profileUrl].some((url) => url.protocol === 'http:')) allowInsecureRequests(configuration);
  return createRedirectFlowDriver(provider, {
    settings,
    usesNonce: false,
    configuration: () => Promise.resolve(configuration),
    claims: (config, tokens) => oauth2Profile(provider, profileUrl, config, tokens),
  });
}
