import type { Field } from '../../../../lib/schema/types.js';

/**
 * The batch that moves field `moved` to the place of `target` in form order: it joins the
 * target's group, and the fields of that group are renumbered 1…n (only changed ones sent).
 */
export function reorderFields(
  fields: readonly Field[],
  moved: string,
  target: string,
): { field: string; meta: { sort: number; group: string | null } }[] {
  const from = fields.find((field) => field.field === moved);
  const to = fields.find((field) => field.field === target);
  if (!from || !to || from === to) return [];
  const group = to.meta?.group ?? null;
  // A group never moves into itself or one of its own groups.
  for (
    let ancestor: string | null = group;
    ancestor !== null;
    ancestor = fields.find((field) => field.field === ancestor)?.meta?.group ?? null
  ) {
    if (ancestor === moved) return [];
  }
  const siblings = fields.filter((field) => (field.meta?.group ?? null) === group);
  const names = siblings.map((field) => field.field).filter((name) => name !== moved);
  const fromIndex = siblings.indexOf(from);
  const toIndex = siblings.indexOf(to);
  const index = names.indexOf(target);
  names.splice(fromIndex !== -1 && fromIndex < toIndex ? index + 1 : index, 0, moved);
  return names
    .map((name, position) => ({ name, sort: position + 1 }))
    .filter(({ name, sort }) => {
      const field = fields.find((entry) => entry.field === name)!;
      return field.meta?.sort !== sort || (name === moved && (from.meta?.group ?? null) !== group);
    })
    .map(({ name, sort }) => ({ field: name, meta: { sort, group } }));
}
