import type { Field, Relation } from './types.js';

/**
 * How a field links to other collections, derived from `/relations` the way api-reference §5
 * ("Relation types") describes: m2o = this field holds the foreign key; o2m = alias named by
 * `meta.one_field`; m2m = an o2m into a junction whose `junction_field` points on; m2a = the same
 * junction whose onward key is an a2o (no related collection, `one_collection_field` names it).
 */
export type RelationInfo =
  | { type: 'm2o'; relatedCollection: string; relation: Relation }
  | { type: 'o2m'; relatedCollection: string; reverseField: string; sortField: string | null; relation: Relation }
  | {
      type: 'm2m';
      junctionCollection: string;
      /** Field of the junction that points back at this collection. */
      reverseField: string;
      /** Field of the junction that points at the related collection. */
      junctionField: string;
      relatedCollection: string;
      sortField: string | null;
      relation: Relation;
    }
  | {
      type: 'm2a';
      junctionCollection: string;
      /** Field of the junction that points back at this collection. */
      reverseField: string;
      /** Field of the junction holding the related item's key (`item`). */
      junctionField: string;
      /** Field of the junction naming the related item's collection (`collection`). */
      collectionField: string;
      allowedCollections: string[];
      sortField: string | null;
      relation: Relation;
    };

export function getRelationInfo(collection: string, field: string, relations: readonly Relation[]): RelationInfo | null {
  const m2o = relations.find((relation) => relation.collection === collection && relation.field === field && relation.related_collection);
  if (m2o?.related_collection) return { type: 'm2o', relatedCollection: m2o.related_collection, relation: m2o };

  const toMany = relations.find((relation) => relation.related_collection === collection && relation.meta?.one_field === field);
  if (!toMany) return null;
  const junctionField = toMany.meta?.junction_field;
  if (junctionField) {
    const onward = relations.find((relation) => relation.collection === toMany.collection && relation.field === junctionField);
    if (onward && !onward.related_collection && onward.meta?.one_collection_field) {
      return {
        type: 'm2a',
        junctionCollection: toMany.collection,
        reverseField: toMany.field,
        junctionField,
        collectionField: onward.meta.one_collection_field,
        allowedCollections: onward.meta.one_allowed_collections ?? [],
        sortField: toMany.meta?.sort_field ?? null,
        relation: toMany,
      };
    }
    if (!onward?.related_collection) return null;
    return {
      type: 'm2m',
      junctionCollection: toMany.collection,
      reverseField: toMany.field,
      junctionField,
      relatedCollection: onward.related_collection,
      sortField: toMany.meta?.sort_field ?? null,
      relation: toMany,
    };
  }
  return {
    type: 'o2m',
    relatedCollection: toMany.collection,
    reverseField: toMany.field,
    sortField: toMany.meta?.sort_field ?? null,
    relation: toMany,
  };
}

/** The primary-key field of a collection (`id` when the schema does not say). */
export function primaryKeyField(fields: readonly Field[]): string {
  return fields.find((field) => field.schema?.is_primary_key)?.field ?? 'id';
}

/** Fields in form order: by `meta.sort`, then as the API listed them. */
export function sortFields(fields: readonly Field[]): Field[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.meta?.sort ?? Number.MAX_SAFE_INTEGER) - (b.field.meta?.sort ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ field }) => field);
}

/** Alias fields with no data of their own (groups, dividers, notices). */
export function isPresentationField(field: Field): boolean {
  const special = field.meta?.special ?? [];
  return field.type === 'alias' && (special.includes('no-data') || special.includes('group'));
}
