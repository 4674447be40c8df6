import type { Knex } from 'knex';
import type { OperationContext } from './operation-context.js';

/** Per outermost Knex transaction: the collections already queued for its commit. */
const queued = new WeakMap<object, Set<string>>();

/**
 * Records that the write running in `ctx` changed rows of `collection`: announced on `ctx.writes`
 * once its transaction has committed, whether or not the write emits events. In a transaction the
 * item operations opened, the collections are gathered and announced right after its COMMIT (see
 * inTransaction); in a caller's Knex transaction, once its outermost transaction has committed
 * (never when it rolls back); outside any transaction, at once.
 */
export function noteWrite(ctx: OperationContext, collection: string): void {
  if (ctx.written) {
    ctx.written.add(collection);
    return;
  }
  if (!ctx.db.isTransaction) {
    ctx.writes.announce([collection]);
    return;
  }
  const outermost = outermostTransaction(ctx.db as Knex.Transaction);
  let names = queued.get(outermost);
  if (!names) {
    const gathered = new Set<string>();
    queued.set(outermost, (names = gathered));
    outermost.executionPromise.then(
      () => ctx.writes.announce([...gathered]),
      () => undefined,
    );
  }
  names.add(collection);
}

/** A savepoint's promise settles at its release, before anything is committed: its parents decide. */
function outermostTransaction(trx: Knex.Transaction): Knex.Transaction {
  let current = trx as Knex.Transaction & { parentTransaction?: Knex.Transaction };
  while (current.parentTransaction) current = current.parentTransaction;
  return current;
}
