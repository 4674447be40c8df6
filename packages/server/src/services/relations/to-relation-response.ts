import type { RelationResponse } from '@tessera/shared';
import type { RelationOverview } from '../../schema/schema-overview.js';

/** A relation in the reference's wire shape; system relations are marked `system: true`, as the reference does. */
export function toRelationResponse(relation: RelationOverview, isSystem: boolean): RelationResponse {
  const meta = relation.meta && {
    ...relation.meta,
    id: relation.meta.id > 0 ? relation.meta.id : null,
    ...(isSystem ? { system: true } : {}),
  };
  return {
    collection: relation.collection,
    field: relation.field,
    related_collection: relation.related_collection,
    schema: relation.schema,
    meta,
  };
}
