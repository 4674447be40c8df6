import type { CollectionOverview } from '../../schema/schema-overview.js';

/** What a revision stores instead of a secret: the mask reads answer for concealed fields. */
export const CONCEALED_IN_REVISIONS = '**********';

/**
 * Secrets that reads answer as they are but no revision may keep: the map service key of the
 * settings (the app needs it in the browser, so it is readable; a revision would copy it into the
 * audit trail, which editors may read, and keep it there after it is rotated).
 */
const REVISION_ONLY_SECRETS: ReadonlyMap<string, ReadonlySet<string>> = new Map([['directus_settings', new Set(['mapbox_key'])]]);

/** Whether a revision of `collection` must mask `field`: concealed or hashed as reads conceal them, or one of the above. */
export function isRevisionSecret(collection: CollectionOverview, field: string): boolean {
  const special = collection.fields[field]?.special ?? [];
  if (special.includes('conceal') || special.includes('hash')) return true;
  return REVISION_ONLY_SECRETS.get(collection.collection)?.has(field) === true;
}

/** A copy of a revision's record with its secrets masked (null stays null); other values as they are. */
export function concealRevisionSecrets(collection: CollectionOverview, record: unknown): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  let copy: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === CONCEALED_IN_REVISIONS || !isRevisionSecret(collection, field)) continue;
    copy ??= { ...(record as Record<string, unknown>) };
    copy[field] = CONCEALED_IN_REVISIONS;
  }
  return copy ?? record;
}
