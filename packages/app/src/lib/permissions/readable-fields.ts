import { isPresentationField } from '../schema/relation-info.js';
import type { Field } from '../schema/types.js';
import type { Permissions } from './permissions.js';

/**
 * The fields of a collection the user may read (the API leaves the others out of `/fields`
 * too). Groups, dividers and notices hold no data and always stay, so the form keeps its layout.
 */
export function readableFields(fields: readonly Field[], collection: string, permissions: Permissions): Field[] {
  return fields.filter((field) => isPresentationField(field) || permissions.isFieldAllowed(collection, 'read', field.field));
}
