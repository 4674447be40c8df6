import type { TesseraField } from '../../core-schema.js';
import type { LooseQuery } from '../../query/query-types.js';
import { queryToParams } from '../../query/serialize-query.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
import type { Untyped } from '../../schema-types.js';

/** A field to create or the changes to one: `meta` and `schema` may be partial. */
export type FieldInput = Partial<Omit<TesseraField, 'meta' | 'schema'>> & {
  meta?: Partial<NonNullable<TesseraField['meta']>> | null;
  schema?: Partial<NonNullable<TesseraField['schema']>> | null;
};

/** Reads every field of every collection: `GET /fields`. */
export function readFields<Schema = Untyped>(): RestCommand<TesseraField[], Schema> {
  return () => ({ path: '/fields' });
}

/** Reads the fields of one collection: `GET /fields/:collection`. */
export function readFieldsByCollection<Schema = Untyped>(collection: string): RestCommand<TesseraField[], Schema> {
  return () => ({ path: collectionFieldsPath(collection) });
}

/** Reads one field: `GET /fields/:collection/:field`. */
export function readField<Schema = Untyped>(collection: string, field: string): RestCommand<TesseraField, Schema> {
  return () => ({ path: fieldPath(collection, field) });
}

/**
 * Adds a field (and its column unless it is an alias): `POST /fields/:collection`.
 *
 * @example
 * await client.request(createField('articles', { field: 'title', type: 'string', meta: { interface: 'input' } }));
 */
export function createField<Schema = Untyped>(collection: string, item: FieldInput & { field: string }): RestCommand<TesseraField, Schema> {
  return () => {
    throwIfEmpty(item.field, 'Field cannot be empty');
    return { path: collectionFieldsPath(collection), method: 'POST', body: item };
  };
}

/** Updates a field: `PATCH /fields/:collection/:field`. */
export function updateField<Schema = Untyped>(collection: string, field: string, item: FieldInput): RestCommand<TesseraField, Schema> {
  return () => ({ path: fieldPath(collection, field), method: 'PATCH', body: item });
}

/** Updates many fields of one collection at once (sort and group after a drag): `PATCH /fields/:collection`. */
export function updateFieldsBatch<Schema = Untyped>(
  collection: string,
  items: (FieldInput & { field: string })[],
): RestCommand<TesseraField[], Schema> {
  return () => ({ path: collectionFieldsPath(collection), method: 'PATCH', body: items });
}

/**
 * The reference SDK's name for a batch of field changes in one collection: `PATCH /fields/:collection`
 * with an array body, the query (e.g. `fields`) as parameters.
 */
export function updateFields<Schema = Untyped>(
  collection: string,
  items: readonly (FieldInput & { field: string })[],
  query?: LooseQuery,
): RestCommand<TesseraField[], Schema> {
  return () => ({ path: collectionFieldsPath(collection), method: 'PATCH', body: items, params: queryToParams(query) });
}

/** Deletes a field and drops its column: `DELETE /fields/:collection/:field` (204). */
export function deleteField<Schema = Untyped>(collection: string, field: string): RestCommand<void, Schema> {
  return () => ({ path: fieldPath(collection, field), method: 'DELETE' });
}

function collectionFieldsPath(collection: string): string {
  throwIfEmpty(collection, 'Collection cannot be empty');
  return `/fields/${pathSegment(collection)}`;
}

function fieldPath(collection: string, field: string): string {
  const base = collectionFieldsPath(collection);
  throwIfEmpty(field, 'Field cannot be empty');
  return `${base}/${pathSegment(field)}`;
}
