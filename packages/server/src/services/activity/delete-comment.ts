import { deleteItems } from '../items/delete-items.js';
import type { OperationContext } from '../items/operation-context.js';
import { inTransaction } from '../items/transaction.js';
import { findOwnComment } from './find-own-comment.js';

/** `DELETE /activity/comment/:pk`: removes one of the caller's comments (any comment for an admin). */
export async function deleteComment(op: OperationContext, key: unknown): Promise<void> {
  await inTransaction(op, async (tx) => {
    const id = await findOwnComment(tx, key);
    const { permissions: _rules, events: _events, ...system } = tx;
    await deleteItems(system, 'directus_activity', [id], { single: true });
  });
}
