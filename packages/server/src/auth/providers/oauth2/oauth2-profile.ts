import { fetchProtectedResource, type Configuration } from 'openid-client';
import { AppError } from '../../../errors/app-error.js';
import { invalidCredentials } from '../../../errors/error-helpers.js';
import type { ProviderConfig } from '../provider-config.js';
import type { FlowTokens } from '../redirect-flow/redirect-flow.js';

const MAX_PROFILE_CHARS = 1_000_000;

/**
 * The person's profile from PROFILE_URL (the admin's, never the request's), fetched with the
 * access token: a JSON object as a null-prototype table. A 4xx is a refusal (INVALID_CREDENTIALS);
 * anything else that is not a JSON object means the IdP is not working (SERVICE_UNAVAILABLE).
 */
export async function oauth2Profile(
  provider: ProviderConfig,
  profileUrl: URL,
  configuration: Configuration,
  tokens: FlowTokens,
): Promise<Record<string, unknown>> {
  const headers = new Headers({ accept: 'application/json' });
  const response = await fetchProtectedResource(configuration, tokens.access_token, profileUrl, 'GET', null, headers);
  if (response.status >= 400 && response.status < 500) throw invalidCredentials();
  const text = response.ok ? await response.text() : '';
  let profile: unknown = null;
  try {
    if (text.length <= MAX_PROFILE_CHARS) profile = JSON.parse(text);
  } catch {
    profile = null;
  }
  if (profile === null || typeof profile !== 'object' || Array.isArray(profile)) {
    const reason = 'The profile could not be read';
    throw new AppError('SERVICE_UNAVAILABLE', `Service "${provider.name}" is unavailable. ${reason}.`, { service: provider.name, reason });
  }
  return Object.assign(Object.create(null) as Record<string, unknown>, profile);
}
