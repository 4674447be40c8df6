import { isInFieldList } from '../../../../lib/permissions/permissions.js';
import { fieldConditions } from '../../../../lib/schema/field-meta.js';
import type { Field, Item } from '../../../../lib/schema/types.js';

/** What the user may write on the item page: create for a new item, update for an existing one. */
export interface WriteAccess {
  allowed: boolean;
  /** `['*']` or the field names the rule allows. */
  fields: readonly string[];
  /** The rule's presets: a new item's defaults. */
  presets: Item;
}

export const FULL_WRITE_ACCESS: WriteAccess = { allowed: true, fields: ['*'], presets: {} };

/** Read-only for good: no field condition can make it editable again. */
function lock(field: Field): Field {
  if (!field.meta) return field;
  const conditions = fieldConditions(field).map((condition) => ({ ...condition, readonly: true }));
  return { ...field, meta: { ...field.meta, readonly: true, conditions } };
}

/**
 * The form's fields for what the user may write, as the reference app shows them: fields outside
 * the allow-list (all of them without the action) are read-only, and the rule's presets are the
 * defaults a new item starts with.
 */
export function permittedFields(fields: readonly Field[], access: WriteAccess): Field[] {
  return fields.map((field) => {
    let permitted = field;
    if (field.schema && Object.hasOwn(access.presets, field.field))
      permitted = { ...permitted, schema: { ...field.schema, default_value: access.presets[field.field] } };
    if (!access.allowed || !isInFieldList(access.fields, field.field)) permitted = lock(permitted);
    return permitted;
  });
}
