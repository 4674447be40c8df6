import type { AppContext } from '../app-context.js';
import { invalidPayload } from '../errors/error-helpers.js';
import type { Accountability } from '../permissions/accountability.js';
import { parseQuery } from '../query/parse-query.js';
import { queryLimitsOf } from '../query/query-limits.js';
import type { Query } from '../query/query.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { optionToObject } from './operation-options.js';

/** The options every item operation shares (api-reference "flows", `item-*`). */
export interface ItemOperationOptions {
  collection?: unknown;
  key?: unknown;
  query?: unknown;
  payload?: unknown;
  emitEvents?: unknown;
  /** `$trigger` (default), `$full`, `$public` or a role id: see operation-access.ts. */
  permissions?: unknown;
}

export function collectionOption(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw invalidPayload('Option "collection" is required');
  return value;
}

/**
 * The collection of an item write. System collections have services of their own (users, roles,
 * permissions, files …) whose checks and cache invalidations a plain item write would skip, so the
 * item operations only write user collections; they read any collection the rules allow.
 */
export function writableCollectionOption(value: unknown): string {
  const collection = collectionOption(value);
  if (collection.startsWith('directus_'))
    throw invalidPayload(`Option "collection" names system collection "${collection}": item operations write user collections only`);
  return collection;
}

/**
 * `key` as a list: none (empty), one key, a list, or text with commas (`1,2`), as the reference's
 * `toArray` reads it; JSON text of a list (what templating `{{ $last }}` leaves) is parsed first.
 */
export function keysOption(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [value];
  if (typeof value === 'string') {
    if (value.trim().startsWith('[')) return keysOption(optionToObject(value, 'key'));
    return value.split(',');
  }
  throw invalidPayload('Option "key" must be a key or a list of keys');
}

/** `query` (an object or its JSON text) as a Query, with the limits of a request's query. */
export function queryOption(ctx: AppContext, value: unknown, accountability: Accountability | null): Query {
  if (value === undefined || value === null || value === '') return {};
  const raw = optionToObject(value, 'query');
  if (!isPlainObject(raw)) throw invalidPayload('Option "query" must be an object');
  return parseQuery(raw, { accountability, ...queryLimitsOf(ctx.config) });
}

/** `emitEvents`: true, or text the app or a template leaves (`"true"`). */
export function emitEventsOption(value: unknown): boolean {
  return value === true || value === 'true';
}
