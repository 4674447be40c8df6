import type { InitHandler } from '@tessera/extensions-sdk';
import type { Logger } from 'pino';

/**
 * The reference's init events, which only hooks listen to: the server emits them at fixed points of
 * its start (`app.before`, `app.after`, `routes.before`, `routes.after`, `routes.custom.before`,
 * `routes.custom.after`, `middlewares.before`, `middlewares.after`) with `{ app }` (here the Fastify
 * instance). Handlers are awaited in order; one that throws is logged and the start goes on.
 */
export interface InitEvents {
  on(event: string, handler: InitHandler, owner: string): () => void;
  emit(event: string, meta?: Record<string, unknown>): Promise<void>;
}

export function createInitEvents(logger: Pick<Logger, 'warn'>): InitEvents {
  const handlers = new Map<string, Set<{ handler: InitHandler; owner: string }>>();
  return {
    on(event, handler, owner) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      const entry = { handler, owner };
      set.add(entry);
      return () => void set.delete(entry);
    },
    async emit(event, meta = {}) {
      for (const { handler, owner } of [...(handlers.get(event) ?? [])]) {
        try {
          await handler({ event, ...meta });
        } catch (error) {
          logger.warn({ err: error, extension: owner, event }, `extension ${owner}: init handler of "${event}" failed`);
        }
      }
    },
  };
}
