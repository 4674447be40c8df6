import type { Knex } from 'knex';
import type { SchemaCache } from '../schema/schema-cache.js';
import { compileRules, type CompiledRules } from './compile-rules.js';
import { loadRules } from './load-rules.js';

/** Compiled rules per role, built once per role and schema version, never per request. */
export interface RulesCache {
  /** The rules of `role` (null = public); `withDefaults` adds the signed-in user's default rules. */
  get(role: string | null, withDefaults: boolean): Promise<CompiledRules>;
  /** Permissions or roles changed here: drop everything and tell the other instances. */
  invalidate(): void;
  /** Calls `listener` after every invalidate() made here (not clear()); returns the unsubscribe. */
  onInvalidate(listener: () => void): () => void;
  /** Drop everything without telling anyone (a message from another instance). */
  clear(): void;
  /** Stops listening to other instances. */
  close(): Promise<void>;
}

export interface RulesCacheOptions {
  db: Knex;
  schema: SchemaCache;
  /** Called by invalidate() so other instances drop their copies too. */
  publish?: () => void;
  close?: () => Promise<void>;
}

export function createRulesCache(options: RulesCacheOptions): RulesCache {
  let entries = new Map<string, Promise<CompiledRules>>();
  let schemaVersion = -1;
  const listeners = new Set<() => void>();
  const clear = () => {
    entries = new Map();
  };
  return {
    async get(role, withDefaults) {
      const schema = await options.schema.get();
      if (schema.version !== schemaVersion) {
        clear();
        schemaVersion = schema.version;
      }
      const key = `${role ?? '$public'}|${withDefaults ? 'user' : 'none'}`;
      let entry = entries.get(key);
      if (!entry) {
        const owner = entries;
        entry = loadRules(options.db, role, { withDefaults }).then((rows) => compileRules(rows, schema));
        owner.set(key, entry);
        // A failed load is not remembered; an invalidation while loading drops it with its map.
        entry.catch(() => owner.delete(key));
      }
      return entry;
    },
    invalidate() {
      clear();
      options.publish?.();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear,
    close: async () => options.close?.(),
  };
}
