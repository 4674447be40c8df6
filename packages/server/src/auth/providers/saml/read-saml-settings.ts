import { ConfigError } from '../../../config/load-config.js';
import type { ProviderConfig } from '../provider-config.js';
import { readIdpMetadata, type IdpMetadata } from './read-idp-metadata.js';
import { derivedSpMetadata, readSpMetadata, type SpMetadata } from './read-sp-metadata.js';

/** Claim names as AD FS and Azure AD send them, the reference's defaults. */
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

/** Which assertion attributes make the profile (IDENTIFIER_KEY falls back to the NameID when the attribute is absent). */
export interface SamlAttributeKeys {
  identifier: string;
  email: string;
  givenName: string;
  familyName: string;
  /** `GROUP_ATTRIBUTE`: the attribute whose values ROLE_MAPPING looks up (null: no mapping). */
  groups: string | null;
}

export interface SamlSettings {
  idp: IdpMetadata;
  sp: SpMetadata;
  keys: SamlAttributeKeys;
}

/**
 * A SAML provider's settings, checked at start: `IDP_metadata` (required), `SP_metadata` (else
 * derived from PUBLIC_URL), the attribute keys. Unusable metadata stops the server with a
 * ConfigError naming the variable and every problem in it.
 */
export function readSamlSettings(provider: ProviderConfig, publicUrl: string): SamlSettings {
  const variable = (key: string) => `AUTH_${provider.name.toUpperCase()}_${key}`;
  const problems: string[] = [];
  const idpXml = optionOf(provider, 'IDP_metadata');
  let idp: IdpMetadata | null = null;
  if (!idpXml) problems.push(`Invalid configuration: ${variable('IDP_metadata')} is required by the saml driver`);
  else {
    const read = readIdpMetadata(idpXml);
    if (Array.isArray(read)) problems.push(...read.map((problem) => `Invalid configuration: ${variable('IDP_metadata')} ${problem}`));
    else idp = read;
  }
  const spXml = optionOf(provider, 'SP_metadata');
  let sp: SpMetadata | null = null;
  if (spXml) {
    const read = readSpMetadata(spXml);
    if (Array.isArray(read)) problems.push(...read.map((problem) => `Invalid configuration: ${variable('SP_metadata')} ${problem}`));
    else sp = read;
  } else if (/^https?:\/\//i.test(publicUrl)) sp = derivedSpMetadata(publicUrl, provider.name);
  else problems.push(`Invalid configuration: ${variable('SP_metadata')} is required unless PUBLIC_URL is an absolute http(s) URL`);
  const groups = provider.options.get('GROUP_ATTRIBUTE') || null;
  if (provider.roleMapping.size > 0 && groups === null)
    problems.push(
      `Invalid configuration: ${variable('ROLE_MAPPING')} needs ${variable('GROUP_ATTRIBUTE')}, the attribute holding the groups`,
    );
  if (problems.length > 0 || !idp || !sp) throw new ConfigError(problems);
  return {
    idp,
    sp,
    keys: {
      identifier: provider.identifierKey ?? `${CLAIMS}/nameidentifier`,
      email: provider.emailKey ?? `${CLAIMS}/emailaddress`,
      givenName: provider.options.get('GIVEN_NAME_KEY') || `${CLAIMS}/givenname`,
      familyName: provider.options.get('FAMILY_NAME_KEY') || `${CLAIMS}/surname`,
      groups,
    },
  };
}

/** The reference spells these `IDP_metadata`/`SP_metadata`; env names are case-sensitive, so all-caps is read too. */
function optionOf(provider: ProviderConfig, key: string): string | undefined {
  return provider.options.get(key) || provider.options.get(key.toUpperCase()) || undefined;
}
