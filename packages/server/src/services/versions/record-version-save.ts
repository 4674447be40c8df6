import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import { inTransaction } from '../items/transaction.js';
import type { ContentVersion } from './find-version.js';
import type { VersionDelta } from './read-version-delta.js';

/**
 * One save into a version, as the reference records it: an activity row `version_save` on the main
 * item by the caller and a revision linked to it and to the version, whose data and delta are the
 * saved changes (null when nothing was sent). Both in one transaction, whatever the collection's
 * accountability: the revisions are where a version keeps its changes.
 */
export async function recordVersionSave(op: OperationContext, version: ContentVersion, delta: VersionDelta): Promise<void> {
  // Writing the rows is the server's own bookkeeping, not something the caller's rules cover.
  const { permissions: _rules, events: _events, ...system } = op;
  const who = op.accountability;
  const collection = version.collection.collection;
  const changes = Object.keys(delta).length > 0 ? delta : null;
  await inTransaction(system, async (tx) => {
    const [activity] = await createItems(tx, 'directus_activity', [
      {
        action: 'version_save',
        user: who?.user ?? null,
        ip: who?.ip ?? null,
        user_agent: who?.userAgent ?? null,
        origin: who?.origin ?? null,
        collection,
        item: version.item,
      },
    ]);
    await createItems(tx, 'directus_revisions', [
      { activity, version: version.id, collection, item: version.item, data: changes, delta: changes },
    ]);
  });
}
