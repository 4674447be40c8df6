import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

/** `main` names the item itself in `?version=` and cannot be a version's key. */
export const RESERVED_VERSION_KEY = 'main';

/** What an update may change: the reference lets a version be renamed or re-keyed only. */
const UPDATABLE = new Set(['key', 'name']);

/**
 * The payload checks of `/versions` that need no database: on update only `key` and `name` (and the
 * primary key of a batch item) may be sent, and the key stays non-empty and not `main`. Creates are
 * checked by createVersions.
 */
export function checkVersionPayload(payload: unknown, action: 'create' | 'update'): void {
  if (!isPlainObject(payload)) throw invalidPayload('Each version has to be an object');
  if (action === 'create') return;
  for (const field of Object.keys(payload)) {
    if (field !== 'id' && !UPDATABLE.has(field)) throw invalidPayload(`"${field}" is not allowed`);
  }
  if ('key' in payload) {
    if (typeof payload.key !== 'string' || payload.key === '') throw invalidPayload('"key" is required');
    if (payload.key === RESERVED_VERSION_KEY) throw invalidPayload(`"${RESERVED_VERSION_KEY}" is a reserved version key`);
  }
  if ('name' in payload && payload.name !== null && typeof payload.name !== 'string') throw invalidPayload('"name" must be a string');
}
