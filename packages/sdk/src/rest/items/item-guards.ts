import { throwIfCoreCollection, throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/**
 * Checks a collection name for an items command and returns its `/items/:collection` path
 * (system-spec section 5: empty names and system collections are refused client-side).
 */
export function itemsPath(collection: string, command: string): string {
  throwIfEmpty(collection, 'Collection cannot be empty');
  throwIfCoreCollection(collection, command);
  return `/items/${pathSegment(collection)}`;
}
