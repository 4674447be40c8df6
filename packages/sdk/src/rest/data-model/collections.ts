import type { TesseraCollection, TesseraField } from '../../core-schema.js';
import type { LooseQuery } from '../../query/query-types.js';
import { queryToParams } from '../../query/serialize-query.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
import type { Untyped } from '../../schema-types.js';

/** A collection to create: `schema: null` makes a folder (alias) collection without a table. */
export type NewCollection = Partial<Omit<TesseraCollection, 'meta' | 'schema'>> & {
  collection: string;
  meta?: Partial<NonNullable<TesseraCollection['meta']>> | null;
  schema?: Record<string, unknown> | null;
  fields?: (Partial<Omit<TesseraField, 'meta' | 'schema'>> & Record<string, unknown>)[];
};

/** Reads every collection: `GET /collections`. */
export function readCollections<Schema = Untyped>(): RestCommand<TesseraCollection[], Schema> {
  return () => ({ path: '/collections' });
}

/** Reads one collection: `GET /collections/:collection`. */
export function readCollection<Schema = Untyped>(collection: string): RestCommand<TesseraCollection, Schema> {
  return () => ({ path: collectionPath(collection) });
}

/**
 * Creates a collection (and its table unless `schema` is null): `POST /collections`.
 *
 * @example
 * await client.request(createCollection({ collection: 'articles', meta: { icon: 'article' }, schema: {} }));
 */
export function createCollection<Schema = Untyped>(item: NewCollection): RestCommand<TesseraCollection, Schema> {
  return () => {
    throwIfEmpty(item.collection, 'Collection cannot be empty');
    return { path: '/collections', method: 'POST', body: item };
  };
}

/** Updates a collection's `meta`: `PATCH /collections/:collection`. */
export function updateCollection<Schema = Untyped>(
  collection: string,
  item: { meta?: Partial<NonNullable<TesseraCollection['meta']>> | null },
): RestCommand<TesseraCollection, Schema> {
  return () => ({ path: collectionPath(collection), method: 'PATCH', body: item });
}

/**
 * Updates many collections' `meta` at once (the data model's reorder and regroup):
 * `PATCH /collections` with `[{ collection, meta }]`.
 */
export function updateCollectionsBatch<Schema = Untyped>(
  items: readonly { collection: string; meta: Partial<NonNullable<TesseraCollection['meta']>> }[],
  query?: LooseQuery,
): RestCommand<TesseraCollection[], Schema> {
  return () => {
    throwIfEmpty(items, 'Collections cannot be empty');
    return { path: '/collections', method: 'PATCH', body: items, params: queryToParams(query) };
  };
}

/** Deletes a collection and drops its table: `DELETE /collections/:collection` (204). */
export function deleteCollection<Schema = Untyped>(collection: string): RestCommand<void, Schema> {
  return () => ({ path: collectionPath(collection), method: 'DELETE' });
}

function collectionPath(collection: string): string {
  throwIfEmpty(collection, 'Collection cannot be empty');
  return `/collections/${pathSegment(collection)}`;
}
