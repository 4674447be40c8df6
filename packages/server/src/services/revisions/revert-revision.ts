import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItem } from '../items/read-items.js';
import { updateItems, type UpdateOptions } from '../items/update-items.js';

/** The mask a revision stores instead of a concealed or hashed value: never written back. */
const CONCEALED = '**********';

export interface RevertContext {
  /** The caller's operation context on `directus_revisions`. */
  revisions: OperationContext;
  /** The caller's operation context on the revised collection (its update rules apply). */
  operationOn(collection: string): Promise<OperationContext>;
  /** How a collection is updated when it has its own service (users, roles), else the item operations. */
  updaterOf?(
    collection: string,
  ): ((op: OperationContext, keys: PrimaryKey[], data: Record<string, unknown>) => Promise<unknown>) | undefined;
}

/**
 * `POST /utils/revert/:revision` (reference `RevisionsService.revert`): the revision must be
 * readable by the caller (else FORBIDDEN, like an unknown one), must hold data, and its item is
 * updated to that data under the caller's update rules.
 */
export async function revertRevision(ctx: RevertContext, revisionKey: string): Promise<void> {
  if (!/^\d{1,15}$/.test(revisionKey)) throw forbiddenOrMissing();
  const revision = await readItem(ctx.revisions, 'directus_revisions', revisionKey, { fields: ['collection', 'item', 'data'] });
  const collection = revision.collection;
  const item = revision.item;
  const data = typeof revision.data === 'string' ? (JSON.parse(revision.data) as unknown) : revision.data;
  if (typeof collection !== 'string' || (typeof item !== 'string' && typeof item !== 'number')) throw forbiddenOrMissing();
  if (!isPlainObject(data) || Object.keys(data).length === 0) throw invalidPayload("Revision doesn't contain data to revert to");
  const op = await ctx.operationOn(collection);
  const primary = op.schema.collections[collection]?.primary;
  if (!primary) throw forbiddenOrMissing();
  const changes = Object.fromEntries(Object.entries(data).filter(([field, value]) => field !== primary && value !== CONCEALED));
  const custom = ctx.updaterOf?.(collection);
  if (custom) await custom(op, [item], changes);
  else await updateItems(op, collection, [item], changes, {} satisfies UpdateOptions);
}
