import { ConfigError } from '../../../config/load-config.js';
import { parseDurationMs } from '../../../config/parsers.js';
import type { ProviderConfig } from '../provider-config.js';

/** A link in a mailbox is a key lying around: between one second and one day, 15 minutes unless LINK_TTL says otherwise. */
const MIN_TTL_MS = 1_000;
const MAX_TTL_MS = 86_400_000;
const DEFAULT_TTL = '15m';

export interface LinkSettings {
  /** How long a mailed link works, in milliseconds (whole seconds: a JWT's `exp` has no finer grain). */
  ttlMs: number;
}

/** The e-mail driver's own settings, checked when the app is built (ConfigError naming the variable). */
export function readLinkSettings(provider: ProviderConfig): LinkSettings {
  const variable = `AUTH_${provider.name.toUpperCase()}_LINK_TTL`;
  const raw = provider.options.get('LINK_TTL') || DEFAULT_TTL;
  let ttlMs: number;
  try {
    ttlMs = parseDurationMs(raw);
  } catch (error) {
    throw new ConfigError([`Invalid configuration: ${variable} ${(error as Error).message}`]);
  }
  if (ttlMs < MIN_TTL_MS || ttlMs > MAX_TTL_MS || ttlMs % 1_000 !== 0)
    throw new ConfigError([`Invalid configuration: ${variable} must be whole seconds between 1s and 1d, got "${raw}"`]);
  return { ttlMs };
}
