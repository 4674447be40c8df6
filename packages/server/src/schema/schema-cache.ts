import type { Knex } from 'knex';
import { loadSchema } from './load-schema.js';
import type { SchemaOverview } from './schema-overview.js';

/** Holds the current SchemaOverview; rebuilt after schema changes, never per request. */
export interface SchemaCache {
  get(): Promise<SchemaOverview>;
  /** Drops the current model; the next get() rebuilds it (once, however many callers wait). */
  invalidate(): void;
}

export function createSchemaCache(db: Knex): SchemaCache {
  let version = 0;
  let current: Promise<SchemaOverview> | null = null;
  return {
    get() {
      if (!current) {
        const building = loadSchema(db, ++version);
        current = building;
        building.catch(() => {
          if (current === building) current = null;
        });
      }
      return current;
    },
    invalidate() {
      current = null;
    },
  };
}
