import { REDACTED } from '../logging/sensitive-keys.js';

/** Keys whose values a recorded run never keeps (api-reference section 8), matched without case. */
const REDACTED_KEYS = new Set(['authorization', 'cookie', 'access_token', 'password']);
const MAX_DEPTH = 64;

/**
 * A copy of a run's data for its revision with every secret replaced by `--redacted--`:
 * Authorization and Cookie headers, `access_token` and `password`, at any depth; the
 * accountability's permissions are not kept. Deeper than 64 levels is cut off.
 */
export function redactRunData(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactRunData(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    copy[key] = REDACTED_KEYS.has(key.toLowerCase()) ? REDACTED : redactRunData(item, depth + 1);
  }
  return copy;
}
