import type { ForeignKeyDefinition } from '../../db/dialects/column-definition.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { insertRow } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import { Problems } from '../fields/problems.js';
import { checkRelation, onDeleteOf } from './check-relation.js';
import type { ForeignKeyInput, RelationInput } from './relation-input.js';

/**
 * Creates a relation on an existing field: its `directus_relations` row, then (unless it is a
 * many-to-any relation or `schema` is null) a real FOREIGN KEY to the related collection's key.
 * m2m and translations are two such relations on a junction collection, linked by junction_field.
 */
export async function createRelation(change: SchemaChange, input: RelationInput): Promise<void> {
  const { collection, field } = input;
  if (change.schema.collections[collection]?.isSystem || collection.toLowerCase().startsWith('directus_')) throw forbiddenOrMissing();
  const problems = new Problems();
  if (change.schema.relations.some((r) => r.collection === collection && r.field === field))
    problems.add(`Field "${field}" in collection "${collection}" already has a relation`);
  const related = input.relatedCollection ?? null;
  const meta = input.meta ?? {};
  checkRelation(change.schema, { collection, field, relatedCollection: related, meta }, change.dialect, problems);
  const foreignKey =
    related !== null && input.schema !== null ? plannedForeignKey(change, { collection, field }, related, input.schema, problems) : null;
  if (related === null && (input.schema?.onDelete || input.schema?.onUpdate))
    problems.add('A many-to-any relation has no foreign key: "schema" must be null');
  problems.throwIfAny();
  await insertRow(change, 'directus_relations', { ...meta, many_collection: collection, many_field: field, one_collection: related });
  if (foreignKey) change.undo(await change.dialect.addForeignKey(change.db, foreignKey));
}

/** The foreign key of an m2o: ON DELETE as asked (SET NULL by default), to the related collection's key. */
export function plannedForeignKey(
  change: SchemaChange,
  many: { collection: string; field: string },
  related: string,
  requested: ForeignKeyInput | undefined,
  problems: Problems,
): ForeignKeyDefinition | null {
  const manyField = change.schema.collections[many.collection]?.fields[many.field];
  const target = change.schema.collections[related];
  if (!manyField || !target?.primary) return null;
  const onDelete = onDeleteOf(requested?.onDelete, manyField.nullable, many.field, change.dialect, problems);
  const onUpdate = requested?.onUpdate ?? null;
  if (onUpdate && !change.dialect.referentialActions.includes(onUpdate))
    problems.add(`"schema.on_update" ${onUpdate} isn't supported by this database`);
  return {
    table: many.collection,
    column: many.field,
    foreignTable: related,
    foreignColumn: target.primary,
    onDelete,
    onUpdate,
    constraintName: null,
  };
}
