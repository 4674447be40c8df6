import { createHash } from 'node:crypto';
import { sortKeysDeep } from '../../utils/sort-keys-deep.js';
import { TESSERA_VERSION } from '../server/read-server-info.js';

/**
 * The reference's versioned hash: a SHA-1 of the value together with the server's version, so a
 * diff made against one schema (or one release) is refused by another. Keys are sorted first, so
 * the hash depends on the data only, not on the order it was built in.
 */
export function versionedHash(item: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(sortKeysDeep({ item, version: TESSERA_VERSION })))
    .digest('hex');
}
