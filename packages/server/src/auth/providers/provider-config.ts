import type { Config } from '../../config/load-config.js';
import { ConfigError } from '../../config/load-config.js';
import { parseBoolean, parseList } from '../../config/parsers.js';

export const AUTH_DRIVERS = ['openid', 'oauth2', 'ldap', 'saml', 'email'] as const;
export type AuthDriverName = (typeof AUTH_DRIVERS)[number];

/** Drivers whose sign-in leaves the API for another site and comes back (listed by `GET /auth?sessionOnly`). */
export const REDIRECT_DRIVERS: ReadonlySet<AuthDriverName> = new Set(['openid', 'oauth2', 'saml']);

/** One entry of `AUTH_PROVIDERS` with its `AUTH_<NAME>_*` settings, as the reference names them. */
export interface ProviderConfig {
  /** As written in `AUTH_PROVIDERS`; the `provider` column of its users and the `:provider` of its routes. */
  name: string;
  driver: AuthDriverName;
  /** `LABEL`, else the name. */
  label: string;
  /** `ICON` (a Material icon name), else null. */
  icon: string | null;
  /** `MODE`: what the redirect back from a provider sets, a session cookie (default) or a refresh cookie. */
  mode: 'session' | 'cookie';
  /** `ALLOW_PUBLIC_REGISTRATION`: a first sign-in creates the user; otherwise only linked users get in. */
  allowPublicRegistration: boolean;
  /** `DEFAULT_ROLE_ID`: the role of users this provider creates (null: no role). */
  defaultRoleId: string | null;
  /** `ROLE_MAPPING` (a JSON object): a provider group or LDAP group DN → a role id; the first match wins over the default role. */
  roleMapping: ReadonlyMap<string, string>;
  /** `REDIRECT_ALLOW_LIST`: where `?redirect=` may send the browser after sign-in (PUBLIC_URL's origin is always allowed). */
  redirectAllowList: readonly string[];
  /** `IDENTIFIER_KEY`: the profile claim that becomes `external_identifier` (null: the driver's default). */
  identifierKey: string | null;
  /** `EMAIL_KEY`: the profile claim that holds the e-mail (null: the driver's default). */
  emailKey: string | null;
  /** `SYNC_USER_INFO`: each sign-in copies e-mail and names from the provider onto the user. */
  syncUserInfo: boolean;
  /** Every `AUTH_<NAME>_<KEY>` as KEY → raw text, for the driver's own settings (CLIENT_ID, ISSUER_URL, BIND_DN, …). */
  options: ReadonlyMap<string, string>;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The configured providers by name, checked once at start: a bad name, an unknown driver or a
 * malformed setting stops the server with every problem named (ConfigError), never a 500 later.
 */
export function readProviderConfigs(config: Config): ReadonlyMap<string, ProviderConfig> {
  const problems: string[] = [];
  const providers = new Map<string, ProviderConfig>();
  const seen = new Set<string>();
  for (const name of config.AUTH_PROVIDERS) {
    if (!NAME.test(name) || name.toLowerCase() === 'default') {
      problems.push(
        `Invalid configuration: AUTH_PROVIDERS names "${name}", which is not a usable provider name (letters, digits, _ and -; not "default")`,
      );
      continue;
    }
    // Upper-cased in variable names, so `sso` and `SSO` would share their settings.
    if (seen.has(name.toUpperCase())) {
      problems.push(`Invalid configuration: AUTH_PROVIDERS names "${name}" twice`);
      continue;
    }
    seen.add(name.toUpperCase());
    const provider = readProvider(name, optionsOf(config.AUTH_VARIABLES, name), problems);
    if (provider) providers.set(name, provider);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return providers;
}

/** A driver's required setting, or a ConfigError naming the variable. */
export function requireOption(provider: ProviderConfig, key: string): string {
  const value = provider.options.get(key);
  if (value === undefined || value === '')
    throw new ConfigError([
      `Invalid configuration: AUTH_${provider.name.toUpperCase()}_${key} is required by the ${provider.driver} driver`,
    ]);
  return value;
}

function optionsOf(variables: ReadonlyMap<string, string>, name: string): Map<string, string> {
  const prefix = `${name.toUpperCase()}_`;
  const options = new Map<string, string>();
  for (const [variable, raw] of variables) if (variable.startsWith(prefix)) options.set(variable.slice(prefix.length), raw);
  return options;
}

function readProvider(name: string, options: Map<string, string>, problems: string[]): ProviderConfig | null {
  const variable = (key: string) => `AUTH_${name.toUpperCase()}_${key}`;
  const driver = options.get('DRIVER');
  if (!driver || !(AUTH_DRIVERS as readonly string[]).includes(driver)) {
    problems.push(`Invalid configuration: ${variable('DRIVER')} must be one of ${AUTH_DRIVERS.join(', ')}`);
    return null;
  }
  const flag = (key: string, fallback: boolean): boolean => {
    const raw = options.get(key);
    if (raw === undefined || raw === '') return fallback;
    try {
      return parseBoolean(raw);
    } catch (error) {
      problems.push(`Invalid configuration: ${variable(key)} ${(error as Error).message}`);
      return fallback;
    }
  };
  const mode = options.get('MODE') ?? 'session';
  if (mode !== 'session' && mode !== 'cookie') problems.push(`Invalid configuration: ${variable('MODE')} must be session or cookie`);
  const defaultRoleId = options.get('DEFAULT_ROLE_ID') || null;
  if (defaultRoleId !== null && !UUID.test(defaultRoleId))
    problems.push(`Invalid configuration: ${variable('DEFAULT_ROLE_ID')} must be a role id (uuid)`);
  return {
    name,
    driver: driver as AuthDriverName,
    label: options.get('LABEL') || name,
    icon: options.get('ICON') || null,
    mode: mode === 'cookie' ? 'cookie' : 'session',
    allowPublicRegistration: flag('ALLOW_PUBLIC_REGISTRATION', false),
    defaultRoleId,
    roleMapping: readRoleMapping(options.get('ROLE_MAPPING'), variable('ROLE_MAPPING'), problems),
    redirectAllowList: parseList(options.get('REDIRECT_ALLOW_LIST') ?? ''),
    identifierKey: options.get('IDENTIFIER_KEY') || null,
    emailKey: options.get('EMAIL_KEY') || null,
    syncUserInfo: flag('SYNC_USER_INFO', false),
    options,
  };
}

function readRoleMapping(raw: string | undefined, variable: string, problems: string[]): ReadonlyMap<string, string> {
  const mapping = new Map<string, string>();
  if (raw === undefined || raw.trim() === '') return mapping;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push(`Invalid configuration: ${variable} must be a JSON object of group → role id`);
    return mapping;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    problems.push(`Invalid configuration: ${variable} must be a JSON object of group → role id`);
    return mapping;
  }
  for (const [group, role] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof role !== 'string' || !UUID.test(role))
      problems.push(`Invalid configuration: ${variable} maps "${group}" to something that is not a role id`);
    else mapping.set(group, role);
  }
  return mapping;
}
