import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config/load-config.js';
import type { SchemaCache } from '../schema/schema-cache.js';
import { DEFAULT_REDIS_URL } from '../schema/schema-sync.js';
import { createRulesCache, type RulesCache } from './rules-cache.js';
import { createRulesSync } from './rules-sync.js';

export interface StartRulesCacheOptions {
  config: Pick<Config, 'SYNCHRONIZATION_STORE' | 'REDIS'>;
  db: Knex;
  schema: SchemaCache;
  logger: Logger;
}

/** The process's rules cache; with SYNCHRONIZATION_STORE=redis, invalidations reach every instance over Redis. */
export async function startRulesCache(options: StartRulesCacheOptions): Promise<RulesCache> {
  const { config, db, schema, logger } = options;
  if (config.SYNCHRONIZATION_STORE !== 'redis') return createRulesCache({ db, schema });
  let cache: RulesCache | null = null;
  // The same Redis as the schema sync: REDIS, or the local default when unset.
  const sync = await createRulesSync({ redisUrl: config.REDIS ?? DEFAULT_REDIS_URL, logger, onChange: () => cache?.clear() });
  cache = createRulesCache({ db, schema, publish: sync.publish, close: sync.close });
  return cache;
}
