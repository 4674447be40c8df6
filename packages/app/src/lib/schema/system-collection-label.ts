import { i18n, type MessageKey } from '../i18n/i18n.js';
import { MESSAGES_EN } from '../i18n/messages-en.js';
import { collectionLabel } from './labels.js';

const SYSTEM_PREFIX = 'directus_';
const NAMED = new Set(Object.keys(MESSAGES_EN.systemCollections));

/**
 * A readable name for a system collection in the user's language, as the reference shows them:
 * `directus_files` → "Files" ("Dateien" in German); one the catalogue does not know is named from its
 * key. Null for a collection of the user's own data model.
 */
export function systemCollectionLabel(collection: string): string | null {
  if (!collection.startsWith(SYSTEM_PREFIX) || collection.length === SYSTEM_PREFIX.length) return null;
  const name = collection.slice(SYSTEM_PREFIX.length);
  return NAMED.has(name) ? i18n.t(`systemCollections.${name}` as MessageKey) : collectionLabel(name);
}
