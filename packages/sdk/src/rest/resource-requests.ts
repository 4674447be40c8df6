import type { PrimaryKeyValue } from '../core-schema.js';
import type { LooseQuery } from '../query/query-types.js';
import { queryToParams } from '../query/serialize-query.js';
import type { RequestOptions } from './command.js';
import { throwIfEmpty } from './guards.js';
import { pathSegment } from './path-segment.js';

/**
 * The request shapes of the standard CRUD pattern (api-reference section 2) shared by
 * `/items/:collection` and the system endpoints. `base` is the resource path, e.g. `/roles`.
 */
export type KeysOrQuery = readonly PrimaryKeyValue[] | LooseQuery;

/**
 * A query a command has already checked against its own `Query` type. Taken as a plain `object`
 * on purpose: comparing every command's generic query type with `LooseQuery` made tsc expand the
 * typed filter and sort unions once per command, and multiplied the SDK's check time.
 */
type CheckedQuery = object;

type KeysOrCheckedQuery = readonly PrimaryKeyValue[] | CheckedQuery;

function toParams(query: CheckedQuery | undefined): Record<string, string> {
  return queryToParams(query as LooseQuery | undefined);
}

export function readManyRequest(base: string, query?: CheckedQuery): RequestOptions {
  return { path: base, params: toParams(query) };
}

export function readOneRequest(base: string, key: PrimaryKeyValue, query?: CheckedQuery): RequestOptions {
  throwIfEmpty(key, 'Key cannot be empty');
  return { path: `${base}/${pathSegment(key)}`, params: toParams(query) };
}

export function createRequest(base: string, body: unknown, query?: CheckedQuery): RequestOptions {
  return { path: base, method: 'POST', body, params: toParams(query) };
}

export function updateOneRequest(base: string, key: PrimaryKeyValue, body: unknown, query?: CheckedQuery): RequestOptions {
  throwIfEmpty(key, 'Key cannot be empty');
  return { path: `${base}/${pathSegment(key)}`, method: 'PATCH', body, params: toParams(query) };
}

/** Batch update: `{ keys, data }` for a key list, `{ query, data }` for a query. */
export function updateManyRequest(base: string, keysOrQuery: KeysOrCheckedQuery, data: unknown, query?: CheckedQuery): RequestOptions {
  return { path: base, method: 'PATCH', body: { ...keysOrQueryBody(keysOrQuery), data }, params: toParams(query) };
}

/** Batch update, each item with its own key and changes: `PATCH base` with an array body. */
export function updateBatchRequest(base: string, items: readonly unknown[], query?: LooseQuery): RequestOptions {
  throwIfEmpty(items, 'Items cannot be empty');
  return { path: base, method: 'PATCH', body: items, params: queryToParams(query) };
}

export function deleteOneRequest(base: string, key: PrimaryKeyValue): RequestOptions {
  throwIfEmpty(key, 'Key cannot be empty');
  return { path: `${base}/${pathSegment(key)}`, method: 'DELETE' };
}

/** Batch delete: `{ keys }` for a key list, `{ query }` for a query. */
export function deleteManyRequest(base: string, keysOrQuery: KeysOrCheckedQuery): RequestOptions {
  return { path: base, method: 'DELETE', body: keysOrQueryBody(keysOrQuery) };
}

function keysOrQueryBody(keysOrQuery: KeysOrCheckedQuery): { keys: readonly PrimaryKeyValue[] } | { query: LooseQuery } {
  if (Array.isArray(keysOrQuery)) {
    throwIfEmpty(keysOrQuery, 'keysOrQuery cannot be empty');
    return { keys: keysOrQuery };
  }
  if (typeof keysOrQuery !== 'object' || keysOrQuery === null || Object.keys(keysOrQuery).length === 0) {
    throw new Error('keysOrQuery cannot be empty');
  }
  return { query: keysOrQuery as LooseQuery };
}
