import { assertIpDenyListEntry } from '../net/ip-deny-list.js';
import { parseByteSize } from '../utils/parse-byte-size.js';
/** Parsers for environment values: each returns the parsed value or throws a message-only Error. */

export function parseString(raw: string): string {
  return raw;
}

export function parseInteger(min: number, max: number): (raw: string) => number {
  return (raw) => {
    if (!/^-?\d+$/.test(raw.trim())) throw new Error(`must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new Error(`must be between ${min} and ${max}, got ${raw}`);
    return value;
  };
}

/** `10mb`, `500kb`, `1048576` → bytes. */
export function parseBytes(raw: string): number {
  try {
    return parseByteSize(raw);
  } catch {
    throw new Error(`must be a size such as 10mb, 500kb or 1048576, got "${raw}"`);
  }
}

export function parseBoolean(raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off', ''].includes(value)) return false;
  throw new Error(`must be true or false, got "${raw}"`);
}

export function parseEnum<const T extends readonly string[]>(allowed: T): (raw: string) => T[number] {
  return (raw) => {
    if (!allowed.includes(raw)) throw new Error(`must be one of ${allowed.join(', ')}, got "${raw}"`);
    return raw as T[number];
  };
}

/** A list of IP addresses and CIDR ranges (`IMPORT_IP_DENY_LIST`); a wrong entry fails at startup, never opens the list. */
export function parseIpList(raw: string): string[] {
  const entries = parseList(raw);
  for (const entry of entries) assertIpDenyListEntry(entry);
  return entries;
}

export function parseList(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Durations as Directus writes them: `15m`, `7d`, `900` (seconds are not assumed: a bare number is ms). */
export function parseDurationMs(raw: string): number {
  const match = /^(\d+)\s*(ms|s|m|h|d|w)?$/.exec(raw.trim());
  if (!match) throw new Error(`must be a duration such as 15m, 7d or 900000, got "${raw}"`);
  return Number(match[1]) * (DURATION_UNITS[match[2] ?? 'ms'] ?? 1);
}

/** Source keywords a policy must quote; unquoted, the browser reads them as host names. */
const CSP_KEYWORDS = new Set([
  'self',
  'none',
  'unsafe-inline',
  'unsafe-eval',
  'unsafe-hashes',
  'strict-dynamic',
  'report-sample',
  'wasm-unsafe-eval',
]);

/**
 * A Content-Security-Policy source list, separated by spaces or commas (the reference's `array:`
 * prefix is accepted); `false` gives null, which drops the directive.
 */
export function parseCspSources(raw: string): string[] | null {
  const value = raw.trim().replace(/^array:/, '');
  if (value === 'false') return null;
  const sources = value.split(/[\s,]+/).filter((source) => source.length > 0);
  for (const source of sources) {
    if (source.includes(';')) throw new Error(`must not contain ";", got "${raw}"`);
    if (CSP_KEYWORDS.has(source) || /^(nonce|sha256|sha384|sha512)-/.test(source))
      throw new Error(`must quote ${source} as '${source}', got "${raw}"`);
  }
  return sources;
}

/** `CORS_ORIGIN`: `true` (reflect the request's origin), `false`, or a list of exact origins (`array:` prefix accepted). */
export function parseCorsOrigin(raw: string): boolean | string[] {
  const value = raw.trim().replace(/^array:/, '');
  if (value === 'true') return true;
  if (value === 'false') return false;
  const origins = parseList(value);
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin))
      throw new Error(`must list origins such as https://example.com, got "${origin}"`);
  }
  return origins.includes('*') ? true : origins;
}

/** A redirect target, or `false` for none. */
export function parseRedirect(raw: string): string | false {
  const value = raw.trim();
  return value === 'false' ? false : value;
}

/** A number from 0 to 1, such as an event-loop utilisation. */
export function parseFraction(raw: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) throw new Error(`must be a number from 0 to 1, got "${raw}"`);
  return value;
}

/** An HTTP header name (`false` for none, as the reference writes it). */
export function parseHeaderName(raw: string): string | undefined {
  const value = raw.trim();
  if (value === 'false') return undefined;
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(value)) throw new Error(`must be a header name, got "${raw}"`);
  return value;
}

/** `true`, `false` or a whole number of seconds (`CACHE_CONTROL_S_MAXAGE`). */
export function parseBooleanOrSeconds(raw: string): boolean | number {
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  return parseBoolean(raw);
}

/** A size (`parseBytes`), or `false` for none (`CACHE_VALUE_MAX_SIZE`). */
export function parseBytesOrFalse(raw: string): number | false {
  return raw.trim().toLowerCase() === 'false' ? false : parseBytes(raw);
}
