import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { commentPayload, commentText } from './comment-payload.js';
import { findOwnComment } from './find-own-comment.js';

/** `PATCH /activity/comment/:pk` `{comment}`: new text for one of the caller's comments (any comment for an admin). */
export async function updateComment(op: OperationContext, key: unknown, body: unknown): Promise<PrimaryKey> {
  const comment = commentText(commentPayload(body, ['comment']).comment);
  return inTransaction(op, async (tx) => {
    const id = await findOwnComment(tx, key);
    const { permissions: _rules, events: _events, ...system } = tx;
    await updateItems(system, 'directus_activity', [id], { comment }, { single: true });
    return id;
  });
}
