import { fetchUserInfo, type Configuration } from 'openid-client';
import { invalidCredentials } from '../../../errors/error-helpers.js';
import type { FlowTokens } from '../redirect-flow/redirect-flow.js';

/**
 * The verified ID token's claims, completed by the userinfo endpoint when the IdP has one (its
 * `sub` must be the ID token's). REQUIRE_VERIFIED_EMAIL: a person whose e-mail the IdP has not
 * verified is refused. A null-prototype object, so any claim name is just a name.
 */
export async function openidClaims(
  configuration: Configuration,
  tokens: FlowTokens,
  options: { requireVerifiedEmail: boolean },
): Promise<Record<string, unknown>> {
  const idClaims = tokens.claims();
  if (!idClaims) throw invalidCredentials();
  const claims = Object.assign(Object.create(null) as Record<string, unknown>, idClaims);
  if (configuration.serverMetadata().userinfo_endpoint) {
    Object.assign(claims, await fetchUserInfo(configuration, tokens.access_token, idClaims.sub));
  }
  if (options.requireVerifiedEmail && claims.email_verified !== true) throw invalidCredentials();
  return claims;
}
