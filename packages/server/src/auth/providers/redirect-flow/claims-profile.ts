import { invalidCredentials } from '../../../errors/error-helpers.js';
import type { ExternalProfile } from '../external-user.js';
import type { FlowSettings } from './flow-settings.js';

const MAX_GROUPS = 100;

/**
 * An IdP's claims (ID token + userinfo, or an OAuth 2.0 profile) as the profile Tessera links users
 * by. Only the claims' own keys count: a key named `constructor` or `__proto__` never reaches
 * Object.prototype. No usable identifier → INVALID_CREDENTIALS.
 */
export function claimsProfile(
  settings: FlowSettings,
  claims: Record<string, unknown>,
  authData: Record<string, unknown> | null,
): ExternalProfile {
  const claim = (key: string | null): unknown => (key !== null && Object.hasOwn(claims, key) ? claims[key] : undefined);
  const text = (key: string | null): string | null => {
    const value = claim(key);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
  const identifier = text(settings.identifierKey);
  if (identifier === null || identifier.trim() === '') throw invalidCredentials();
  return {
    identifier,
    email: text(settings.emailKey),
    firstName: text(settings.firstNameKey),
    lastName: text(settings.lastNameKey),
    groups: groupsOf(claim(settings.groupClaim)),
    authData,
  };
}

function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_GROUPS).filter((group): group is string => typeof group === 'string');
}
