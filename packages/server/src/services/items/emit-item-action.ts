import type { OperationContext } from './operation-context.js';

/**
 * Announces an item write on the event bus once it has committed: inside a transaction of ours the
 * action waits in `pendingActions` until COMMIT (inTransaction flushes it), else the write has
 * already committed and it goes out now. Without `events` in the context nothing is announced.
 */
export function emitItemAction(ctx: OperationContext, name: string, meta: Readonly<Record<string, unknown>>): void {
  if (ctx.pendingActions) ctx.pendingActions.push([name, meta]);
  else ctx.events?.emitAction(name, meta);
}
