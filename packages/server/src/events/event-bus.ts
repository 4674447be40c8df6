import type { Logger } from 'pino';
import type { Accountability } from '../permissions/accountability.js';

/** What an event handler gets besides the payload: the event's own fields (`event`, `key(s)`, `collection`, …). */
export type EventMeta = Readonly<Record<string, unknown>>;
/** An action's meta (`payload`, `key` or `keys`, `collection`). */
export type ActionMeta = EventMeta;
export type ActionHandler = (meta: EventMeta, accountability: Accountability | null) => void | Promise<void>;
/**
 * A filter handler: answers the payload to carry on with (undefined keeps it as it is), or throws
 * (an AppError, so the request answers with its status and code) to cancel the write.
 */
export type FilterHandler = (payload: unknown, meta: EventMeta, accountability: Accountability | null) => unknown;

/**
 * The server's event bus, with the reference's event names (`items.create`,
 * `<collection>.items.create`, `users.create`, `files.upload`, `auth.login`, `server.start`, …).
 * Filter events run inside the request before a write, in registration order, and may change or
 * cancel its payload. Action events are emitted after a write has committed, so a handler never
 * sees a write that is later rolled back; they run on a later tick, never delay or fail the
 * request, and their errors are logged.
 */
export interface EventBus {
  /** Registers `handler` for the action `name`; answers a function that removes it again. */
  onAction(name: string, handler: ActionHandler): () => void;
  /** Runs every handler of `name` with `meta` later; returns at once. */
  emitAction(name: string, meta: EventMeta, accountability?: Accountability | null): void;
  /**
   * Runs every handler of `name` now and resolves once all have finished (their errors logged, never
   * thrown): for the server's own events whose effect the answer must already include, such as the
   * firing webhooks read again before `POST /webhooks` answers.
   */
  settleAction(name: string, meta: EventMeta, accountability?: Accountability | null): Promise<void>;
  /** Registers `handler` for the filter `name`; answers a function that removes it again. */
  onFilter(name: string, handler: FilterHandler): () => void;
  /** Runs the handlers of `name` in order, each on the payload the previous one answered; answers the last. */
  emitFilter(name: string, payload: unknown, meta: EventMeta, accountability: Accountability | null): Promise<unknown>;
  /** Whether any filter handler listens to `name` (so callers can skip preparing a payload). */
  hasFilter(name: string): boolean;
}

export function createEventBus(logger: Pick<Logger, 'error'>): EventBus {
  const actions = new HandlerTable<ActionHandler>();
  const filters = new HandlerTable<FilterHandler>();
  return {
    onAction: (name, handler) => actions.add(name, handler),
    emitAction(name, meta, accountability = null) {
      for (const handler of actions.of(name))
        setImmediate(() => {
          Promise.resolve()
            .then(() => handler(meta, accountability))
            .catch((error: unknown) => logger.error({ err: error, event: name }, 'action handler failed'));
        });
    },
    async settleAction(name, meta, accountability = null) {
      await Promise.all(
        actions.of(name).map((handler) =>
          Promise.resolve()
            .then(() => handler(meta, accountability))
            .catch((error: unknown) => logger.error({ err: error, event: name }, 'action handler failed')),
        ),
      );
    },
    onFilter: (name, handler) => filters.add(name, handler),
    async emitFilter(name, payload, meta, accountability) {
      let current = payload;
      for (const handler of filters.of(name)) {
        const answered = await handler(current, meta, accountability);
        if (answered !== undefined) current = answered;
      }
      return current;
    },
    hasFilter: (name) => filters.of(name).length > 0,
  };
}

/** Handlers by event name, in a Map: `__proto__` is an event name like any other. */
class HandlerTable<Handler> {
  private readonly byName = new Map<string, Set<Handler>>();

  add(name: string, handler: Handler): () => void {
    let set = this.byName.get(name);
    if (!set) this.byName.set(name, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }

  /** A copy, so a handler that removes itself does not disturb the loop over the others. */
  of(name: string): Handler[] {
    const set = this.byName.get(name);
    return set ? [...set] : [];
  }
}
