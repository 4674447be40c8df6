import type { Config } from '../../config/load-config.js';

/**
 * Names whose values are credentials: the signing secrets, passwords, keys, tokens, and the URLs
 * that may embed a password. The reference hands extensions its whole environment; we leave these
 * out, so an extension (or a log line it writes of `env`) can never leak them.
 */
const CONCEALED = /(SECRET|PASSWORD|TOKEN|(^|_)KEY($|_)|_KEY_ID$|CONNECTION_STRING|^REDIS$|CREDENTIALS|PRIVATE)/i;

/**
 * `context.env`: the configuration by variable name (as the reference's `env`), frozen, in a
 * null-prototype object; grouped variables (`STORAGE_*`, `AUTH_*`, `DB_POOL__*`, …) as
 * null-prototype objects by name; credentials concealed (see CONCEALED).
 */
export function extensionEnv(config: Config): Readonly<Record<string, unknown>> {
  const env = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(config)) {
    if (CONCEALED.test(name)) continue;
    env[name] = value instanceof Map ? mapToObject(value) : value;
  }
  return Object.freeze(env);
}

function mapToObject(map: ReadonlyMap<unknown, unknown>): Readonly<Record<string, unknown>> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of map) if (!CONCEALED.test(String(key))) object[String(key)] = value;
  return Object.freeze(object);
}
