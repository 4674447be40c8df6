import type { LiveChange, LiveConnection, LiveWatch } from '../../../lib/realtime/live-port.js';

/** Stable for the content module's lifetime; watches made before the connection opens start once it does. */
export interface LiveHub {
  watch(target: LiveWatch, onChange: (change: LiveChange) => void): () => void;
  attach(connection: LiveConnection): void;
  /** Stops every watch on the connection and closes it; the watches stay registered for the next attach. */
  detach(): void;
}

interface Entry {
  target: LiveWatch;
  onChange: (change: LiveChange) => void;
  stop?: () => void;
}

export function createLiveHub(): LiveHub {
  let connection: LiveConnection | null = null;
  const entries = new Set<Entry>();
  return {
    watch(target, onChange) {
      const entry: Entry = { target, onChange };
      entries.add(entry);
      if (connection) entry.stop = connection.watch(target, onChange);
      return () => {
        entries.delete(entry);
        entry.stop?.();
      };
    },
    attach(next) {
      connection = next;
      for (const entry of entries) entry.stop = next.watch(entry.target, entry.onChange);
    },
    detach() {
      for (const entry of entries) {
        entry.stop?.();
        entry.stop = undefined;
      }
      connection?.close();
      connection = null;
    },
  };
}
