import { fromDbError } from '../../db/db-errors.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { withConnection } from '../../query/sql/run-statement.js';
import { itemsConfigOf, type OperationContext, type PendingAction } from './operation-context.js';

/**
 * Runs `work` in the caller's transaction if there is one (a Knex transaction or one of ours),
 * else in a new one: a write and everything it causes commit together. A new one is plain
 * BEGIN/COMMIT on one pooled connection: a Knex transaction costs ~0.5 ms of CPU to set up.
 */
export async function inTransaction<T>(ctx: OperationContext, work: (tx: OperationContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction || ctx.connection !== undefined) return work(ctx);
  const dialect = dialectOf(ctx.db);
  return dialect.withConnection(ctx.db, async (connection) => {
    const session = { db: ctx.db, connection };
    const control = (statement: string) => withConnection(session, dialect, (run) => run(statement, []));
    // Actions of the writes inside wait for COMMIT: a rolled-back write announces nothing.
    const pendingActions: PendingAction[] = [];
    await control('BEGIN');
    try {
      const result = await work({ ...ctx, connection, pendingActions });
      await control('COMMIT');
      for (const [name, meta] of pendingActions) ctx.events?.emitAction(name, meta);
      return result;
    } catch (error) {
      // Also after a failed COMMIT: SQLite keeps the transaction open when a deferred check fails.
      await control('ROLLBACK').catch(() => undefined);
      throw fromDbError(dialect, error) ?? error;
    }
  });
}

/** MAX_BATCH_MUTATION caps how many items one request may write. */
export function checkBatchSize(ctx: OperationContext, count: number): void {
  const limit = itemsConfigOf(ctx).MAX_BATCH_MUTATION;
  if (count > limit) throw invalidPayload(`Exceeded max batch mutation limit of ${limit}`);
}
