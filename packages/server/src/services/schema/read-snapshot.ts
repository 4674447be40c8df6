import type { Dialect } from '../../db/dialects/dialect.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import { sortKeysDeep } from '../../utils/sort-keys-deep.js';
import { toCollectionResponse } from '../collections/to-collection-response.js';
import { toFieldResponse } from '../fields/to-field-response.js';
import { toRelationResponse } from '../relations/to-relation-response.js';
import { TESSERA_VERSION } from '../server/read-server-info.js';
import { pickCollection, pickField, pickRelation } from './pick-snapshot-entry.js';
import type { Snapshot, SnapshotCollection, SnapshotField, SnapshotRelation } from './snapshot-types.js';

/**
 * The data model as the reference snapshots it: the collections, fields and relations that
 * `/collections`, `/fields` and `/relations` answer an admin, without system ones and without
 * untracked ones (no metadata row), `meta.id` left out, keys of `meta` sorted, and entries sorted
 * by collection, then field, so two snapshots of the same model are the same text.
 */
export function readSnapshot(schema: SchemaOverview, dialect: Dialect): Snapshot {
  const userCollections = Object.values(schema.collections).filter((collection) => !collection.isSystem);
  const collections: SnapshotCollection[] = userCollections
    .map(toCollectionResponse)
    .filter((collection) => collection.meta !== null)
    .map((collection) => pickCollection(sortKeysDeep(collection as unknown as SnapshotCollection)));
  const fields: SnapshotField[] = userCollections
    .flatMap((collection) => Object.values(collection.fields))
    .map((field) => toFieldResponse(schema, field) as unknown as SnapshotField)
    .filter((field) => field.meta !== null)
    .map((field) => pickField(sortKeysDeep(withoutMetaId(field))));
  const relations: SnapshotRelation[] = schema.relations
    .filter((relation) => !schema.collections[relation.collection]?.isSystem)
    .map((relation) => toRelationResponse(relation, false) as unknown as SnapshotRelation)
    .filter((relation) => relation.meta !== null)
    .map((relation) => pickRelation(sortKeysDeep(withoutMetaId(relation))));
  return {
    version: 1,
    directus: TESSERA_VERSION,
    vendor: dialect.vendor,
    collections: collections.sort(byKeys('collection')),
    fields: fields.sort(byKeys('collection', 'field')),
    relations: relations.sort(byKeys('collection', 'field')),
  };
}

function withoutMetaId<T extends { meta: Record<string, unknown> | null }>(entry: T): T {
  if (!entry.meta) return entry;
  const { id: _id, ...meta } = entry.meta;
  return { ...entry, meta };
}

/** Code-point order, the same on every machine and locale. */
function byKeys<K extends string>(...keys: K[]) {
  return (a: Record<K, unknown>, b: Record<K, unknown>): number => {
    for (const key of keys) {
      const left = String(a[key]);
      const right = String(b[key]);
      if (left !== right) return left < right ? -1 : 1;
    }
    return 0;
  };
}
