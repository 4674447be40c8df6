import type { FastifyInstance, InjectOptions } from 'fastify';
import qs from 'qs';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { ClientMessage } from './parse-client-message.js';
import type { SocketClient } from './socket-client.js';
import { RelayedError } from './socket-errors.js';

/**
 * The system collections REST serves under a prefix of their own, keyed by one value: the standard
 * CRUD pattern, `/settings` (a singleton) and `/collections` (keyed by name). `directus_fields` and
 * `directus_relations` (two-part keys) are not served over the socket.
 */
const SYSTEM_PATHS: ReadonlyMap<string, string> = new Map(
  [
    'users',
    'roles',
    'permissions',
    'shares',
    'presets',
    'notifications',
    'translations',
    'folders',
    'files',
    'dashboards',
    'panels',
    'flows',
    'operations',
    'webhooks',
    'versions',
    'activity',
    'revisions',
    'settings',
    'collections',
  ].map((name) => [`directus_${name}`, `/${name}`]),
);
/** Query options an items message may carry (anything else, e.g. `access_token` or `export`, is refused). */
const QUERY_OPTIONS: ReadonlySet<string> = new Set([
  'fields',
  'filter',
  'search',
  'sort',
  'limit',
  'offset',
  'page',
  'meta',
  'alias',
  'aggregate',
  'groupBy',
  'deep',
  'version',
]);
/** Options the querystring carries as JSON text (so no qs depth cap reshapes them). */
const JSON_OPTIONS: ReadonlySet<string> = new Set(['filter', 'deep', 'alias', 'aggregate']);
const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
type Key = string | number;

interface Answer {
  data: unknown;
  meta?: unknown;
}

/**
 * An `items` message, run as the very request REST would get (`/items/:collection` or the system
 * collection's own endpoint), with the client's token, IP, user agent and origin: the same item
 * operations, permission checks, validation, hooks and errors, nothing re-implemented here.
 */
export async function runItemsMessage(
  app: FastifyInstance,
  ctx: AppContext,
  client: SocketClient,
  message: ClientMessage,
): Promise<Answer> {
  const { collection, action } = message;
  if (typeof collection !== 'string' || collection === '') throw invalidPayload('"collection" must be a non-empty string');
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action))
    throw invalidPayload('"action" must be one of create, read, update, delete');
  const id = message.id;
  if (id !== undefined && !isKey(id)) throw invalidPayload('"id" must be a string or a number');
  const ids = message.ids;
  if (ids !== undefined && (!Array.isArray(ids) || !ids.every(isKey))) throw invalidPayload('"ids" must be an array of strings or numbers');
  const query = message.query === undefined ? {} : message.query;
  if (!isPlainObject(query)) throw invalidPayload('"query" must be an object');
  const base = await basePath(ctx, collection);
  const search = querystring(query);
  const call = (method: InjectOptions['method'], path: string, body?: unknown) => inject(app, client, method, `${path}${search}`, body);
  const one = (key: Key) => `${base.path}/${encodeURIComponent(String(key))}`;
  switch (action as Action) {
    case 'create':
      if (message.data === undefined) throw invalidPayload('"data" is required');
      return call('POST', base.path, message.data);
    case 'read':
      if (ids !== undefined) return call('SEARCH', base.path, { keys: ids });
      if (id !== undefined) return call('GET', one(id));
      return call('GET', base.path);
    case 'update':
      if (message.data === undefined) throw invalidPayload('"data" is required');
      if (ids !== undefined) return call('PATCH', base.path, { keys: ids, data: message.data });
      if (id !== undefined) return call('PATCH', one(id), message.data);
      if (base.singleton) return call('PATCH', base.path, message.data);
      if (message.query === undefined) throw invalidPayload('"id", "ids" or "query" is required');
      return call('PATCH', base.path, { query, data: message.data });
    case 'delete': {
      if (ids !== undefined) return { data: (await call('DELETE', base.path, ids)).data ?? ids };
      if (id !== undefined) return { data: (await call('DELETE', one(id))).data ?? id };
      if (message.query === undefined || base.singleton) throw invalidPayload('"id", "ids" or "query" is required');
      // The keys the query matches, answered as the reference does, then exactly those deleted.
      const primary = base.primary;
      const matched = await inject(app, client, 'GET', `${base.path}${querystring({ ...query, fields: [primary] })}`);
      const keys = Array.isArray(matched.data) ? matched.data.map((row) => (isPlainObject(row) ? row[primary] : undefined)) : [];
      if (keys.length > 0) await inject(app, client, 'DELETE', base.path, keys);
      return { data: keys };
    }
  }
}

function isKey(value: unknown): value is Key {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

async function basePath(ctx: AppContext, collection: string): Promise<{ path: string; singleton: boolean; primary: string }> {
  const schema = await ctx.schema.get();
  const overview = Object.prototype.hasOwnProperty.call(schema.collections, collection) ? schema.collections[collection] : undefined;
  if (collection.startsWith('directus_')) {
    const path = SYSTEM_PATHS.get(collection);
    if (!path) throw forbiddenOrMissing();
    return { path, singleton: collection === 'directus_settings', primary: overview?.primary ?? 'id' };
  }
  // Unknown collections go through too: the items route answers them as it answers REST (FORBIDDEN).
  return { path: `/items/${encodeURIComponent(collection)}`, singleton: overview?.singleton ?? false, primary: overview?.primary ?? 'id' };
}

/** The query options as a querystring the REST routes parse back to the same query. */
function querystring(query: Record<string, unknown>): string {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!QUERY_OPTIONS.has(key)) throw new AppError('INVALID_QUERY', `Invalid query. Unknown query option "${key.slice(0, 50)}".`);
    options[key] = JSON_OPTIONS.has(key) && typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  }
  const text = qs.stringify(options, { encodeValuesOnly: true });
  return text === '' ? '' : `?${text}`;
}

/** One request through the app's own routes, as the socket's client; its error body becomes an AppError. */
async function inject(
  app: FastifyInstance,
  client: SocketClient,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (client.credentials) headers.authorization = `Bearer ${client.credentials.token}`;
  if (client.from.userAgent) headers['user-agent'] = client.from.userAgent;
  if (client.from.origin) headers.origin = client.from.origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method,
    url,
    headers,
    ...(client.from.ip ? { remoteAddress: client.from.ip } : {}),
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  if (response.statusCode === 204) return { data: null };
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    throw new AppError('INTERNAL_SERVER_ERROR', 'An unexpected error occurred.');
  }
  if (response.statusCode >= 400) throw errorOf(parsed, response.statusCode);
  const answer = isPlainObject(parsed) ? parsed : {};
  return { data: answer.data ?? null, ...(answer.meta !== undefined ? { meta: answer.meta } : {}) };
}

function errorOf(body: unknown, status: number): Error {
  const first = isPlainObject(body) && Array.isArray(body.errors) ? (body.errors[0] as unknown) : undefined;
  const code = isPlainObject(first) && isPlainObject(first.extensions) ? first.extensions.code : undefined;
  const message = isPlainObject(first) ? first.message : undefined;
  if (status >= 500 && code !== 'SERVICE_UNAVAILABLE') return new AppError('INTERNAL_SERVER_ERROR', 'An unexpected error occurred.');
  if (typeof code !== 'string' || typeof message !== 'string')
    return new AppError('INTERNAL_SERVER_ERROR', 'An unexpected error occurred.');
  return new RelayedError(code, message);
}
