import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { deleteRows, updateRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import type { CollectionOverview, FieldOverview } from '../../schema/schema-overview.js';
import { removeRelation } from '../relations/remove-relation.js';
import { refuse } from './problems.js';
import { writableCollection } from './writable-collection.js';

/** Deletes a field: what points at it first (see detachField), its column last. */
export async function deleteField(change: SchemaChange, collection: string, name: string): Promise<void> {
  const target = writableCollection(change.schema, collection);
  const field = target.fields[name];
  if (!field) throw forbiddenOrMissing();
  if (field.isPrimaryKey) refuse(`Field "${name}" is the primary key of collection "${collection}" and can't be deleted`);
  await detachField(change, target, field);
  if (!field.alias) change.defer(() => change.dialect.dropColumn(change.db, collection, name));
}

/**
 * Removes everything that refers to a field, as the reference does when a field is deleted:
 * - a relation whose many side it is (an m2o, or the item/collection fields of an m2a) is
 *   deleted, with the o2m alias on its one side;
 * - as the o2m alias of a relation, the relation stays and only loses its `one_field`;
 * - `junction_field` / `sort_field` of other relations and the collection's `sort_field` /
 *   `archive_field` that name it become null, and fields grouped under it are ungrouped;
 * - its `directus_fields` row goes.
 */
export async function detachField(change: SchemaChange, target: CollectionOverview, field: FieldOverview): Promise<void> {
  const collection = target.collection;
  const name = field.field;
  for (const relation of change.schema.relations) {
    const meta = relation.meta;
    if (relation.collection === collection && (relation.field === name || meta?.one_collection_field === name)) {
      await removeRelation(change, relation);
      if (relation.related_collection && meta?.one_field)
        await deleteRows(change, 'directus_fields', { collection: relation.related_collection, field: meta.one_field });
    } else if (relation.related_collection === collection && meta?.one_field === name) {
      await updateRows(
        change,
        'directus_relations',
        { many_collection: relation.collection, many_field: relation.field },
        { one_field: null },
      );
    } else if (relation.collection === collection && meta && (meta.junction_field === name || meta.sort_field === name)) {
      const patch = {
        ...(meta.junction_field === name ? { junction_field: null } : {}),
        ...(meta.sort_field === name ? { sort_field: null } : {}),
      };
      await updateRows(change, 'directus_relations', { many_collection: relation.collection, many_field: relation.field }, patch);
    }
  }
  if (target.meta?.sort_field === name) await updateRows(change, 'directus_collections', { collection }, { sort_field: null });
  if (target.meta?.archive_field === name) await updateRows(change, 'directus_collections', { collection }, { archive_field: null });
  await updateRows(change, 'directus_fields', { collection, group: name }, { group: null });
  await deleteRows(change, 'directus_fields', { collection, field: name });
}
