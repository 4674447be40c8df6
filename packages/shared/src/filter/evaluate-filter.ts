import { isFlagOn } from './loose-values.js';
import { MEMORY_OPERATORS } from './memory-operators.js';
import { resolveNow } from './now-variable.js';

/**
 * A filter evaluated in memory against one item: the app's field conditions (a rule on the form's
 * values) and validation (a rule on a payload, in the app before saving and on the server when it
 * writes). The operators are those of api-reference section 4 plus `_regex` and `_submitted`.
 */

export interface FilterFailure {
  /** Dot path of the field whose rule failed (relational rules name the path through the relation). */
  field: string;
  /** The operator as written (`_eq`), or `_and`-level words for rules that are not operators. */
  operator: string;
  /** The reference's failure type: the operator without its underscore, `required` for `_submitted`, `invalid` for a malformed rule. */
  type: string;
  detail: string;
  extensions: Record<string, unknown>;
}

export interface EvaluateFilterOptions {
  /**
   * Conditions: a field the item does not carry counts as null and is checked. Validation (the
   * default): a field the payload does not carry passes every operator but `_submitted`.
   */
  requireAll?: boolean;
  /** What `$NOW` is; the current time by default. */
  now?: Date;
  /** Values of other variables (`$CURRENT_USER`, `$CURRENT_ROLE`, `$CURRENT_USER.id`…), resolved by the caller. */
  variables?: Readonly<Record<string, unknown>>;
}

interface Scope {
  value: unknown;
  submitted: boolean;
  path: string[];
}

type Rule = Record<string, unknown>;

const isRule = (value: unknown): value is Rule => value !== null && typeof value === 'object' && !Array.isArray(value);
const asRules = (value: unknown): Rule[] => (Array.isArray(value) ? value.filter(isRule) : []);

/** Every failing part of the rule; empty when the item passes. `_and` collects every failure, `_or` passes when one branch passes. Unknown operators and malformed rules fail (closed, never open). */
export function evaluateFilter(filter: Rule, item: Rule, options: EvaluateFilterOptions = {}): FilterFailure[] {
  return checkNode(filter, { value: item, submitted: true, path: [] }, options);
}

export function matchesFilter(filter: Rule, item: Rule, options: EvaluateFilterOptions = {}): boolean {
  return evaluateFilter(filter, item, { requireAll: true, ...options }).length === 0;
}

function checkNode(filter: Rule, scope: Scope, options: EvaluateFilterOptions): FilterFailure[] {
  const failures: FilterFailure[] = [];
  for (const [key, expected] of Object.entries(filter)) {
    if (key === '_and') {
      for (const part of asRules(expected)) failures.push(...checkNode(part, scope, options));
    } else if (key === '_or') {
      const branches = asRules(expected).map((part) => checkNode(part, scope, options));
      if (branches.length > 0 && branches.every((branch) => branch.length > 0)) failures.push(...branches.flat());
    } else if (key === '_some' || key === '_none') {
      const rows = Array.isArray(scope.value) ? scope.value : [];
      const anyMatch =
        isRule(expected) &&
        rows.some((row) => checkNode(expected, { value: row, submitted: true, path: scope.path }, options).length === 0);
      if (anyMatch !== (key === '_some'))
        failures.push(failure(scope.path, key, key.slice(1), key === '_some' ? 'No related item matches.' : 'A related item matches.', {}));
    } else if (key.startsWith('_')) {
      failures.push(...checkOperator(key, expected, scope, options));
    } else {
      failures.push(...checkField(key, expected, scope, options));
    }
  }
  return failures;
}

function checkField(key: string, expected: unknown, scope: Scope, options: EvaluateFilterOptions): FilterFailure[] {
  const path = [...scope.path, key];
  if (!isRule(expected)) return [failure(path, key, 'invalid', 'Validation rule is malformed.', {})];
  if (Array.isArray(scope.value)) {
    // Plain nesting through a list of related rows means "some row matches" (api-reference section 4).
    const rows = scope.value.map((row) => checkField(key, expected, { value: row, submitted: true, path: scope.path }, options));
    return rows.some((result) => result.length === 0) ? [] : rows.flat().slice(0, 1);
  }
  const parent = isRule(scope.value) ? scope.value : {};
  // Own properties only: an item without `constructor` has not carried it, whatever its prototype says.
  const submitted = scope.submitted && Object.hasOwn(parent, key);
  return checkNode(expected, { value: submitted ? parent[key] : undefined, submitted, path }, options);
}

function checkOperator(operator: string, rawCompare: unknown, scope: Scope, options: EvaluateFilterOptions): FilterFailure[] {
  const definition = MEMORY_OPERATORS.get(operator);
  const type = operator === '_submitted' ? 'required' : operator.slice(1);
  if (!definition) return [failure(scope.path, operator, type, `Unknown filter operator "${operator}".`, {})];
  if (!scope.submitted && !options.requireAll) {
    return operator === '_submitted' && isFlagOn(rawCompare) ? [failure(scope.path, operator, type, 'Value is required.', {})] : [];
  }
  const compare = Array.isArray(rawCompare)
    ? rawCompare.map((entry) => resolveVariable(entry, options))
    : resolveVariable(rawCompare, options);
  if (definition.test(scope.value ?? null, compare, scope.submitted)) return [];
  const { detail, extensions } = definition.describe(compare);
  return [failure(scope.path, operator, type, detail, extensions)];
}

/** `$NOW…` as an ISO instant (an unreadable adjustment counts as now); other variables from the caller's table. */
function resolveVariable(value: unknown, options: EvaluateFilterOptions): unknown {
  if (typeof value !== 'string' || !value.startsWith('$')) return value;
  const now = options.now ?? new Date();
  const instant = resolveNow(value, now);
  if (instant !== undefined) return (instant ?? now).toISOString();
  return options.variables && Object.hasOwn(options.variables, value) ? options.variables[value] : value;
}

function failure(path: string[], operator: string, type: string, detail: string, extensions: Record<string, unknown>): FilterFailure {
  return { field: path.join('.'), operator, type, detail, extensions };
}
