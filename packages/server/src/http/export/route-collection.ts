import { isPlainObject } from '../../utils/is-plain-object.js';

/** First path segments of the system endpoints and the collection each one reads (`/users` → directus_users). */
const SYSTEM_ENDPOINTS = new Set([
  'activity',
  'collections',
  'dashboards',
  'fields',
  'files',
  'flows',
  'folders',
  'notifications',
  'operations',
  'panels',
  'permissions',
  'presets',
  'relations',
  'revisions',
  'roles',
  'settings',
  'shares',
  'translations',
  'users',
  'versions',
  'webhooks',
]);

/**
 * The collection a route reads, for the export file's name: `:collection` of `/items/…`, the system
 * collection behind a system endpoint, or null (e.g. `/server/info`).
 */
export function collectionOfRoute(routeUrl: string | undefined, params: unknown): string | null {
  const segment = routeUrl?.split('/')[1];
  if (!segment) return null;
  if (segment === 'items') {
    const collection = isPlainObject(params) ? params.collection : undefined;
    return typeof collection === 'string' && collection !== '' ? collection : null;
  }
  return SYSTEM_ENDPOINTS.has(segment) ? `directus_${segment}` : null;
}
