import type { Knex } from 'knex';
import type { ConnectionSettings, DbClient } from './dialects/dialect.js';
import { dialectFor, dialectOf } from './dialects/dialect-of.js';

export type { ConnectionSettings, DbClient } from './dialects/dialect.js';

/** A Knex instance for the configured database, set up by its dialect. */
export function createConnection(settings: ConnectionSettings): Knex {
  return dialectFor(settings.DB_CLIENT).connect(settings);
}

/**
 * Which database `db` talks to, for test and bench fixtures that differ per database. Product code
 * never branches on it: it asks `dialectOf(db)`, which owns every difference.
 */
export function dbClientOf(db: Knex): DbClient {
  return dialectOf(db).client;
}
