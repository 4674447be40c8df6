import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config/load-config.js';
import type { Secrets } from './config/secrets.js';
import type { SchemaCache } from './schema/schema-cache.js';

/** What the HTTP layer hands to operations: exactly the shared resources, nothing else. */
export interface AppContext {
  config: Config;
  db: Knex;
  secrets: Secrets;
  logger: Logger;
  schema: SchemaCache;
}
