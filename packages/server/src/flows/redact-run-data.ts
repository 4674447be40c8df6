import { REDACTED } from '../logging/sensitive-keys.js';

/** Keys whose values a recorded run never keeps (api-reference section 8), matched without case. */
const REDACTED_KEYS = new Set(['authorization', 'cookie', 'access_token', 'password']);
const MAX_DEPTH = 64;

/**
 * What one copy may still take, in characters of JSON (about its bytes): every string, key and
 * other value spends its length; once spent, `cut` is set and the copy stops there.
 */
export interface RunDataBudget {
  left: number;
  cut: boolean;
}

export const isRedactedKey = (key: string): boolean => REDACTED_KEYS.has(key.toLowerCase());

/**
 * A copy of a run's data for its revision with every secret replaced by `--redacted--`:
 * Authorization and Cookie headers, `access_token` and `password`, at any depth; the
 * accountability's permissions are not kept. Deeper than 64 levels is cut off. With a `budget`,
 * the copy stops once it is spent (the last string kept is cut short): the beginning of the value,
 * built without walking the rest of it.
 */
export function redactRunData(value: unknown, budget: RunDataBudget = { left: Infinity, cut: false }, depth = 0): unknown {
  if (depth > MAX_DEPTH) return spend(budget, REDACTED);
  if (value === null || typeof value !== 'object') return spend(budget, value);
  budget.left -= 2;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    for (const item of value) {
      if (budget.left <= 0) budget.cut = true;
      if (budget.cut) break;
      copy.push(redactRunData(item, budget, depth + 1));
      budget.left -= 1;
    }
    return copy;
  }
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    if (budget.left <= 0) budget.cut = true;
    if (budget.cut) break;
    budget.left -= key.length + 4;
    copy[key] = isRedactedKey(key) ? spend(budget, REDACTED) : redactRunData(item, budget, depth + 1);
  }
  return copy;
}

/** A leaf, paid for: a string too long for what is left is cut to fit (never inside a surrogate pair). */
function spend(budget: RunDataBudget, value: unknown): unknown {
  if (typeof value !== 'string') {
    budget.left -= 6;
    return value;
  }
  const cost = value.length + 2;
  if (cost <= budget.left) {
    budget.left -= cost;
    return value;
  }
  budget.cut = true;
  let end = Math.max(0, budget.left - 2);
  budget.left = 0;
  if (end > 0 && /[\uD800-\uDBFF]/.test(value[end - 1]!)) end -= 1;
  return value.slice(0, end);
}
