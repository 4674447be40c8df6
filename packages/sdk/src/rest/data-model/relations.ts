import type { TesseraRelation } from '../../core-schema.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
import type { Untyped } from '../../schema-types.js';

/** A relation to create or the changes to one: `meta` and `schema` may be partial. */
export type RelationInput = Partial<Omit<TesseraRelation, 'meta' | 'schema'>> & {
  meta?: Partial<NonNullable<TesseraRelation['meta']>> | null;
  schema?: Partial<NonNullable<TesseraRelation['schema']>> | null;
};

/** Reads every relation: `GET /relations`. */
export function readRelations<Schema = Untyped>(): RestCommand<TesseraRelation[], Schema> {
  return () => ({ path: '/relations' });
}

/** Reads the relations of one collection: `GET /relations/:collection`. */
export function readRelationByCollection<Schema = Untyped>(collection: string): RestCommand<TesseraRelation[], Schema> {
  return () => ({ path: collectionRelationsPath(collection) });
}

/** Reads one relation: `GET /relations/:collection/:field`. */
export function readRelation<Schema = Untyped>(collection: string, field: string): RestCommand<TesseraRelation, Schema> {
  return () => ({ path: relationPath(collection, field) });
}

/**
 * Creates a relation (and its foreign key): `POST /relations`.
 *
 * @example
 * await client.request(createRelation({ collection: 'articles', field: 'author', related_collection: 'authors' }));
 */
export function createRelation<Schema = Untyped>(
  item: RelationInput & { collection: string; field: string },
): RestCommand<TesseraRelation, Schema> {
  return () => {
    throwIfEmpty(item.collection, 'Collection cannot be empty');
    throwIfEmpty(item.field, 'Field cannot be empty');
    return { path: '/relations', method: 'POST', body: item };
  };
}

/** Updates a relation: `PATCH /relations/:collection/:field`. */
export function updateRelation<Schema = Untyped>(
  collection: string,
  field: string,
  item: RelationInput,
): RestCommand<TesseraRelation, Schema> {
  return () => ({ path: relationPath(collection, field), method: 'PATCH', body: item });
}

/** Deletes a relation: `DELETE /relations/:collection/:field` (204). */
export function deleteRelation<Schema = Untyped>(collection: string, field: string): RestCommand<void, Schema> {
  return () => ({ path: relationPath(collection, field), method: 'DELETE' });
}

function collectionRelationsPath(collection: string): string {
  throwIfEmpty(collection, 'Collection cannot be empty');
  return `/relations/${pathSegment(collection)}`;
}

function relationPath(collection: string, field: string): string {
  const base = collectionRelationsPath(collection);
  throwIfEmpty(field, 'Field cannot be empty');
  return `${base}/${pathSegment(field)}`;
}
