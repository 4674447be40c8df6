import { isPresentationField } from '../../../../../lib/schema/relation-info.js';
import type { Field, Item } from '../../../../../lib/schema/types.js';

// Filled by the server on every write; sending them back would only be refused or ignored.
const SERVER_FILLED = ['date-created', 'date-updated', 'user-created', 'user-updated', 'role-created', 'role-updated'];

function isRevertable(field: Field): boolean {
  if (field.schema?.is_primary_key || field.schema?.is_generated || field.meta?.readonly) return false;
  if (field.type === 'alias' || isPresentationField(field)) return false;
  return !(field.meta?.special ?? []).some((flag) => SERVER_FILLED.includes(flag));
}

/**
 * The PATCH that brings the item back to a revision: the revision's `data` restricted to fields
 * that still exist and that the user may update (`fields` are the item page's fields, with what the
 * user may not write marked read-only).
 */
export function revertPayload(data: Item | null, fields: readonly Field[]): Item {
  const payload: Item = {};
  if (!data) return payload;
  for (const field of fields) {
    if (Object.hasOwn(data, field.field) && isRevertable(field)) payload[field.field] = data[field.field];
  }
  return payload;
}
