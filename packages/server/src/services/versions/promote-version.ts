import { invalidPayload, unprocessableContent } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { checkUpdateAccess } from './check-update-access.js';
import { findVersion } from './find-version.js';
import { hashItem } from './hash-item.js';
import { readVersionDelta, type VersionDelta } from './read-version-delta.js';

/**
 * `POST /versions/:pk/promote` `{mainHash, fields?}`: the version's changes (only `fields` when
 * given) become the main item's, through the normal item update under the caller's rules, so the
 * main item's activity and revisions are recorded as for any update. `mainHash` must be the main
 * item's current hash (from compare), else 422 and nothing changes. Answers the item's key; the
 * version itself stays.
 */
export async function promoteVersion(op: OperationContext, versionId: unknown, body: unknown): Promise<string> {
  if (!isPlainObject(body) || typeof body.mainHash !== 'string') throw invalidPayload('"mainHash" field is required');
  const fields = promotedFields(body.fields);
  const version = await findVersion(op, versionId);
  await checkUpdateAccess(op, version);
  const collection = version.collection.collection;
  return inTransaction(op, async (tx) => {
    if (hashItem(await readItem(tx, collection, version.item)) !== body.mainHash) {
      throw unprocessableContent('Main item has changed since this version was last updated');
    }
    const delta = await readVersionDelta(tx, version.id);
    if (!delta) throw unprocessableContent('No changes to promote');
    await updateItems(tx, collection, [version.item], fields ? pick(delta, fields) : delta, { single: true });
    // The reference answers the key as the version stores it: a string.
    return version.item;
  });
}

function promotedFields(fields: unknown): string[] | null {
  if (fields === undefined || fields === null) return null;
  if (!Array.isArray(fields) || fields.some((field) => typeof field !== 'string'))
    throw invalidPayload('"fields" has to be an array of field names');
  return fields as string[];
}

function pick(delta: VersionDelta, fields: readonly string[]): VersionDelta {
  return Object.fromEntries(fields.filter((field) => field in delta).map((field) => [field, delta[field]]));
}
