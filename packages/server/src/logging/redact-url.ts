import { REDACTED, SENSITIVE_KEYS } from './sensitive-keys.js';

const SENSITIVE = new Set(SENSITIVE_KEYS);

/**
 * The URL with the value of every sensitive query parameter replaced: `?access_token=abc` becomes
 * `?access_token=--redacted--`. Bracket keys count when any segment is sensitive
 * (`filter[password][_eq]=x`), so a filter on a secret column is hidden too.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map(redactPair)
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

function redactPair(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals === -1) return pair;
  const key = pair.slice(0, equals);
  return isSensitiveKey(key) ? `${key}=${REDACTED}` : pair;
}

function isSensitiveKey(rawKey: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    // A malformed escape cannot be read: hiding its value is the safe side.
    return true;
  }
  return key
    .toLowerCase()
    .split(/[[\]]+/)
    .some((segment) => SENSITIVE.has(segment));
}
