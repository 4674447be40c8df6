import type { AppContext } from '../../app-context.js';
import type { Access } from '../../permissions/access.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { Query } from '../../query/query.js';
import { readCollection, readCollections } from '../../services/collections/read-collections.js';
import type { DataModelReader } from '../../services/collections/data-model-access.js';
import { readField, readFields } from '../../services/fields/read-fields.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { readItems, readItemsByKeys, readSingleton } from '../../services/items/read-items.js';
import { readRelation, readRelations } from '../../services/relations/read-relations.js';
import type { RealtimeChange } from './realtime-change.js';

/** How one group of subscriptions reads: the same for every member, so run once for all of them. */
export interface GroupReader {
  /** The `init` message's data. */
  initial(): Promise<unknown>;
  /** Checks the query against the caller's rules without answering data (a subscription with `event`). */
  validate(): Promise<void>;
  /** The changed items the group may see, read with its rules and query; empty when none. */
  changed(change: RealtimeChange): Promise<unknown[]>;
}

export type ItemsReaderDeps = Pick<AppContext, 'db' | 'schema' | 'config' | 'writes'>;

/** Items of a user or system collection, read through the item operations as REST reads them. */
export function itemsReader(
  ctx: ItemsReaderDeps,
  access: Access,
  accountability: Accountability,
  collection: string,
  query: Query,
  item: PrimaryKey | undefined,
): GroupReader {
  const operation = async (): Promise<OperationContext> => ({
    db: ctx.db,
    schema: await ctx.schema.get(),
    accountability,
    config: ctx.config,
    writes: ctx.writes,
    ...(access.isAdmin ? {} : { permissions: access }),
  });
  return {
    async initial() {
      const op = await operation();
      if (item !== undefined) return readItemsByKeys(op, collection, [item], query);
      if (op.schema.collections[collection]?.singleton) return readSingleton(op, collection, query);
      return (await readItems(op, collection, query)).data;
    },
    async validate() {
      await readItems(await operation(), collection, { ...query, limit: 0 });
    },
    async changed(change) {
      const keys = item === undefined ? change.keys : change.keys.filter((key) => String(key) === String(item));
      if (keys.length === 0) return [];
      return readItemsByKeys(await operation(), collection, keys, query);
    },
  };
}

export type DataModelCollection = 'directus_collections' | 'directus_fields' | 'directus_relations';

/** The data model (collections, fields, relations) as /collections, /fields and /relations answer it to the caller. */
export function dataModelReader(
  ctx: Pick<AppContext, 'schema'>,
  reader: DataModelReader,
  described: DataModelCollection,
  item: string | undefined,
): GroupReader {
  return {
    async initial() {
      const schema = await ctx.schema.get();
      if (described === 'directus_collections')
        return item === undefined ? readCollections(schema, reader) : [readCollection(schema, reader, item)];
      if (described === 'directus_fields') return readFields(schema, reader);
      return readRelations(schema, reader);
    },
    async validate() {},
    async changed(change) {
      const schema = await ctx.schema.get();
      const keys = item === undefined ? change.keys.map(String) : change.keys.map(String).filter((key) => key === item);
      return keys.flatMap((key): unknown[] => {
        try {
          if (described === 'directus_collections') return [readCollection(schema, reader, key)];
          if (described === 'directus_fields') return change.parent === undefined ? [] : [readField(schema, reader, change.parent, key)];
          const dot = key.indexOf('.');
          return dot < 0 ? [] : [readRelation(schema, reader, key.slice(0, dot), key.slice(dot + 1))];
        } catch {
          // Gone again, or not the caller's to see: nothing to send.
          return [];
        }
      });
    },
  };
}
