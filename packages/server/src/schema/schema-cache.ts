import type { Knex } from 'knex';
import { loadSchema, type LoadSchemaOptions } from './load-schema.js';
import type { SchemaOverview } from './schema-overview.js';

/** Holds the current SchemaOverview; rebuilt after schema changes, never per request. */
export interface SchemaCache {
  get(): Promise<SchemaOverview>;
  /** How the model is read (excluded tables), for code that reads a fresh one itself. */
  readonly loadOptions: LoadSchemaOptions;
  /**
   * Drops the current model; the next get() rebuilds it (once, however many callers wait).
   * Other instances are told too (see schema-sync.ts) unless `local` is set, as it is when the
   * news comes from another instance.
   */
  invalidate(options?: { local?: boolean }): void;
  /** Calls `listener` after every invalidation made here (not those heard from other instances); returns the unsubscribe. */
  onInvalidate(listener: () => void): () => void;
}

export function createSchemaCache(db: Knex, loadOptions: LoadSchemaOptions = {}): SchemaCache {
  let version = 0;
  let current: Promise<SchemaOverview> | null = null;
  const listeners = new Set<() => void>();
  return {
    loadOptions,
    get() {
      if (!current) {
        const building = loadSchema(db, ++version, loadOptions);
        current = building;
        building.catch(() => {
          if (current === building) current = null;
        });
      }
      return current;
    },
    invalidate(options = {}) {
      current = null;
      if (options.local) return;
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
