import type { ResolvedRule } from './access.js';
import type { PartialFields } from './partial-fields.js';
import type { Filter } from './permission-row.js';

/**
 * The rule that allows only what both `a` and `b` allow: the items both filters select, the fields
 * both list, and a field decided per item on either side only where both sides allow it on that
 * item. Used to bound a share's role by its creator's access. `a`'s collection and action.
 */
export function intersectRules(a: ResolvedRule | null, b: ResolvedRule | null): ResolvedRule | null {
  if (!a || !b) return null;
  const fields = a.allFields ? b.fields : b.allFields ? a.fields : a.fields.filter((field) => b.fieldSet.has(field));
  return {
    ...a,
    filter: bothFilters(a.filter, b.filter),
    allFields: a.allFields && b.allFields,
    fields,
    fieldSet: new Set(fields),
    partial: intersectPartial(fields, a.partial, b.partial),
    validation: bothFilters(a.validation, b.validation),
    presets: { ...b.presets, ...a.presets },
  };
}

/**
 * A field partial on either side is readable on an item when (some row of `a` allowing it admits the
 * item) AND (the same of `b`). Fields whose pair of row sets is the same share one condition, built in
 * field order so the same two rules always give the same list (compiled queries are cached by shape).
 */
function intersectPartial(fields: readonly string[], a: PartialFields | null, b: PartialFields | null): PartialFields | null {
  if (!a && !b) return null;
  const filters: Filter[] = [];
  const indexOf = new Map<string, number>();
  const decided = new Map<string, readonly number[]>();
  for (const field of fields) {
    const rowsA = a?.fields.get(field);
    const rowsB = b?.fields.get(field);
    if (!rowsA && !rowsB) continue;
    const key = `${rowsA?.join(',') ?? '*'}|${rowsB?.join(',') ?? '*'}`;
    let index = indexOf.get(key);
    if (index === undefined) {
      const sides = [rowsA && anyOf(a!, rowsA), rowsB && anyOf(b!, rowsB)].filter((filter): filter is Filter => filter !== undefined);
      index = filters.push(sides.length === 1 ? sides[0]! : { _and: sides }) - 1;
      indexOf.set(key, index);
    }
    decided.set(field, [index]);
  }
  return decided.size === 0 ? null : { filters, fields: decided };
}

function anyOf(partial: PartialFields, rows: readonly number[]): Filter {
  const filters = rows.map((index) => partial.filters[index]!);
  return filters.length === 1 ? filters[0]! : { _or: filters };
}

/** AND of two filters where null means "everything". */
function bothFilters(a: Filter | null, b: Filter | null): Filter | null {
  if (!a) return b;
  if (!b) return a;
  return { _and: [a, b] };
}
