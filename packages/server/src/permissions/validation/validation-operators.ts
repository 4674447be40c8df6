/** One operator of a validation filter, checked in memory against a submitted value. */
export interface ValidationOperator {
  /** Whether `value` (present in the payload) passes against the rule's `compare`. */
  test(value: unknown, compare: unknown): boolean;
  /** The reference's detail sentence and public extensions for a failure. */
  describe(compare: unknown): { detail: string; extensions: Record<string, unknown> };
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const asList = (compare: unknown): unknown[] => (Array.isArray(compare) ? compare : typeof compare === 'string' ? compare.split(',') : [compare]);
const asBoolean = (compare: unknown) => compare === true || compare === 'true' || compare === 1 || compare === '1';
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null);

/** Equality as a JSON client means it: 5 and "5" are the same value, true and "true" too. */
export function looseEqual(value: unknown, compare: unknown): boolean {
  if (value === compare) return true;
  if (value === null || compare === null || value === undefined || compare === undefined) return false;
  if (typeof value === 'object' || typeof compare === 'object') return JSON.stringify(value) === JSON.stringify(compare);
  return String(value) === String(compare);
}

/** Numbers compare as numbers, dates as instants, anything else cannot be ordered (null). */
function order(value: unknown, compare: unknown): number | null {
  const a = Number(value);
  const b = Number(compare);
  if (value !== '' && compare !== '' && typeof value !== 'boolean' && Number.isFinite(a) && Number.isFinite(b)) return a - b;
  if (typeof value !== 'string' || typeof compare !== 'string') return null;
  const x = Date.parse(value);
  const y = Date.parse(compare);
  return Number.isNaN(x) || Number.isNaN(y) ? null : x - y;
}

const ordered = (pass: (difference: number) => boolean, words: string): ValidationOperator => ({
  test: (value, compare) => {
    const difference = order(value, compare);
    return difference !== null && pass(difference);
  },
  describe: (compare) => ({ detail: `Value has to be ${words} ${String(compare)}.`, extensions: { valid: compare } }),
});

const textual = (pass: (value: string, compare: string) => boolean, words: string, negated: boolean): ValidationOperator => ({
  test: (value, compare) => {
    const v = text(value);
    const c = text(compare);
    if (v === null || c === null) return negated;
    return pass(v, c) !== negated;
  },
  describe: (compare) => ({ detail: `Value ${negated ? "can't" : 'has to'} ${words} ${String(compare)}.`, extensions: { substring: compare } }),
});

const between = (negated: boolean): ValidationOperator => ({
  test: (value, compare) => {
    const [low, high] = asList(compare);
    const above = order(value, low);
    const below = order(value, high);
    if (above === null || below === null) return false;
    return (above >= 0 && below <= 0) !== negated;
  },
  describe: (compare) => {
    const [low, high] = asList(compare);
    return { detail: `Value ${negated ? "can't" : 'has to'} be between ${String(low)} and ${String(high)}.`, extensions: { valid: compare } };
  },
});

/** A rule's `_regex` value: `/pattern/flags` or a bare pattern. A pattern that does not compile matches nothing. */
export function toRegExp(compare: unknown): RegExp | null {
  if (typeof compare !== 'string') return null;
  const wrapped = /^\/(.*)\/([a-z]*)$/s.exec(compare);
  try {
    return wrapped ? new RegExp(wrapped[1]!, wrapped[2]) : new RegExp(compare);
  } catch {
    return null;
  }
}

/** Every operator a validation rule may use: the filter operators plus `_regex` and `_submitted`. */
export const VALIDATION_OPERATORS: Record<string, ValidationOperator> = {
  _eq: { test: looseEqual, describe: (c) => ({ detail: `Value has to be ${String(c)}.`, extensions: { valid: c } }) },
  _neq: { test: (v, c) => !looseEqual(v, c), describe: (c) => ({ detail: `Value can't be ${String(c)}.`, extensions: { invalid: c } }) },
  _in: { test: (v, c) => asList(c).some((item) => looseEqual(v, item)), describe: (c) => ({ detail: `Value has to be one of ${asList(c).map(String).join(', ')}.`, extensions: { valid: asList(c) } }) },
  _nin: { test: (v, c) => !asList(c).some((item) => looseEqual(v, item)), describe: (c) => ({ detail: `Value can't be one of ${asList(c).map(String).join(', ')}.`, extensions: { invalid: asList(c) } }) },
  _null: { test: (v, c) => (v === null) === asBoolean(c), describe: (c) => ({ detail: asBoolean(c) ? 'Value has to be null.' : "Value can't be null.", extensions: {} }) },
  _nnull: { test: (v, c) => (v !== null) === asBoolean(c), describe: (c) => ({ detail: asBoolean(c) ? "Value can't be null." : 'Value has to be null.', extensions: {} }) },
  _empty: { test: (v, c) => isBlank(v) === asBoolean(c), describe: (c) => ({ detail: asBoolean(c) ? 'Value has to be empty.' : "Value can't be empty.", extensions: {} }) },
  _nempty: { test: (v, c) => !isBlank(v) === asBoolean(c), describe: (c) => ({ detail: asBoolean(c) ? "Value can't be empty." : 'Value has to be empty.', extensions: {} }) },
  _contains: textual((v, c) => v.includes(c), 'contain', false),
  _ncontains: textual((v, c) => v.includes(c), 'contain', true),
  _icontains: textual((v, c) => v.toLowerCase().includes(c.toLowerCase()), 'contain', false),
  _nicontains: textual((v, c) => v.toLowerCase().includes(c.toLowerCase()), 'contain', true),
  _starts_with: textual((v, c) => v.startsWith(c), 'start with', false),
  _nstarts_with: textual((v, c) => v.startsWith(c), 'start with', true),
  _istarts_with: textual((v, c) => v.toLowerCase().startsWith(c.toLowerCase()), 'start with', false),
  _nistarts_with: textual((v, c) => v.toLowerCase().startsWith(c.toLowerCase()), 'start with', true),
  _ends_with: textual((v, c) => v.endsWith(c), 'end with', false),
  _nends_with: textual((v, c) => v.endsWith(c), 'end with', true),
  _iends_with: textual((v, c) => v.toLowerCase().endsWith(c.toLowerCase()), 'end with', false),
  _niends_with: textual((v, c) => v.toLowerCase().endsWith(c.toLowerCase()), 'end with', true),
  _gt: ordered((d) => d > 0, 'greater than'),
  _gte: ordered((d) => d >= 0, 'greater than or equal to'),
  _lt: ordered((d) => d < 0, 'less than'),
  _lte: ordered((d) => d <= 0, 'less than or equal to'),
  _between: between(false),
  _nbetween: between(true),
  _regex: {
    test: (v, c) => {
      const pattern = toRegExp(c);
      return pattern !== null && typeof v === 'string' && pattern.test(v);
    },
    describe: (c) => ({ detail: "Value doesn't have the correct format.", extensions: { valid: c } }),
  },
  // Presence is checked by the evaluator itself: a submitted field always passes this one.
  _submitted: { test: () => true, describe: () => ({ detail: 'Value is required.', extensions: {} }) },
};
