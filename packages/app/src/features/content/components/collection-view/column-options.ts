import type { ColumnOption } from '../../../../layouts/table/column-option-sections.js';
import { fieldLabel } from '../../../../lib/schema/labels.js';
import { sortFields } from '../../../../lib/schema/relation-info.js';
import type { Field } from '../../../../lib/schema/types.js';
import { columnFields } from './columns.js';

/**
 * The column picker's fields in the form's order: top-level fields by `meta.sort`, and where a
 * group sits, its fields (by their own sort) under the group's name; nested groups read "Outer / Inner".
 */
export function columnOptionsOf(fields: readonly Field[], labelOf: (field: Field) => string = fieldLabel): ColumnOption[] {
  const eligible = new Set(columnFields(fields).map((field) => field.field));
  const byGroup = new Map<string | null, Field[]>();
  const known = new Set(fields.map((field) => field.field));
  for (const field of sortFields(fields)) {
    // A field whose group is missing shows at the top rather than not at all.
    const group = field.meta?.group && known.has(field.meta.group) ? field.meta.group : null;
    byGroup.set(group, [...(byGroup.get(group) ?? []), field]);
  }
  const options: ColumnOption[] = [];
  const visit = (group: string | null, label: string | null, seen: Set<string>) => {
    for (const field of byGroup.get(group) ?? []) {
      if (seen.has(field.field)) continue;
      seen.add(field.field);
      if (eligible.has(field.field)) options.push({ key: field.field, label: labelOf(field), group: label });
      if (field.meta?.special?.includes('group')) visit(field.field, label ? `${label} / ${labelOf(field)}` : labelOf(field), seen);
    }
  };
  visit(null, null, new Set());
  return options;
}
