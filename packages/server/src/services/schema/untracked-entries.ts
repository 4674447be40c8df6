import { SYSTEM_COLLECTIONS } from '@tessera/shared';
import type { SchemaOverview } from '../../schema/schema-overview.js';

/** Tables and columns that exist without metadata: the live snapshot leaves them out, as the reference's does. */
export interface UntrackedEntries {
  collections: ReadonlySet<string>;
  /** `collection\u0000field` of columns without a `directus_fields` row. */
  fields: ReadonlySet<string>;
}

export const untrackedFieldKey = (collection: string, field: string) => `${collection}\u0000${field}`;

const KNOWN_SYSTEM = new Set<string>(SYSTEM_COLLECTIONS);

/**
 * What of the live database has no metadata row: a table created by hand or by an extension (its
 * own `directus_*` table, such as directus-sync's `directus_sync_id_map`, which the reference
 * answers with `meta: null`), or a column added by hand. The system collections are not listed:
 * their metadata is the server's own.
 */
export function readUntracked(schema: SchemaOverview): UntrackedEntries {
  const collections = new Set<string>();
  const fields = new Set<string>();
  for (const collection of Object.values(schema.collections)) {
    if (!collection.hasTable || KNOWN_SYSTEM.has(collection.collection)) continue;
    if (collection.meta === null) collections.add(collection.collection);
    for (const field of Object.values(collection.fields)) {
      if (!field.alias && field.meta === null) fields.add(untrackedFieldKey(collection.collection, field.field));
    }
  }
  return { collections, fields };
}
