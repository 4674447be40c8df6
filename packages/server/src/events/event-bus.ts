import type { Logger } from 'pino';

/** What an action handler gets: the event's own fields (`payload`, `key`, `collection`, …). */
export type ActionMeta = Readonly<Record<string, unknown>>;
export type ActionHandler = (meta: ActionMeta) => void | Promise<void>;

/**
 * Action events, named as the reference names them (`files.upload`, `items.create`, …): emitted
 * after a write has committed, so a handler never sees a write that is later rolled back. Handlers
 * run on a later tick: they never delay or fail the request, and their errors are logged. (The
 * automation work adds filter events, which run before a write and may change it, next to these.)
 */
export interface EventBus {
  /** Registers `handler` for the action `name`; answers a function that removes it again. */
  onAction(name: string, handler: ActionHandler): () => void;
  /** Runs every handler of `name` with `meta` later; returns at once. */
  emitAction(name: string, meta: ActionMeta): void;
}

export function createEventBus(logger: Pick<Logger, 'error'>): EventBus {
  const handlers = new Map<string, Set<ActionHandler>>();
  return {
    onAction(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    emitAction(name, meta) {
      const set = handlers.get(name);
      if (!set || set.size === 0) return;
      for (const handler of [...set])
        setImmediate(() => {
          Promise.resolve()
            .then(() => handler(meta))
            .catch((error: unknown) => logger.error({ err: error, event: name }, 'action handler failed'));
        });
    },
  };
}
