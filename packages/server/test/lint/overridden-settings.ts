import { ENV, type EnvName } from '../../src/config/env.js';

/** Files whose settings run servers or configs: tests, test harnesses, browser-test support and benchmarks. */
export const OVERRIDING_FILE = /(?:\.test\.tsx?|\.bench\.ts|\/(?:test|e2e|bench)\/.+\.(?:ts|tsx|mts|mjs|js))$/;

const NAMES = Object.keys(ENV) as EnvName[];
const EXACT = new Set<string>(NAMES.filter((name) => !('startsWith' in ENV[name])));
const PREFIXED = NAMES.filter((name) => 'prefixed' in ENV[name]);
const STARTING = NAMES.flatMap((name) => {
  const spec = ENV[name];
  return 'startsWith' in spec ? [{ name, start: spec.startsWith }] : [];
});

/**
 * The ENV entry a variable name belongs to: itself, the prefixed entry of `NAME__KEY`, or the
 * entry collecting every variable that starts with its text (`STORAGE_LOCAL_ROOT` → STORAGE,
 * `AUTH_CORP_DRIVER` → AUTH_VARIABLES); undefined for a name Tessera does not read.
 */
export function settingOf(variable: string): EnvName | undefined {
  if (EXACT.has(variable)) return variable as EnvName;
  const prefixed = PREFIXED.find((name) => variable.startsWith(`${name}__`));
  if (prefixed) return prefixed;
  return STARTING.find(({ start }) => variable.startsWith(start))?.name;
}

/**
 * The settings a source text sets: object keys (`LOGIN_STALL_TIME: '0'`, quoted or not),
 * `NAME=value` in strings and command lines, and names built in template literals
 * (`` `STORAGE_${location}_ROOT` ``). Reading one (`config.PORT`, `process.env.PORT`) is no override.
 */
export function overriddenSettings(source: string): Set<EnvName> {
  const found = new Set<EnvName>();
  const patterns = [
    /(?<![\w$.]|case )(['"]?)([A-Z][A-Z0-9_]+)\1\s*:(?!:)/g,
    /(?<![\w$.])()([A-Z][A-Z0-9_]+)=(?!=)/g,
    /`()([A-Z][A-Z0-9_]*_)\$\{/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) {
      const setting = settingOf(match[2] ?? '');
      if (setting) found.add(setting);
    }
  return found;
}
