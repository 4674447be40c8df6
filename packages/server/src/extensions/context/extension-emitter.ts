import type { ActionHandler, EventMeta, ExtensionEmitter, FilterHandler, HookContext } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import type { Accountability } from '../../permissions/accountability.js';
import { toAccountability } from './service-access.js';

/**
 * `context.emitter` over the server's event bus: what an extension emits reaches hooks, flows and
 * other extensions as the server's own events do, and its handlers get the reference's
 * `(payload, meta, { database, schema, accountability })`. off* removes what on* registered.
 */
export function extensionEmitter(ctx: AppContext): ExtensionEmitter {
  // Per handler the bus's remover; a WeakMap, so dropped handlers are not kept alive.
  const removers = new WeakMap<object, Map<string, () => void>>();
  const hookContext = (accountability: Accountability | null): HookContext => ({ database: ctx.db, schema: null, accountability });
  const remember = (handler: object, event: string, remove: () => void) => {
    let byEvent = removers.get(handler);
    if (!byEvent) removers.set(handler, (byEvent = new Map()));
    byEvent.get(event)?.();
    byEvent.set(event, remove);
  };
  const forget = (handler: object, event: string) => {
    removers.get(handler)?.get(event)?.();
    removers.get(handler)?.delete(event);
  };
  return {
    async emitFilter<T>(event: string, payload: T, meta: EventMeta = {}, context: Partial<HookContext> = {}) {
      return (await ctx.events.emitFilter(event, payload, meta, toAccountability(context.accountability))) as T;
    },
    emitAction(event, meta, context = {}) {
      ctx.events.emitAction(event, meta, toAccountability(context.accountability));
    },
    onFilter(event, handler: FilterHandler) {
      remember(
        handler,
        `filter:${event}`,
        ctx.events.onFilter(event, (payload, meta, accountability) => handler(payload, { ...meta }, hookContext(accountability))),
      );
    },
    onAction(event, handler: ActionHandler) {
      remember(
        handler,
        `action:${event}`,
        ctx.events.onAction(event, (meta, accountability) => handler({ ...meta }, hookContext(accountability))),
      );
    },
    offFilter: (event, handler) => forget(handler, `filter:${event}`),
    offAction: (event, handler) => forget(handler, `action:${event}`),
  };
}
