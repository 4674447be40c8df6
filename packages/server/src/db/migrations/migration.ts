import type { Knex } from 'knex';

/** One schema change, recorded by `version` in `directus_migrations` once it has run. */
export interface Migration {
  version: string;
  name: string;
  up(db: Knex): Promise<void>;
}
