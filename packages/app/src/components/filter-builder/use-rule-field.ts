import { getRelationInfo } from '../../lib/schema/relation-info.js';
import type { RelationInfo } from '../../lib/schema/relation-info.js';
import { useFields } from '../../lib/schema/use-schema.js';
import type { Field, Relation } from '../../lib/schema/types.js';

export interface RuleField {
  /** The field the rule's path ends on, once its collection's fields are loaded. */
  field: Field | null;
  /** Its relation when it is a relational field (an m2o rule filters by the related key). */
  relation: RelationInfo | null;
}

/** The collection a dotted path's last segment lives in: m2m steps go through the junction. */
export function leafCollectionOf(collection: string, segments: readonly string[], relations: readonly Relation[]): string | null {
  let current = collection;
  for (const segment of segments.slice(0, -1)) {
    const relation = getRelationInfo(current, segment, relations);
    if (!relation) return null;
    current = relation.type === 'm2m' || relation.type === 'm2a' ? relation.junctionCollection : relation.relatedCollection;
  }
  return current;
}

/** The field (with its interface options) and relation a filter rule's path ends on. */
export function useRuleField(collection: string, relations: readonly Relation[], path: string): RuleField {
  const segments = path ? path.split('.') : [];
  const leafCollection = segments.length > 0 ? leafCollectionOf(collection, segments, relations) : null;
  const fields = useFields(leafCollection);
  const name = segments.at(-1);
  const field = (fields.data ?? []).find((entry) => entry.field === name) ?? null;
  return { field, relation: field && leafCollection ? getRelationInfo(leafCollection, field.field, relations) : null };
}
