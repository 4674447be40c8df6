import { isSystemCollection } from './system-collections.js';

/** What a write to a collection records: `all` activity and revisions, `activity` only activity, null nothing. */
export type Accountability = 'all' | 'activity' | null;

/**
 * The system collections whose writes the reference records nothing for (its system collection
 * metadata sets `accountability: null` on these): the audit trail itself, and presets, which
 * change with every column resized in the app. Every other system collection records `all`.
 */
export const UNRECORDED_SYSTEM_COLLECTIONS: ReadonlySet<string> = new Set(['directus_activity', 'directus_presets', 'directus_revisions']);

/** The accountability of a system collection that has no metadata row of its own. */
export function systemAccountability(collection: string): Accountability {
  return isSystemCollection(collection) && UNRECORDED_SYSTEM_COLLECTIONS.has(collection) ? null : 'all';
}
