import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { insertRow, updateRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import type { RelationOverview } from '../../schema/schema-overview.js';
import { Problems, refuse } from '../fields/problems.js';
import { checkRelation } from './check-relation.js';
import { plannedForeignKey } from './create-relation.js';
import type { RelationInput } from './relation-input.js';
import { foreignKeyOf } from './remove-relation.js';

/** Changes a relation's options (`meta`) and/or its foreign key's actions (`schema`; null drops the key). */
export async function updateRelation(change: SchemaChange, input: RelationInput): Promise<void> {
  const current = findWritableRelation(change, input.collection, input.field);
  if (input.relatedCollection !== undefined && input.relatedCollection !== current.related_collection) {
    refuse('"related_collection" of a relation can\'t change; delete the relation and create a new one');
  }
  const related = current.related_collection;
  const meta = { ...storedMeta(current), ...input.meta };
  const problems = new Problems();
  checkRelation(
    change.schema,
    { collection: current.collection, field: current.field, relatedCollection: related, meta },
    change.dialect,
    problems,
  );
  const wantsKey = input.schema !== undefined && input.schema !== null;
  if (wantsKey && related === null) problems.add('A many-to-any relation has no foreign key: "schema" must be null');
  // Actions left out keep their current value.
  const requested = {
    onDelete: input.schema?.onDelete ?? (current.schema ? foreignKeyOf(current.schema).onDelete : undefined),
    onUpdate: input.schema?.onUpdate ?? null,
  };
  const foreignKey = wantsKey && related !== null ? plannedForeignKey(change, current, related, requested, problems) : null;
  problems.throwIfAny();
  if (input.schema !== undefined && current.schema)
    change.undo(await change.dialect.dropForeignKey(change.db, foreignKeyOf(current.schema)));
  if (foreignKey)
    change.undo(await change.dialect.addForeignKey(change.db, { ...foreignKey, constraintName: current.schema?.constraint_name ?? null }));
  if (!input.meta) return;
  const where = { many_collection: current.collection, many_field: current.field };
  if (current.meta && current.meta.id > 0) await updateRows(change, 'directus_relations', where, input.meta);
  else await insertRow(change, 'directus_relations', { ...meta, ...where, one_collection: related });
}

export function findWritableRelation(change: SchemaChange, collection: string, field: string): RelationOverview {
  const relation = change.schema.relations.find((r) => r.collection === collection && r.field === field);
  if (!relation || change.schema.collections[collection]?.isSystem !== false) throw forbiddenOrMissing();
  return relation;
}

function storedMeta(relation: RelationOverview): Record<string, unknown> {
  const meta = relation.meta;
  if (!meta) return {};
  return {
    one_field: meta.one_field,
    one_collection_field: meta.one_collection_field,
    one_allowed_collections: meta.one_allowed_collections?.join(',') ?? null,
    junction_field: meta.junction_field,
    sort_field: meta.sort_field,
    one_deselect_action: meta.one_deselect_action,
  };
}
