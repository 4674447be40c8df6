import type { RelationResponse } from '@tessera/shared';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { RelationOverview, SchemaOverview } from '../../schema/schema-overview.js';
import type { DataModelReader } from '../collections/data-model-access.js';
import { toRelationResponse } from './to-relation-response.js';

/** Relations the reader may see (both ends readable), all or those whose many side is `collection`. */
export function readRelations(schema: SchemaOverview, reader: DataModelReader, collection?: string): RelationResponse[] {
  if (collection !== undefined && (!schema.collections[collection] || !reader.canReadCollection(collection))) throw forbiddenOrMissing();
  return schema.relations
    .filter((relation) => (collection === undefined || relation.collection === collection) && isReadable(relation, reader))
    .map((relation) => toRelationResponse(relation, schema.collections[relation.collection]?.isSystem ?? false));
}

export function readRelation(schema: SchemaOverview, reader: DataModelReader, collection: string, field: string): RelationResponse {
  const relation = schema.relations.find((r) => r.collection === collection && r.field === field);
  if (!relation || !isReadable(relation, reader)) throw forbiddenOrMissing();
  return toRelationResponse(relation, schema.collections[collection]?.isSystem ?? false);
}

function isReadable(relation: RelationOverview, reader: DataModelReader): boolean {
  return (
    reader.canReadCollection(relation.collection) &&
    (relation.related_collection === null || reader.canReadCollection(relation.related_collection))
  );
}
