import { deleteRows, updateRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { detachField } from '../fields/delete-field.js';
import { writableCollection } from '../fields/writable-collection.js';

/**
 * Deletes a collection as the reference does: its relations, the m2o fields of other collections
 * that point at it (column and all), its place in many-to-any lists, its metadata, presets,
 * permissions, shares, versions, activity and revisions, and last its table. A folder only
 * loses its row; the collections in it move to the top level.
 */
export async function deleteCollection(change: SchemaChange, name: string): Promise<void> {
  const target = writableCollection(change.schema, name);
  if (target.hasTable) await detachRelations(change, target);
  await updateRows(change, 'directus_collections', { group: name }, { group: null });
  if (target.hasTable) await deleteRecords(change, name);
  await deleteRows(change, 'directus_fields', { collection: name });
  await deleteRows(change, 'directus_collections', { collection: name });
  if (target.hasTable) change.defer(() => change.dialect.dropTable(change.db, name));
}

async function detachRelations(change: SchemaChange, target: CollectionOverview): Promise<void> {
  const name = target.collection;
  for (const relation of change.schema.relations) {
    const meta = relation.meta;
    if (relation.collection === name) {
      // Its own foreign keys go with its table; the row and the other side's o2m alias go now.
      await deleteRows(change, 'directus_relations', { many_collection: name, many_field: relation.field });
      if (relation.related_collection && relation.related_collection !== name && meta?.one_field) {
        await deleteRows(change, 'directus_fields', { collection: relation.related_collection, field: meta.one_field });
      }
      continue;
    }
    const other = change.schema.collections[relation.collection];
    const field = other?.fields[relation.field];
    if (relation.related_collection === name && other && field && !other.isSystem) {
      await detachField(change, other, field);
      change.defer(() => change.dialect.dropColumn(change.db, other.collection, field.field));
    } else if (meta?.one_allowed_collections?.includes(name)) {
      const allowed = meta.one_allowed_collections.filter((collection) => collection !== name);
      await updateRows(
        change,
        'directus_relations',
        { many_collection: relation.collection, many_field: relation.field },
        { one_allowed_collections: allowed.length > 0 ? allowed.join(',') : null },
      );
    }
  }
}

/** Rows of system collections about this collection's items; revisions before the activity they hang on. */
async function deleteRecords(change: SchemaChange, name: string): Promise<void> {
  // Revisions of other collections pointing at these (MySQL needs the derived table to read the table it updates).
  const ids = change.db.select('id').from(change.db('directus_revisions').where('collection', name).select('id').as('doomed'));
  await updateRows(change, 'directus_revisions', (query) => query.whereIn('parent', ids).whereNot('collection', name), { parent: null });
  await deleteRows(change, 'directus_revisions', { collection: name });
  await deleteRows(change, 'directus_activity', { collection: name });
  await deleteRows(change, 'directus_versions', { collection: name });
  await deleteRows(change, 'directus_shares', { collection: name });
  await deleteRows(change, 'directus_presets', { collection: name });
  await deleteRows(change, 'directus_permissions', { collection: name });
}
