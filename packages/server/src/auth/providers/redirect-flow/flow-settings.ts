import { ConfigError } from '../../../config/load-config.js';
import { requireOption, type ProviderConfig } from '../provider-config.js';

/** The settings an OpenID or OAuth 2.0 provider shares, read once at start. */
export interface FlowSettings {
  clientId: string;
  clientSecret: string;
  /** `SCOPE`, space separated as it goes to the authorize URL. */
  scope: string;
  /** `PARAMS`: extra authorize parameters (never one the flow sets itself). */
  params: ReadonlyMap<string, string>;
  identifierKey: string;
  emailKey: string;
  firstNameKey: string | null;
  lastNameKey: string | null;
  /** `GROUP_CLAIM_NAME`: the claim whose values are looked up in ROLE_MAPPING. */
  groupClaim: string;
}

export interface FlowDefaults {
  scope: string;
  identifierKey: string;
  firstNameKey: string | null;
  lastNameKey: string | null;
}

/** Parameters the flow owns: PARAMS may not replace them (that would switch off PKCE, state or the callback). */
const RESERVED_PARAMS = new Set([
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
]);

/** CLIENT_ID and CLIENT_SECRET are required; a PARAMS that is not a JSON object of strings is a ConfigError naming it. */
export function readFlowSettings(provider: ProviderConfig, defaults: FlowDefaults): FlowSettings {
  const option = (key: string) => provider.options.get(key) || null;
  return {
    clientId: requireOption(provider, 'CLIENT_ID'),
    clientSecret: requireOption(provider, 'CLIENT_SECRET'),
    scope: (option('SCOPE') ?? defaults.scope)
      .split(/[\s,]+/)
      .filter(Boolean)
      .join(' '),
    params: readParams(provider),
    identifierKey: provider.identifierKey ?? defaults.identifierKey,
    emailKey: provider.emailKey ?? 'email',
    firstNameKey: option('FIRST_NAME_KEY') ?? defaults.firstNameKey,
    lastNameKey: option('LAST_NAME_KEY') ?? defaults.lastNameKey,
    groupClaim: option('GROUP_CLAIM_NAME') ?? 'groups',
  };
}

function readParams(provider: ProviderConfig): ReadonlyMap<string, string> {
  const params = new Map<string, string>();
  const raw = provider.options.get('PARAMS');
  if (raw === undefined || raw.trim() === '') return params;
  const variable = `AUTH_${provider.name.toUpperCase()}_PARAMS`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ConfigError([`Invalid configuration: ${variable} must be a JSON object of authorize parameters`]);
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (RESERVED_PARAMS.has(key)) throw new ConfigError([`Invalid configuration: ${variable} may not set "${key}"`]);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new ConfigError([`Invalid configuration: ${variable} "${key}" must be a string`]);
    params.set(key, String(value));
  }
  return params;
}

/** A required http(s) URL setting (an IdP endpoint the admin names), or a ConfigError naming the variable. */
export function requireUrlOption(provider: ProviderConfig, key: string): URL {
  const raw = requireOption(provider, key);
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ConfigError([`Invalid configuration: AUTH_${provider.name.toUpperCase()}_${key} must be an http(s) URL`]);
  return url;
}
