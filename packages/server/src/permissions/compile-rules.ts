import type { SchemaOverview } from '../schema/schema-overview.js';
import { collectVariables, type VariableUsage } from './dynamic-variables.js';
import { partialFieldsOf, type PartialFields } from './partial-fields.js';
import type { Filter, PermissionAction, PermissionRow } from './permission-row.js';
import { nameTable } from '../utils/name-table.js';

/** Every row of one collection + action merged into one rule. */
export interface CompiledRule {
  collection: string;
  action: PermissionAction;
  /** Which items: the OR of the rows' item rules; null when one row allows every item. Variables unresolved. */
  filter: Filter | null;
  /** True when some row allows `*`. */
  allFields: boolean;
  /** The allowed fields that exist in the schema, in schema order (every field when allFields). */
  fields: readonly string[];
  /** Same as `fields`, for lookups. */
  fieldSet: ReadonlySet<string>;
  /** Fields of `fields` allowed only on the items some rows admit; null when none (one row, same fields). */
  partial: PartialFields | null;
  /** The OR of the rows' validation filters; null when one row has none. Variables unresolved. */
  validation: Filter | null;
  /** The rows' presets merged in row order (later rows win). Variables unresolved. */
  presets: Record<string, unknown>;
  /** Whether filter, validation or presets use a dynamic variable (resolved per request). */
  hasVariables: boolean;
}

/** The compiled rules of one role (or the public role) for one schema version. */
export interface CompiledRules {
  /** Unique per compilation: queries compiled for these rules may be cached under it. */
  key: string;
  schemaVersion: number;
  /** `collection` → action → rule; a missing entry means the action is refused. */
  rules: ReadonlyMap<string, ReadonlyMap<PermissionAction, CompiledRule>>;
  /** `$CURRENT_USER.<path>` / `$CURRENT_ROLE.<path>` paths named by any rule: fetched once per request. */
  variables: VariableUsage;
}

let compilations = 0;

/** Groups rows by collection + action and merges each group (the reference's "or" merge). */
export function compileRules(rows: readonly PermissionRow[], schema: SchemaOverview): CompiledRules {
  const groups = new Map<string, Map<PermissionAction, PermissionRow[]>>();
  for (const row of rows) {
    const byAction = groups.get(row.collection) ?? new Map<PermissionAction, PermissionRow[]>();
    groups.set(row.collection, byAction);
    byAction.set(row.action, [...(byAction.get(row.action) ?? []), row]);
  }
  const variables: VariableUsage = { any: false, userPaths: [], rolePaths: [] };
  const rules = new Map<string, Map<PermissionAction, CompiledRule>>();
  for (const [collection, byAction] of groups) {
    const compiled = new Map<PermissionAction, CompiledRule>();
    for (const [action, group] of byAction) {
      const rule = mergeRows(collection, action, group, schema);
      collectVariables([rule.filter, rule.validation, rule.presets, ...(rule.partial?.filters ?? [])], variables);
      compiled.set(action, rule);
    }
    rules.set(collection, compiled);
  }
  return { key: `rules-${++compilations}`, schemaVersion: schema.version, rules, variables };
}

function mergeRows(collection: string, action: PermissionAction, rows: PermissionRow[], schema: SchemaOverview): CompiledRule {
  const filter = orMerge(rows.map((row) => row.permissions));
  const validation = orMerge(rows.map((row) => row.validation));
  // Keyed by field names: a null-prototype table, so a stored `__proto__` preset is a value, not a prototype.
  const presets = nameTable(rows.flatMap((row) => Object.entries(row.presets ?? {})));
  const allFields = rows.some((row) => row.fields?.includes('*'));
  const named = new Set(rows.flatMap((row) => row.fields ?? []));
  const schemaFields = Object.keys(schema.collections[collection]?.fields ?? {});
  const fields = allFields ? schemaFields : schemaFields.filter((field) => named.has(field));
  // A create row admits the new items its validation accepts: fields are decided per row on it.
  const partial = partialFieldsOf(rows, fields, action === 'create' ? (row) => row.validation : undefined);
  // A row's item rule is compiled on its own when it decides fields, even when another row admits every item.
  const usage = collectVariables([filter, validation, presets, ...(partial?.filters ?? [])]);
  return {
    collection,
    action,
    filter,
    allFields,
    fields,
    fieldSet: new Set(fields),
    partial,
    validation,
    presets,
    hasVariables: usage.any,
  };
}

/** OR of filters where an empty or missing filter means "everything" and so wins the merge. */
function orMerge(filters: (Filter | null)[]): Filter | null {
  if (filters.some((filter) => filter === null || Object.keys(filter).length === 0)) return null;
  const unique = filters as Filter[];
  return unique.length === 1 ? unique[0]! : { _or: unique };
}
