import type { LiveAuthMode, LiveChange, LiveConnection, LiveWatch } from '../lib/realtime/live-port.js';
import type { Item, PrimaryKey } from '../lib/schema/types.js';

/**
 * The in-memory side of {@link LiveConnection} for component tests: a test changes the fake's
 * data as another user would, then `push`es the change the server would send; every open
 * watch it concerns gets it.
 */
export interface FakeRealtime {
  /** The auth mode of each connection opened, in order. */
  readonly connections: LiveAuthMode[];
  /** Connections opened and not closed. */
  readonly openCount: number;
  /** The watches open now. */
  watches(): LiveWatch[];
  push(change: LiveChange): void;
  connect(authMode: LiveAuthMode): LiveConnection;
}

interface Watcher {
  target: LiveWatch;
  onChange: (change: LiveChange) => void;
}

export function createFakeRealtime(keyOf: (collection: string) => string): FakeRealtime {
  const connections: LiveAuthMode[] = [];
  const watchers = new Set<Watcher>();
  let openCount = 0;

  const concerns = (target: LiveWatch, change: LiveChange) => {
    if (target.collection !== change.collection) return false;
    if (target.item === undefined) return true;
    const keys: PrimaryKey[] =
      change.event === 'delete' ? change.keys : change.items.map((item: Item) => item[keyOf(change.collection)] as PrimaryKey);
    return keys.some((key) => String(key) === String(target.item));
  };

  return {
    connections,
    get openCount() {
      return openCount;
    },
    watches: () => [...watchers].map((watcher) => watcher.target),
    push(change) {
      for (const watcher of [...watchers]) if (concerns(watcher.target, change)) watcher.onChange(structuredClone(change));
    },
    connect(authMode) {
      connections.push(authMode);
      openCount += 1;
      const mine = new Set<Watcher>();
      let closed = false;
      return {
        watch(target, onChange) {
          const watcher = { target, onChange };
          if (!closed) {
            watchers.add(watcher);
            mine.add(watcher);
          }
          return () => {
            watchers.delete(watcher);
            mine.delete(watcher);
          };
        },
        close() {
          if (closed) return;
          closed = true;
          openCount -= 1;
          for (const watcher of mine) watchers.delete(watcher);
          mine.clear();
        },
      };
    },
  };
}
