import type { Access } from '../../permissions/access.js';
import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';

export type CreateItems = (op: OperationContext, access: Access, payloads: unknown[]) => Promise<PrimaryKey[]>;

/**
 * Creates items as the caller (their rules apply to the payload), then records the caller in
 * `user_created` in the same transaction, as the reference's `user-created` special does for
 * dashboards, panels, flows, operations and versions: whatever the payload said.
 */
export function createWithCreator(collection: string): CreateItems {
  return (op, _access, payloads) =>
    inTransaction(op, async (tx) => {
      const keys = await createItems(tx, collection, payloads);
      // Stamping the creator is the server's own write, not one the caller's rules cover.
      const { permissions: _rules, events: _events, ...system } = tx;
      await updateItems(system, collection, keys, { user_created: op.accountability?.user ?? null }, { stamp: true });
      return keys;
    });
}
