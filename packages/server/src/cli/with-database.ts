import type { Knex } from 'knex';
import type { Config } from '../config/load-config.js';
import { createConnection } from '../db/connection.js';

/** Runs a command against a fresh connection and always closes it. */
export async function withDatabase<T>(config: Config, run: (db: Knex) => Promise<T>): Promise<T> {
  const db = createConnection(config);
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}
