import { asList, asText, compareValues, isEmptyValue, isFlagOn, looseEquals } from './loose-values.js';

/** One filter operator, evaluated in memory against a value. */
export interface MemoryOperator {
  /** Whether `value` passes against the rule's `compare` (`submitted`: whether the payload carried the field at all). */
  test(value: unknown, compare: unknown, submitted: boolean): boolean;
  /** The reference's sentence and public extensions for a value that fails (FAILED_VALIDATION). */
  describe(compare: unknown): { detail: string; extensions: Record<string, unknown> };
}

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

const ordered = (pass: (difference: number) => boolean, words: string): MemoryOperator => ({
  test: (value, compare) => {
    const difference = compareValues(value, compare);
    return difference !== null && pass(difference);
  },
  describe: (compare) => ({ detail: `Value has to be ${words} ${String(compare)}.`, extensions: { valid: compare } }),
});

/** String operators; on a list (tags, a JSON array) the test passes when one entry passes it. */
const textual = (
  pass: (value: string, compare: string) => boolean,
  words: string,
  negated: boolean,
  ignoreCase = false,
): MemoryOperator => {
  const fold = (text: string) => (ignoreCase ? text.toLowerCase() : text);
  const matches = (value: unknown, compare: string): boolean => {
    if (Array.isArray(value)) return value.some((entry) => matches(entry, compare));
    const text = asText(value);
    return text !== null && pass(fold(text), fold(compare));
  };
  return {
    test: (value, compare) => {
      const wanted = asText(compare);
      if (wanted === null) return negated;
      return matches(value, wanted) !== negated;
    },
    describe: (compare) => ({
      detail: `Value ${negated ? "can't" : 'has to'} ${words} ${String(compare)}.`,
      extensions: { substring: compare },
    }),
  };
};

const between = (negated: boolean): MemoryOperator => ({
  test: (value, compare) => {
    const [low, high] = asList(compare);
    const above = compareValues(value, low);
    const below = compareValues(value, high);
    if (above === null || below === null) return false;
    return (above >= 0 && below <= 0) !== negated;
  },
  describe: (compare) => {
    const [low, high] = asList(compare);
    return {
      detail: `Value ${negated ? "can't" : 'has to'} be between ${String(low)} and ${String(high)}.`,
      extensions: { valid: compare },
    };
  },
});

const flag = (holds: (value: unknown) => boolean, on: string, off: string): MemoryOperator => ({
  test: (value, compare) => holds(value) === isFlagOn(compare),
  describe: (compare) => ({ detail: isFlagOn(compare) ? on : off, extensions: {} }),
});

const isNull = (value: unknown) => value === null || value === undefined;
const contains = (value: string, compare: string) => value.includes(compare);
const startsWith = (value: string, compare: string) => value.startsWith(compare);
const endsWith = (value: string, compare: string) => value.endsWith(compare);

/**
 * Every operator a filter evaluated in memory may use: those of api-reference section 4 that have a
 * meaning without a database (not the geometry ones), plus the validation-only `_regex` and
 * `_submitted`. A Map, so an operator named `__proto__` or `constructor` is simply unknown.
 */
export const MEMORY_OPERATORS: ReadonlyMap<string, MemoryOperator> = new Map<string, MemoryOperator>([
  ['_eq', { test: (v, c) => looseEquals(v, c), describe: (c) => ({ detail: `Value has to be ${String(c)}.`, extensions: { valid: c } }) }],
  [
    '_neq',
    { test: (v, c) => !looseEquals(v, c), describe: (c) => ({ detail: `Value can't be ${String(c)}.`, extensions: { invalid: c } }) },
  ],
  [
    '_in',
    {
      test: (v, c) => asList(c).some((item) => looseEquals(v, item)),
      describe: (c) => ({ detail: `Value has to be one of ${asList(c).map(String).join(', ')}.`, extensions: { valid: asList(c) } }),
    },
  ],
  [
    '_nin',
    {
      test: (v, c) => !asList(c).some((item) => looseEquals(v, item)),
      describe: (c) => ({ detail: `Value can't be one of ${asList(c).map(String).join(', ')}.`, extensions: { invalid: asList(c) } }),
    },
  ],
  ['_null', flag(isNull, 'Value has to be null.', "Value can't be null.")],
  ['_nnull', flag((v) => !isNull(v), "Value can't be null.", 'Value has to be null.')],
  ['_empty', flag(isEmptyValue, 'Value has to be empty.', "Value can't be empty.")],
  ['_nempty', flag((v) => !isEmptyValue(v), "Value can't be empty.", 'Value has to be empty.')],
  ['_contains', textual(contains, 'contain', false)],
  ['_ncontains', textual(contains, 'contain', true)],
  ['_icontains', textual(contains, 'contain', false, true)],
  ['_nicontains', textual(contains, 'contain', true, true)],
  ['_starts_with', textual(startsWith, 'start with', false)],
  ['_nstarts_with', textual(startsWith, 'start with', true)],
  ['_istarts_with', textual(startsWith, 'start with', false, true)],
  ['_nistarts_with', textual(startsWith, 'start with', true, true)],
  ['_ends_with', textual(endsWith, 'end with', false)],
  ['_nends_with', textual(endsWith, 'end with', true)],
  ['_iends_with', textual(endsWith, 'end with', false, true)],
  ['_niends_with', textual(endsWith, 'end with', true, true)],
  ['_gt', ordered((d) => d > 0, 'greater than')],
  ['_gte', ordered((d) => d >= 0, 'greater than or equal to')],
  ['_lt', ordered((d) => d < 0, 'less than')],
  ['_lte', ordered((d) => d <= 0, 'less than or equal to')],
  ['_between', between(false)],
  ['_nbetween', between(true)],
  [
    '_regex',
    {
      test: (v, c) => {
        const pattern = toRegExp(c);
        return pattern !== null && typeof v === 'string' && pattern.test(v);
      },
      describe: (c) => ({ detail: "Value doesn't have the correct format.", extensions: { valid: c } }),
    },
  ],
  [
    '_submitted',
    { test: (_v, c, submitted) => submitted === isFlagOn(c), describe: () => ({ detail: 'Value is required.', extensions: {} }) },
  ],
]);
