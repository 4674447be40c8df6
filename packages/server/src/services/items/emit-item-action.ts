import type { Knex } from 'knex';
import type { OperationContext } from './operation-context.js';

/**
 * Announces an item write on the event bus once it has committed: inside a transaction of ours the
 * action waits in `pendingActions` until COMMIT (inTransaction flushes it); inside a Knex
 * transaction (users and roles writes open one) it waits for that transaction's outcome and is
 * dropped on rollback; else the write has already committed and it goes out now. Without
 * `events` in the context nothing is announced.
 */
export function emitItemAction(ctx: OperationContext, name: string, meta: Readonly<Record<string, unknown>>): void {
  const events = ctx.events;
  if (!events) return;
  if (ctx.pendingActions) ctx.pendingActions.push([name, meta]);
  else if (ctx.db.isTransaction)
    (ctx.db as Knex.Transaction).executionPromise.then(
      () => events.emitAction(name, meta),
      () => undefined,
    );
  else events.emitAction(name, meta);
}
