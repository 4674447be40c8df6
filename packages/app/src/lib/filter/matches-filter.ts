import { compareValues, isEmptyValue, looseEquals } from './compare-values.js';

/**
 * Evaluates a filter rule against an item in the browser: field `conditions` (rule on the form's
 * values) and field `validation` (rule on the payload). The operators are those of
 * api-reference §4 plus the validation-only `_regex` and `_submitted`.
 */

export interface FilterCheckOptions {
  /** Conditions: a value that is not there counts as null. Validation: a value not sent passes. */
  requireAll?: boolean;
  /** `$CURRENT_USER`, `$CURRENT_ROLE` and the like. `$NOW` is always known. */
  variables?: Record<string, unknown>;
  now?: Date;
}

export interface FilterFailure {
  /** Dot path of the field whose rule failed. */
  field: string;
  operator: string;
}

const NOW_PATTERN = /^\$NOW(?:\(([+-])\s*(\d+)\s*([a-z]*)\))?$/i;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000, mo: 2_592_000_000, y: 31_536_000_000 };

function unitMs(unit: string): number {
  const normal = unit.toLowerCase().replace(/s$/, '');
  const key = ['second', 'sec'].includes(normal) ? 's' : ['minute', 'min'].includes(normal) ? 'min' : normal === 'hour' ? 'h' : normal === 'day' ? 'd' : normal === 'week' ? 'w' : normal === 'month' ? 'mo' : normal === 'year' ? 'y' : normal;
  return UNIT_MS[key || 'd'] ?? UNIT_MS.d!;
}

function resolveVariable(value: unknown, options: FilterCheckOptions): unknown {
  if (typeof value !== 'string' || !value.startsWith('$')) return value;
  const now = NOW_PATTERN.exec(value);
  if (now) {
    const base = (options.now ?? new Date()).getTime();
    const [, sign, amount, unit] = now;
    const shift = amount ? Number(amount) * unitMs(unit ?? '') * (sign === '-' ? -1 : 1) : 0;
    return new Date(base + shift).toISOString();
  }
  return options.variables && value in options.variables ? options.variables[value] : value;
}

function asList(expected: unknown): unknown[] {
  if (Array.isArray(expected)) return expected;
  if (typeof expected === 'string') return expected.split(',').map((part) => part.trim());
  return [expected];
}

function toRegExp(pattern: string): RegExp | null {
  const wrapped = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return wrapped ? new RegExp(wrapped[1] ?? '', wrapped[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

function textTest(value: unknown, expected: unknown, test: (value: string, expected: string) => boolean, ignoreCase = false): boolean {
  if (Array.isArray(value)) return value.some((entry) => looseEquals(entry, expected));
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value);
  const wanted = String(expected);
  return ignoreCase ? test(text.toLowerCase(), wanted.toLowerCase()) : test(text, wanted);
}

function inRange(value: unknown, expected: unknown): boolean {
  const [low, high] = asList(expected);
  const fromLow = compareValues(value, low);
  const toHigh = compareValues(value, high);
  return fromLow !== null && toHigh !== null && fromLow >= 0 && toHigh <= 0;
}

const OPERATOR_TESTS: Record<string, (value: unknown, expected: unknown, submitted: boolean) => boolean> = {
  _eq: (value, expected) => looseEquals(value, expected),
  _neq: (value, expected) => !looseEquals(value, expected),
  _lt: (value, expected) => (compareValues(value, expected) ?? 0) < 0,
  _lte: (value, expected) => (compareValues(value, expected) ?? 1) <= 0,
  _gt: (value, expected) => (compareValues(value, expected) ?? 0) > 0,
  _gte: (value, expected) => (compareValues(value, expected) ?? -1) >= 0,
  _in: (value, expected) => asList(expected).some((entry) => looseEquals(value, entry)),
  _nin: (value, expected) => !asList(expected).some((entry) => looseEquals(value, entry)),
  _null: (value, expected) => (value === null || value === undefined) === (expected !== false),
  _nnull: (value, expected) => (value !== null && value !== undefined) === (expected !== false),
  _empty: (value, expected) => isEmptyValue(value) === (expected !== false),
  _nempty: (value, expected) => !isEmptyValue(value) === (expected !== false),
  _contains: (value, expected) => textTest(value, expected, (text, wanted) => text.includes(wanted)),
  _ncontains: (value, expected) => !textTest(value, expected, (text, wanted) => text.includes(wanted)),
  _icontains: (value, expected) => textTest(value, expected, (text, wanted) => text.includes(wanted), true),
  _starts_with: (value, expected) => textTest(value, expected, (text, wanted) => text.startsWith(wanted)),
  _nstarts_with: (value, expected) => !textTest(value, expected, (text, wanted) => text.startsWith(wanted)),
  _istarts_with: (value, expected) => textTest(value, expected, (text, wanted) => text.startsWith(wanted), true),
  _nistarts_with: (value, expected) => !textTest(value, expected, (text, wanted) => text.startsWith(wanted), true),
  _ends_with: (value, expected) => textTest(value, expected, (text, wanted) => text.endsWith(wanted)),
  _nends_with: (value, expected) => !textTest(value, expected, (text, wanted) => text.endsWith(wanted)),
  _iends_with: (value, expected) => textTest(value, expected, (text, wanted) => text.endsWith(wanted), true),
  _niends_with: (value, expected) => !textTest(value, expected, (text, wanted) => text.endsWith(wanted), true),
  _between: (value, expected) => inRange(value, expected),
  _nbetween: (value, expected) => !inRange(value, expected),
  _regex: (value, expected) => {
    const regex = typeof expected === 'string' ? toRegExp(expected) : null;
    return regex !== null && typeof value === 'string' && regex.test(value);
  },
  _submitted: (_value, expected, submitted) => submitted === (expected !== false),
};

interface Scope {
  value: unknown;
  submitted: boolean;
  path: string[];
}

function checkNode(filter: Record<string, unknown>, scope: Scope, options: FilterCheckOptions): FilterFailure[] {
  const failures: FilterFailure[] = [];
  for (const [key, expected] of Object.entries(filter)) {
    if (key === '_and' || key === '_or') {
      const results = (Array.isArray(expected) ? expected : []).map((child) => checkNode(child as Record<string, unknown>, scope, options));
      if (key === '_and') failures.push(...results.flat());
      else if (results.length > 0 && !results.some((result) => result.length === 0)) failures.push(...results.flat());
    } else if (key === '_some' || key === '_none') {
      const rows = Array.isArray(scope.value) ? scope.value : [];
      const anyMatch = rows.some((row) => checkNode(expected as Record<string, unknown>, { value: row, submitted: true, path: scope.path }, options).length === 0);
      if (anyMatch !== (key === '_some')) failures.push({ field: scope.path.join('.'), operator: key });
    } else if (key.startsWith('_')) {
      failures.push(...checkOperator(key, expected, scope, options));
    } else {
      failures.push(...checkField(key, expected, scope, options));
    }
  }
  return failures;
}

function checkField(key: string, expected: unknown, scope: Scope, options: FilterCheckOptions): FilterFailure[] {
  const path = [...scope.path, key];
  if (typeof expected !== 'object' || expected === null) return [];
  if (Array.isArray(scope.value)) {
    // Plain nesting through a list of related rows means "some row matches" (api-reference §4).
    const rows = scope.value.map((row) => checkField(key, expected, { value: row, submitted: true, path: scope.path }, options));
    return rows.some((result) => result.length === 0) ? [] : rows.flat().slice(0, 1);
  }
  const parent = typeof scope.value === 'object' && scope.value !== null ? (scope.value as Record<string, unknown>) : {};
  return checkNode(expected as Record<string, unknown>, { value: parent[key], submitted: key in parent, path }, options);
}

function checkOperator(operator: string, rawExpected: unknown, scope: Scope, options: FilterCheckOptions): FilterFailure[] {
  const test = OPERATOR_TESTS[operator];
  if (!test) return [];
  if (!scope.submitted && !options.requireAll && operator !== '_submitted') return [];
  const expected = Array.isArray(rawExpected) ? rawExpected.map((entry) => resolveVariable(entry, options)) : resolveVariable(rawExpected, options);
  const value = scope.value === undefined ? null : scope.value;
  return test(value, expected, scope.submitted) ? [] : [{ field: scope.path.join('.'), operator }];
}

/** Every field whose part of the rule fails (empty when the item passes). */
export function validateFilter(filter: Record<string, unknown>, item: Record<string, unknown>, options: FilterCheckOptions = {}): FilterFailure[] {
  return checkNode(filter, { value: item, submitted: true, path: [] }, options);
}

export function matchesFilter(filter: Record<string, unknown>, item: Record<string, unknown>, options: FilterCheckOptions = {}): boolean {
  return validateFilter(filter, item, { requireAll: true, ...options }).length === 0;
}
