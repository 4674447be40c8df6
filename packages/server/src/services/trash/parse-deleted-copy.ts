import { isPlainObject } from '../../utils/is-plain-object.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { TRASH_LINKS_KEY, TRASH_RESTORED_KEY, type TrashLink } from './trash-copy.js';

export interface DeletedCopy {
  /** The `directus_revisions` row holding the copy. */
  revision: PrimaryKey;
  /** The item's columns as they were. */
  row: Record<string, unknown>;
  links: TrashLink[];
  /** Already brought back once: a copy restores one time only. */
  isRestored: boolean;
}

/**
 * A trash revision as read (`id`, `data`, `delta`) → the copy it holds, or null when its data is
 * not an item. Stored JSON is taken as untrusted: link entries of any other shape are dropped,
 * and the row is a null-prototype object, so a column called `__proto__` stays a column.
 */
export function parseDeletedCopy(revision: Record<string, unknown>): DeletedCopy | null {
  const { id, data, delta } = revision;
  if (!isPlainObject(data) || (typeof id !== 'number' && typeof id !== 'string')) return null;
  const row: Record<string, unknown> = Object.create(null);
  for (const [field, value] of Object.entries(data)) if (field !== TRASH_LINKS_KEY) row[field] = value;
  const links = data[TRASH_LINKS_KEY];
  return {
    revision: id,
    row,
    links: Array.isArray(links) ? links.filter(isLink) : [],
    isRestored: isPlainObject(delta) && delta[TRASH_RESTORED_KEY] === true,
  };
}

function isLink(value: unknown): value is TrashLink {
  return (
    isPlainObject(value) &&
    typeof value.collection === 'string' &&
    typeof value.field === 'string' &&
    Array.isArray(value.keys) &&
    value.keys.every((key) => typeof key === 'string' || typeof key === 'number')
  );
}
