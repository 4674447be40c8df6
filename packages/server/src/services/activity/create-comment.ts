import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItem } from '../items/read-items.js';
import { commentPayload, commentText } from './comment-payload.js';
import type { MentioningComment } from './notify-mentions.js';

/**
 * `POST /activity/comment` `{collection, item, comment}`: an activity row with action `comment` by
 * the caller. The comment must be a non-empty text (400); the item must be one the caller can read
 * (403 otherwise, whether it is missing or hidden). The row is written under the caller's rules:
 * the default rule lets every user create activity that carries a comment. Answers the new row's key
 * and the comment as written, for the mention notifications (notify-mentions.ts).
 */
export async function createComment(op: OperationContext, body: unknown): Promise<{ key: PrimaryKey; comment: MentioningComment }> {
  const payload = commentPayload(body, ['collection', 'item', 'comment']);
  const comment = commentText(payload.comment);
  const { collection, item } = payload;
  if (typeof collection !== 'string' || collection === '') throw invalidPayload('"collection" is required');
  if ((typeof item !== 'string' && typeof item !== 'number') || item === '') throw invalidPayload('"item" is required');
  const overview = op.schema.collections[collection];
  if (!overview?.hasTable) throw forbiddenOrMissing();
  await readItem(op, collection, item, { fields: [overview.primary] });
  const who = op.accountability;
  const row = {
    action: 'comment',
    collection,
    item: String(item),
    comment,
    user: who?.user ?? null,
    ip: who?.ip ?? null,
    user_agent: who?.userAgent ?? null,
    origin: who?.origin ?? null,
  };
  const [key] = await createItems(op, 'directus_activity', [row]);
  return { key: key!, comment: { collection, item: row.item, comment } };
}
