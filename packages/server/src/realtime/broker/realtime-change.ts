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

/**
 * Under this key a delete's action meta carries which of its rows each subscribed read rule could
 * see before they went (a ReadableByRule), as the broker's witness found them in the delete's
 * transaction. A symbol: flows, webhooks and hooks never see it.
 */
export const DELETE_READERS = Symbol('realtime readers of deleted rows');

/** Per read filter (its JSON, as readFilterOf writes it) the deleted keys it matched. */
export type ReadableByRule = Array<[filter: string, keys: (string | number)[]]>;

/** One committed write, as every instance hears it: which items of which collection, how. */
export interface RealtimeChange {
  collection: string;
  action: SubscriptionEvent;
  keys: (string | number)[];
  /** A field change's collection (`directus_fields` keys are field names). */
  parent?: string;
  /**
   * A delete's keys each subscribed read rule could see before the rows went; a rule missing here
   * (or a change without it) saw none of them. Rules without a filter see every key and are not listed.
   */
  readable?: ReadableByRule;
}

/** Read filters one change may list at most, and the length of each. */
export const MAX_READERS = 1_000;
export const MAX_FILTER_LENGTH = 20_000;

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
  const readable = action === 'delete' ? (meta as Readonly<Record<symbol, unknown>>)[DELETE_READERS] : undefined;
  return {
    collection,
    action,
    keys,
    ...(typeof meta.parent === 'string' ? { parent: meta.parent } : {}),
    ...(readable === undefined ? {} : { readable: readable as ReadableByRule }),
  };
}

/** The part of `readable` about `keys` (a slice of a change's keys). */
function readableAmong(readable: ReadableByRule, keys: readonly (string | number)[]): ReadableByRule {
  const wanted = new Set(keys.map(String));
  return readable.map(([filter, matched]) => [filter, matched.filter((key) => wanted.has(String(key)))]);
}

function parseReadable(value: unknown): ReadableByRule | null {
  if (!Array.isArray(value) || value.length > MAX_READERS) return null;
  const readable: ReadableByRule = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [filter, keys] = entry as unknown[];
    if (typeof filter !== 'string' || filter.length > MAX_FILTER_LENGTH) return null;
    if (!Array.isArray(keys) || keys.length > MAX_KEYS_PER_CHANGE || !keys.every(isKey)) return null;
    readable.push([filter, [...keys]]);
  }
  return readable;
}

/**
 * A message off the bus (from any instance, so checked like input): a change, or null for
 * anything malformed.
 */
export function parseChange(message: unknown): RealtimeChange | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { collection, action, keys, parent, readable } = message as Record<string, unknown>;
  if (typeof collection !== 'string' || collection.length === 0 || collection.length > 256) return null;
  if (!ACTIONS.includes(action as SubscriptionEvent)) return null;
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS_PER_CHANGE || !keys.every(isKey)) return null;
  if (parent !== undefined && (typeof parent !== 'string' || parent.length > 256)) return null;
  const readers = readable === undefined ? undefined : parseReadable(readable);
  if (readers === null) return null;
  return {
    collection,
    action: action as SubscriptionEvent,
    keys: [...keys],
    ...(parent === undefined ? {} : { parent }),
    ...(readers === undefined ? {} : { readable: readers }),
  };
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
      for (let start = 0; start < change.keys.length; start += MAX_KEYS_PER_CHANGE) {
        const keys = change.keys.slice(start, start + MAX_KEYS_PER_CHANGE);
        const part = change.readable && keys.length < change.keys.length ? { readable: readableAmong(change.readable, keys) } : {};
        bus.publish(REALTIME_CHANNEL, { ...change, keys, ...part });
      }
    }),
  );
  return () => {
    for (const remove of removers) remove();
  };
}
