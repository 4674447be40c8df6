import { collectionLabel } from './labels.js';

const SYSTEM_PREFIX = 'directus_';

/**
 * A readable name for a system collection, as the reference shows them: `directus_files` →
 * "Files", `directus_users` → "Users"; null for a collection of the user's own data model.
 */
export function systemCollectionLabel(collection: string): string | null {
  if (!collection.startsWith(SYSTEM_PREFIX) || collection.length === SYSTEM_PREFIX.length) return null;
  return collectionLabel(collection.slice(SYSTEM_PREFIX.length));
}
