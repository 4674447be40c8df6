import type { NewCollectionInput, NewFieldInput, NewRelationInput } from '../../../../../lib/app-client.js';
import type { Item } from '../../../../../lib/schema/types.js';

/**
 * What the editor sends, in the reference app's order: new collections (junction, related), the
 * field itself, the other new fields (keys in the junction or the related collection, sort
 * fields), the relations, then seed items (the languages of a new languages collection).
 */
export interface FieldSetup {
  collections: NewCollectionInput[];
  field: NewFieldInput;
  fields: { collection: string; field: NewFieldInput }[];
  relations: NewRelationInput[];
  items: { collection: string; item: Item }[];
}

/** A hidden key field of a junction or related collection, as the reference creates it. */
export function hiddenField(field: string, type: string): NewFieldInput {
  return { field, type, meta: { hidden: true }, schema: {} };
}

/** A junction collection as the reference creates it: an auto-increment `id`, its other fields sent after. */
export function junctionCollection(name: string): NewCollectionInput {
  return {
    collection: name,
    meta: { hidden: true, icon: 'import_export' },
    schema: { name },
    fields: [{ field: 'id', type: 'integer', meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } }],
  };
}
