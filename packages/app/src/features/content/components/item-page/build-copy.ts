import { isAlterations } from '../../../../interfaces/related-items/alterations.js';
import { getRelationInfo, primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { Field, Item, Relation } from '../../../../lib/schema/types.js';

// Filled in by the server for every new row, so never copied (api-reference §5, meta.special).
const GENERATED = ['date-created', 'date-updated', 'user-created', 'user-updated', 'role-created', 'role-updated'];

export interface CopyInput {
  collection: string;
  /** The item read with the collection's `item_duplication_fields` (or `*`). */
  original: Item;
  edits: Item;
  fields: readonly Field[];
  /** Fields of related collections, by collection (to find their keys). */
  relatedFields: (collection: string) => readonly Field[];
  relations: readonly Relation[];
}

function withoutKeys(row: unknown, drop: readonly string[]): Item | null {
  if (typeof row !== 'object' || row === null) return null;
  return Object.fromEntries(Object.entries(row as Item).filter(([key]) => !drop.includes(key)));
}

/**
 * The payload of "save as copy": the original merged with unsaved edits, without its generated
 * key and generated values; related rows read in full become new rows of the copy, while a list
 * of bare keys is left out (sending it would move those rows away from the original).
 */
export function buildCopy({ collection, original, edits, fields, relatedFields, relations }: CopyInput): Item {
  const copy: Item = { ...original, ...edits };
  for (const field of fields) {
    const special = field.meta?.special ?? [];
    const isGeneratedKey = field.schema?.is_primary_key && (field.schema.has_auto_increment || special.includes('uuid'));
    if (isGeneratedKey || special.some((flag) => GENERATED.includes(flag))) delete copy[field.field];
    const relation = getRelationInfo(collection, field.field, relations);
    if (!relation || relation.type === 'm2o' || !(field.field in copy)) continue;
    const value = copy[field.field];
    if (isAlterations(value) || !Array.isArray(value)) {
      delete copy[field.field];
      continue;
    }
    const rowCollection = relation.type === 'm2m' || relation.type === 'm2a' ? relation.junctionCollection : relation.relatedCollection;
    const drop = [primaryKeyField(relatedFields(rowCollection)), relation.reverseField];
    const rows = value.map((row) => withoutKeys(row, drop));
    if (rows.some((row) => row === null)) delete copy[field.field];
    else copy[field.field] = rows;
  }
  return copy;
}
