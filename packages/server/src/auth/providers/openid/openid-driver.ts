import { ConfigError } from '../../../config/load-config.js';
import { parseBoolean } from '../../../config/parsers.js';
import type { AuthDriver } from '../auth-driver.js';
import type { ProviderConfig } from '../provider-config.js';
import { readFlowSettings, requireUrlOption } from '../redirect-flow/flow-settings.js';
import { createRedirectFlowDriver } from '../redirect-flow/redirect-flow-driver.js';
import { discoverIssuer } from './discover-issuer.js';
import { openidClaims } from './openid-claims.js';

/** `AUTH_<NAME>_DRIVER=openid`: OpenID Connect sign-in at ISSUER_URL (discovered lazily). */
export function createOpenidDriver(provider: ProviderConfig): AuthDriver {
  const settings = readFlowSettings(provider, {
    scope: 'openid profile email',
    identifierKey: 'sub',
    firstNameKey: 'given_name',
    lastNameKey: 'family_name',
  });
  const issuerUrl = requireUrlOption(provider, 'ISSUER_URL');
  const requireVerifiedEmail = readFlag(provider, 'REQUIRE_VERIFIED_EMAIL');
  return createRedirectFlowDriver(provider, {
    settings,
    usesNonce: true,
    configuration: discoverIssuer(provider, issuerUrl, settings),
    claims: (configuration, tokens) => openidClaims(configuration, tokens, { requireVerifiedEmail }),
  });
}

function readFlag(provider: ProviderConfig, key: string): boolean {
  const raw = provider.options.get(key);
  if (raw === undefined || raw === '') return false;
  try {
    return parseBoolean(raw);
  } catch (error) {
    throw new ConfigError([`Invalid configuration: AUTH_${provider.name.toUpperCase()}_${key} ${(error as Error).message}`]);
  }
}
