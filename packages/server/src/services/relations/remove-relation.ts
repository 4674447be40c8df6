import type { ForeignKeyDefinition, ReferentialAction } from '../../db/dialects/column-definition.js';
import { deleteRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import type { RelationOverview, RelationSchema } from '../../schema/schema-overview.js';

/** Drops a relation's foreign key (the column stays) and its `directus_relations` row. */
export async function removeRelation(change: SchemaChange, relation: RelationOverview): Promise<void> {
  if (relation.schema) change.undo(await change.dialect.dropForeignKey(change.db, foreignKeyOf(relation.schema)));
  await deleteRows(change, 'directus_relations', { many_collection: relation.collection, many_field: relation.field });
}

/** The foreign key of a relation as introspected, in the terms the dialects take. */
export function foreignKeyOf(schema: RelationSchema): ForeignKeyDefinition {
  return {
    table: schema.table,
    column: schema.column,
    foreignTable: schema.foreign_key_table,
    foreignColumn: schema.foreign_key_column,
    onDelete: (schema.on_delete?.toUpperCase() ?? 'NO ACTION') as ReferentialAction,
    onUpdate: (schema.on_update?.toUpperCase() ?? null) as ReferentialAction | null,
    constraintName: schema.constraint_name,
  };
}
