import type { CollectionOverview, RelationOverview, SchemaOverview } from '../../schema/schema-overview.js';

/** A field that points at one row of one collection (the foreign key lives here). */
export interface ManyToOne {
  type: 'm2o';
  field: string;
  related: string;
  relation: RelationOverview;
}

/** An alias field listing the rows of another collection whose foreign key points here (m2m/m2a go through a junction). */
export interface OneToMany {
  type: 'o2m';
  field: string;
  related: string;
  /** The foreign key column in the related collection. */
  foreignKey: string;
  sortField: string | null;
  deselectAction: 'nullify' | 'delete';
  relation: RelationOverview;
}

/** A many-to-any pointer: a key column plus a column naming the collection. */
export interface AnyToOne {
  type: 'a2o';
  field: string;
  collectionField: string;
  allowed: string[];
  relation: RelationOverview;
}

export type RelationInfo = ManyToOne | OneToMany | AnyToOne;

const indexes = new WeakMap<SchemaOverview, Map<string, RelationInfo>>();

/** Relations by `collection.field`, built once per schema version. */
export function relationOf(schema: SchemaOverview, collection: string, field: string): RelationInfo | null {
  let index = indexes.get(schema);
  if (!index) indexes.set(schema, (index = buildIndex(schema)));
  return index.get(`${collection}.${field}`) ?? null;
}

/** The relational fields of a collection, in field order. */
export function relationalFields(schema: SchemaOverview, collection: CollectionOverview): RelationInfo[] {
  return Object.keys(collection.fields)
    .map((field) => relationOf(schema, collection.collection, field))
    .filter((info): info is RelationInfo => info !== null);
}

function buildIndex(schema: SchemaOverview): Map<string, RelationInfo> {
  const index = new Map<string, RelationInfo>();
  for (const relation of schema.relations) {
    const { collection, field, related_collection: related, meta } = relation;
    if (!schema.collections[collection]?.fields[field]) continue;
    if (related && schema.collections[related]) {
      index.set(`${collection}.${field}`, { type: 'm2o', field, related, relation });
      const oneField = meta?.one_field;
      if (oneField && schema.collections[related]!.fields[oneField]) {
        index.set(`${related}.${oneField}`, {
          type: 'o2m',
          field: oneField,
          related: collection,
          foreignKey: field,
          sortField: meta?.sort_field ?? null,
          deselectAction: meta?.one_deselect_action ?? 'nullify',
          relation,
        });
      }
    } else if (!related && meta?.one_collection_field && meta.one_allowed_collections) {
      const allowed = meta.one_allowed_collections.filter((name) => schema.collections[name]?.hasTable);
      index.set(`${collection}.${field}`, { type: 'a2o', field, collectionField: meta.one_collection_field, allowed, relation });
    }
  }
  return index;
}
