import { invalidPayload } from '../../errors/error-helpers.js';
import type { Item } from '../../query/apply-query.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';
import { checkUpdateAccess } from './check-update-access.js';
import { findVersion } from './find-version.js';
import { readVersionDelta } from './read-version-delta.js';
import { recordVersionSave } from './record-version-save.js';

/**
 * `POST /versions/:pk/save` with the changes as the body: recorded as one more save of the version
 * (the main item is not touched). The caller must read the version and the main item and be
 * allowed to update the main item's changed fields. Answers the main item with all the version's
 * changes over it: the item as it would be after promoting.
 */
export async function saveToVersion(op: OperationContext, versionId: unknown, body: unknown): Promise<Item> {
  if (!isPlainObject(body)) throw invalidPayload('The changes to save have to be an object');
  const version = await findVersion(op, versionId);
  const main = await readItem(op, version.collection.collection, version.item);
  await checkUpdateAccess(op, version, Object.keys(body));
  await recordVersionSave(op, version, body);
  return { ...main, ...(await readVersionDelta(op, version.id)) };
}
