import type { ResolvedRule } from './access.js';
import type { Filter } from './permission-row.js';

/**
 * The rule that allows only what both `a` and `b` allow: the items both filters select, the fields
 * both list. Used to bound a share's role by its creator's access. `a`'s collection and action.
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
    validation: bothFilters(a.validation, b.validation),
    presets: { ...b.presets, ...a.presets },
  };
}

/** AND of two filters where null means "everything". */
function bothFilters(a: Filter | null, b: Filter | null): Filter | null {
  if (!a) return b;
  if (!b) return a;
  return { _and: [a, b] };
}
