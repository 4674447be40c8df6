import { deleteRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import { removeRelation } from './remove-relation.js';
import { findWritableRelation } from './update-relation.js';

/**
 * Deletes a relation: its foreign key (the column and its values stay) and its row. Its o2m
 * alias on the one side goes too, since without the relation it would describe nothing.
 */
export async function deleteRelation(change: SchemaChange, collection: string, field: string): Promise<void> {
  const relation = findWritableRelation(change, collection, field);
  await removeRelation(change, relation);
  if (relation.related_collection && relation.meta?.one_field) {
    await deleteRows(change, 'directus_fields', { collection: relation.related_collection, field: relation.meta.one_field });
  }
}
