import type { Profile } from '@node-saml/node-saml';
import { invalidCredentials } from '../../../errors/error-helpers.js';
import type { ExternalProfile } from '../external-user.js';
import type { SamlAttributeKeys } from './read-saml-settings.js';

const MAX_GROUPS = 200;

/**
 * The person a checked assertion names: IDENTIFIER_KEY's attribute, else the NameID (none:
 * INVALID_CREDENTIALS), e-mail and names from their attributes, groups from GROUP_ATTRIBUTE.
 * Attributes are read from a Map of the assertion's own attribute names, so a name such as
 * `__proto__` or `constructor` is only ever a name.
 */
export function externalProfileOf(profile: Profile, keys: SamlAttributeKeys): ExternalProfile {
  const attributes = attributeMap(profile.attributes);
  const identifier = firstText(attributes.get(keys.identifier)) ?? (typeof profile.nameID === 'string' ? profile.nameID : null);
  if (!identifier || identifier.trim() === '') throw invalidCredentials();
  return {
    identifier,
    email: firstText(attributes.get(keys.email)),
    firstName: firstText(attributes.get(keys.givenName)),
    lastName: firstText(attributes.get(keys.familyName)),
    groups: keys.groups ? allTexts(attributes.get(keys.groups)).slice(0, MAX_GROUPS) : [],
  };
}

function attributeMap(attributes: unknown): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (attributes === null || typeof attributes !== 'object') return map;
  for (const [name, value] of Object.entries(attributes)) map.set(name, value);
  return map;
}

function allTexts(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

function firstText(value: unknown): string | null {
  return allTexts(value)[0] ?? null;
}
