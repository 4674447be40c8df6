import { deleteItems } from '../items/delete-items.js';
import { itemCollection, planEnvOf, writeTargetOf } from '../items/item-env.js';
import type { OperationContext } from '../items/operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from '../items/primary-key.js';
import { readItems } from '../items/read-items.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { existingKeys } from '../items/write-rows.js';
import { checkWritableKeys } from '../permissions/guard-writes.js';

/**
 * `DELETE /flows`: flows with their operations, in one transaction. The operations chain to each
 * other (`resolve`/`reject`, no cascade) and MySQL checks those keys row by row while it cascades
 * the delete, so the links are cleared first, as the reference's FlowsService.deleteMany does.
 */
export async function deleteFlows(op: OperationContext, keys: readonly unknown[]): Promise<PrimaryKey[]> {
  const flows = itemCollection(op, 'directus_flows');
  const dialect = planEnvOf(op, 'delete').dialect;
  const parsed = keys.map((key) => parsePrimaryKey(flows, key, dialect));
  return inTransaction(op, async (tx) => {
    const existing = await existingKeys(writeTargetOf(tx, flows), parsed);
    if (existing.length === 0) return [];
    await checkWritableKeys(tx, flows, 'delete', existing);
    // The caller may delete these flows, so also their operations' links: the server's own write.
    const { permissions: _rules, events: _events, ...system } = tx;
    const { data } = await readItems(system, 'directus_operations', { fields: ['id'], filter: { flow: { _in: existing } }, limit: -1 });
    await updateItems(
      system,
      'directus_operations',
      data.map((row) => row.id),
      { resolve: null, reject: null },
    );
    return deleteItems(tx, 'directus_flows', existing);
  });
}
