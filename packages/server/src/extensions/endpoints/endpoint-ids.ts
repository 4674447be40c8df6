import type { Config } from '../../config/load-config.js';

/**
 * The first path segments of the core API (and the reference's, so a Directus extension cannot take
 * one that a later Tessera route will need): an endpoint under one of them would shadow or be
 * shadowed by core routes.
 */
export const CORE_ROUTE_IDS: ReadonlySet<string> = new Set([
  'access',
  'activity',
  'admin',
  'assets',
  'auth',
  'collections',
  'comments',
  'dashboards',
  'extensions',
  'fields',
  'files',
  'flows',
  'folders',
  'graphql',
  'items',
  'metrics',
  'notifications',
  'operations',
  'panels',
  'permissions',
  'policies',
  'presets',
  'relations',
  'revisions',
  'robots.txt',
  'roles',
  'schema',
  'server',
  'settings',
  'shares',
  'translations',
  'tus',
  'users',
  'utils',
  'versions',
  'webhooks',
  'websocket',
  'favicon.ico',
]);

/** Names that read as object internals: refused even though they would be safe in our Map. */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype', 'hasownproperty', 'tostring', 'valueof']);

/** One URL segment: letters, digits, `-`, `_`, `.` inside; no slash, no `..`, nothing to encode. */
const ENDPOINT_ID = /^[a-z0-9](?:[a-z0-9._-]{0,98}[a-z0-9])?$/i;

/**
 * Why `id` cannot be mounted, or null when it can. The websocket paths configured in `config` are
 * core routes too.
 */
export function endpointIdProblem(id: unknown, config: Pick<Config, 'WEBSOCKETS_REST_PATH' | 'WEBSOCKETS_GRAPHQL_PATH'>): string | null {
  // A scoped package's name (`@scope/name`), which the reference mounts a function-form endpoint under.
  if (typeof id === 'string' && id.startsWith('@')) {
    const [scope, name, ...rest] = id.slice(1).split('/');
    const isSegment = (part: string | undefined) => part !== undefined && ENDPOINT_ID.test(part) && !part.includes('..');
    return isSegment(scope) && isSegment(name) && rest.length === 0 && !PROTOTYPE_NAMES.has(name!.toLowerCase())
      ? null
      : 'a scoped endpoint id has to be "@scope/name", each of letters, digits, ".", "-" and "_"';
  }
  if (typeof id !== 'string' || !ENDPOINT_ID.test(id) || id.includes('..'))
    return 'an endpoint id has to be one URL segment of letters, digits, ".", "-" and "_" (or "@scope/name")';
  const lower = id.toLowerCase();
  if (PROTOTYPE_NAMES.has(lower)) return `"${id}" is a reserved name`;
  const socketIds = [config.WEBSOCKETS_REST_PATH, config.WEBSOCKETS_GRAPHQL_PATH].map((path) => String(path).split('/')[1]?.toLowerCase());
  if (CORE_ROUTE_IDS.has(lower) || socketIds.includes(lower)) return `"/${id}" is a core route of the API`;
  return null;
}
