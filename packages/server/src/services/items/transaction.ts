import { invalidPayload } from '../../errors/error-helpers.js';
import { itemsConfigOf, type OperationContext } from './operation-context.js';

/** Runs `work` in the caller's transaction if there is one, else in a new one: a write and everything it causes commit together. */
export async function inTransaction<T>(ctx: OperationContext, work: (tx: OperationContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  return ctx.db.transaction((trx) => work({ ...ctx, db: trx }));
}

/** MAX_BATCH_MUTATION caps how many items one request may write. */
export function checkBatchSize(ctx: OperationContext, count: number): void {
  const limit = itemsConfigOf(ctx).MAX_BATCH_MUTATION;
  if (count > limit) throw invalidPayload(`Exceeded max batch mutation limit of ${limit}`);
}
