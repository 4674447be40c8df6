import { randomUUID } from 'node:crypto';
import type { MessageBus } from '../../sync/message-bus.js';
import { MAX_FILTER_LENGTH, MAX_READERS } from './realtime-change.js';

/** The bus channel instances tell each other their subscribers' read filters on. */
export const READERS_CHANNEL = 'realtime-readers';
/** How often an instance repeats what it holds; one silent for three periods is forgotten (it stopped). */
const HEARTBEAT_MS = 30_000;
/** Collections one message may describe. */
const MAX_COLLECTIONS = 10_000;

/**
 * The read filters of the subscriptions every instance holds, by collection. A delete runs on one
 * instance while its subscribers may be on any: before the rows go, that instance asks the delete
 * which rows each of these filters could see, and the answer travels with the change.
 */
export interface ReaderDirectory {
  /** This instance's subscribers of `collection` now read through `filters` (none: forget it). */
  update(collection: string, filters: ReadonlySet<string>): void;
  /** Every distinct read filter held on `collection` by any instance, this one's included. */
  filtersOf(collection: string): string[];
  close(): void;
}

type State = Map<string, ReadonlySet<string>>;

interface Message {
  from: string;
  kind: 'state' | 'hello';
  collections?: Record<string, string[]>;
}

/**
 * Each instance publishes its whole state (collection → filters) whenever it changes, every
 * HEARTBEAT_MS, and when a new instance says hello; a state replaces the previous one of its
 * instance, so lost or reordered messages heal at the next one.
 */
export function createReaderDirectory(bus: MessageBus, options: { heartbeatMs?: number } = {}): ReaderDirectory {
  const me = randomUUID();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const own: State = new Map();
  const others = new Map<string, { seenAt: number; state: State }>();
  let scheduled = false;
  let closed = false;

  const publishState = () => {
    const collections: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    // Past MAX_READERS distinct filters (per-user rules), the rest are not told: their subscribers miss others' deletes.
    for (const [collection, filters] of own) collections[collection] = [...filters].slice(0, MAX_READERS);
    bus.publish(READERS_CHANNEL, { from: me, kind: 'state', collections } satisfies Message);
  };
  // Several subscriptions made in one tick are told once.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (!closed) publishState();
    });
  };
  const unsubscribe = bus.subscribe(READERS_CHANNEL, (raw) => {
    const message = parseMessage(raw);
    if (!message || message.from === me) return;
    if (message.kind === 'hello') {
      if (own.size > 0) schedule();
      return;
    }
    others.set(message.from, { seenAt: Date.now(), state: message.state });
  });
  const heartbeat = setInterval(() => {
    if (own.size > 0) publishState();
  }, heartbeatMs);
  heartbeat.unref();
  bus.publish(READERS_CHANNEL, { from: me, kind: 'hello' } satisfies Message);

  return {
    update(collection, filters) {
      if (filters.size === 0) own.delete(collection);
      else own.set(collection, new Set(filters));
      schedule();
    },
    filtersOf(collection) {
      const found = new Set(own.get(collection) ?? []);
      const oldest = Date.now() - 3 * heartbeatMs;
      for (const [instance, { seenAt, state }] of others) {
        if (seenAt < oldest) others.delete(instance);
        else for (const filter of state.get(collection) ?? []) found.add(filter);
      }
      return [...found];
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      own.clear();
      // The others forget this instance now rather than after three heartbeats.
      publishState();
    },
  };
}

/** A message off the bus, from any instance, so checked like input; null for anything malformed. */
function parseMessage(raw: unknown): (Omit<Message, 'collections'> & { state: State }) | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { from, kind, collections } = raw as Record<string, unknown>;
  if (typeof from !== 'string' || from.length === 0 || from.length > 100) return null;
  if (kind === 'hello') return { from, kind, state: new Map() };
  if (kind !== 'state' || typeof collections !== 'object' || collections === null || Array.isArray(collections)) return null;
  const entries = Object.entries(collections);
  if (entries.length > MAX_COLLECTIONS) return null;
  const state: State = new Map();
  for (const [collection, filters] of entries) {
    if (!Array.isArray(filters) || filters.length > MAX_READERS) return null;
    if (!filters.every((filter) => typeof filter === 'string' && filter.length <= MAX_FILTER_LENGTH)) return null;
    state.set(collection, new Set(filters as string[]));
  }
  return { from, kind, state };
}
