import { fromDbError } from '../../db/db-errors.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { endTransaction } from '../../query/sql/run-statement.js';
import { TransactionConnection } from '../../query/sql/transaction-connection.js';
import { itemsConfigOf, type OperationContext } from './operation-context.js';

/**
 * Runs `work` in the caller's transaction if there is one (a Knex transaction or one of ours),
 * else in a new one: a write and everything it causes commit together; the collections its writes
 * noted (noteWrite) are announced, and the work they queued with `afterCommit` runs, once it has
 * committed. A new one is plain BEGIN/COMMIT on one pooled
 * connection (a Knex transaction costs ~0.5 ms of CPU to set up), BEGIN sent with the first
 * statement. `own` tells `work` whether the transaction is its own (begun here, nothing run yet)
 * rather than a caller's, so it may run a single-statement write alone (see runAlone).
 */
export async function inTransaction<T>(ctx: OperationContext, work: (tx: OperationContext, own: boolean) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction || ctx.connection !== undefined) return work(ctx, false);
  const dialect = dialectOf(ctx.db);
  return dialect.withConnection(ctx.db, async (raw) => {
    const connection = new TransactionConnection(raw);
    const committed: Array<() => void> = [];
    const written = new Set<string>();
    try {
      const result = await work({ ...ctx, connection, written, afterCommit: (next) => void committed.push(next) }, true);
      await endTransaction(ctx.db, dialect, connection, 'COMMIT');
      // Before the action events: whatever they trigger reads through a cache that is already purged.
      ctx.writes.announce([...written]);
      for (const next of committed) next();
      return result;
    } catch (error) {
      // Also after a failed COMMIT: SQLite keeps the transaction open when a deferred check fails.
      await endTransaction(ctx.db, dialect, connection, 'ROLLBACK').catch(() => undefined);
      throw fromDbError(dialect, error) ?? error;
    }
  });
}

/** MAX_BATCH_MUTATION caps how many items one request may write. */
export function checkBatchSize(ctx: OperationContext, count: number): void {
  const limit = itemsConfigOf(ctx).MAX_BATCH_MUTATION;
  if (count > limit) throw invalidPayload(`Exceeded max batch mutation limit of ${limit}`);
}
