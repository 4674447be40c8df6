import type { Filter } from '../permission-row.js';
import { VALIDATION_OPERATORS } from './validation-operators.js';
import { ownValue } from '../../utils/name-table.js';

/** One field that does not satisfy a validation rule. */
export interface FilterFailure {
  /** Dot path for nested (relational) payloads. */
  field: string;
  /** The operator without its underscore, as the reference reports it (`eq`, `regex`, `required`…). */
  type: string;
  detail: string;
  extensions: Record<string, unknown>;
}

/**
 * Checks a payload against a validation filter in memory, the way the reference validates writes:
 * a field the payload does not carry is not checked, except by `_submitted`; `_and` collects every
 * failure, `_or` passes when one branch passes. Unknown operators fail (closed, never open).
 */
export function evaluateFilter(filter: Filter, payload: Record<string, unknown>, prefix = ''): FilterFailure[] {
  const failures: FilterFailure[] = [];
  for (const [key, rule] of Object.entries(filter)) {
    if (key === '_and') {
      for (const part of asFilters(rule)) failures.push(...evaluateFilter(part, payload, prefix));
    } else if (key === '_or') {
      const branches = asFilters(rule).map((part) => evaluateFilter(part, payload, prefix));
      if (branches.length > 0 && branches.every((branch) => branch.length > 0)) failures.push(...branches.flat());
    } else {
      // Own properties only: a payload without `constructor` has not submitted it.
      failures.push(...evaluateField(`${prefix}${key}`, Object.hasOwn(payload, key), ownValue(payload, key), rule));
    }
  }
  return failures;
}

function evaluateField(field: string, submitted: boolean, value: unknown, rule: unknown): FilterFailure[] {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return [failure(field, 'invalid', 'Validation rule is malformed.', {})];
  const entries = Object.entries(rule as Record<string, unknown>);
  const operators = entries.filter(([key]) => key.startsWith('_') && key !== '_and' && key !== '_or');
  const nested = entries.filter(([key]) => !key.startsWith('_') || key === '_and' || key === '_or');
  const failures: FilterFailure[] = [];
  for (const [operator, compare] of operators) {
    const definition = ownValue(VALIDATION_OPERATORS, operator);
    if (!definition) {
      failures.push(failure(field, operator.slice(1), `Unknown validation operator "${operator}".`, {}));
      continue;
    }
    if (!submitted) {
      if (operator === '_submitted' && compare !== false) failures.push(failure(field, 'required', 'Value is required.', {}));
      continue;
    }
    if (!definition.test(value, compare)) {
      const { detail, extensions } = definition.describe(compare);
      failures.push(failure(field, operator.slice(1), detail, extensions));
    }
  }
  // A relational rule ({author: {name: {...}}}) checks the nested object when one is submitted.
  if (nested.length > 0 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    failures.push(...evaluateFilter(Object.fromEntries(nested), value as Record<string, unknown>, `${field}.`));
  }
  return failures;
}

function asFilters(value: unknown): Filter[] {
  return Array.isArray(value) ? value.filter((item): item is Filter => item !== null && typeof item === 'object' && !Array.isArray(item)) : [];
}

function failure(field: string, type: string, detail: string, extensions: Record<string, unknown>): FilterFailure {
  return { field, type, detail, extensions };
}
