import type { EventBus, EventMeta } from '../../events/event-bus.js';
import { SYSTEM_COLLECTIONS } from '@tessera/shared';
import type { MessageBus } from '../../sync/message-bus.js';
import type { SubscriptionEvent } from '../realtime-types.js';
import { UNSUBSCRIBABLE } from './resolve-subscription.js';

/** The bus channel realtime changes travel on, to every instance. */
export const REALTIME_CHANNEL = 'realtime';

/** Keys a change may name at most; a write of more keys is announced in several changes. */
const MAX_KEYS_PER_CHANGE = 1_000;
const ACTIONS: readonly SubscriptionEvent[] = ['create', 'update', 'delete'];

/** One committed write, as every instance hears it: which items of which collection, how. */
export interface RealtimeChange {
  collection: string;
  action: SubscriptionEvent;
  keys: (string | number)[];
  /** A field change's collection (`directus_fields` keys are field names). */
  parent?: string;
}

/** The action events of committed writes the broker hears: items and every system collection that may be subscribed. */
export function changeEventNames(): { name: string; action: SubscriptionEvent }[] {
  const scopes = ['items', ...SYSTEM_COLLECTIONS.filter((name) => !UNSUBSCRIBABLE.has(name)).map((name) => name.slice('directus_'.length))];
  return scopes.flatMap((scope) => ACTIONS.map((action) => ({ name: `${scope}.${action}`, action })));
}

const isKey = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length <= 512) || (typeof value === 'number' && Number.isFinite(value));

/** The change an action event's meta describes (`key` of a create, `keys` of an update or delete); null when it names none. */
export function changeOfAction(action: SubscriptionEvent, meta: EventMeta): RealtimeChange | null {
  const collection = meta.collection;
  if (typeof collection !== 'string') return null;
  const raw = Array.isArray(meta.keys) ? (meta.keys as unknown[]) : [meta.key];
  const keys = raw.filter(isKey);
  if (keys.length === 0) return null;
  return { collection, action, keys, ...(typeof meta.parent === 'string' ? { parent: meta.parent } : {}) };
}

/**
 * A message off the bus (from any instance, so checked like input): a change, or null for
 * anything malformed.
 */
export function parseChange(message: unknown): RealtimeChange | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { collection, action, keys, parent } = message as Record<string, unknown>;
  if (typeof collection !== 'string' || collection.length === 0 || collection.length > 256) return null;
  if (!ACTIONS.includes(action as SubscriptionEvent)) return null;
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS_PER_CHANGE || !keys.every(isKey)) return null;
  if (parent !== undefined && (typeof parent !== 'string' || parent.length > 256)) return null;
  return { collection, action: action as SubscriptionEvent, keys: [...keys], ...(parent === undefined ? {} : { parent }) };
}

/**
 * Announces every committed write on the bus, so each instance (this one included) can dispatch it
 * to its own subscribers. Answers the function that stops listening.
 */
export function announceChanges(events: EventBus, bus: MessageBus): () => void {
  const removers = changeEventNames().map(({ name, action }) =>
    events.onAction(name, (meta) => {
      const change = changeOfAction(action, meta);
      if (!change) return;
      for (let start = 0; start < change.keys.length; start += MAX_KEYS_PER_CHANGE)
        bus.publish(REALTIME_CHANNEL, { ...change, keys: change.keys.slice(start, start + MAX_KEYS_PER_CHANGE) });
    }),
  );
  return () => {
    for (const remove of removers) remove();
  };
}
