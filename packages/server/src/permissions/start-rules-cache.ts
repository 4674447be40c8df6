import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config/load-config.js';
import type { SchemaCache } from '../schema/schema-cache.js';
import { createRulesCache, type RulesCache } from './rules-cache.js';
import { createRulesSync } from './rules-sync.js';

export interface StartRulesCacheOptions {
  config: Pick<Config, 'SYNCHRONIZATION_STORE' | 'REDIS'>;
  db: Knex;
  schema: SchemaCache;
  logger: Logger;
}

/** The process's rules cache; with SYNCHRONIZATION_STORE=redis, invalidations reach every instance. */
export async function startRulesCache(options: StartRulesCacheOptions): Promise<RulesCache> {
  const { config, db, schema, logger } = options;
  if (config.SYNCHRONIZATION_STORE !== 'redis') return createRulesCache({ db, schema });
  if (!config.REDIS) throw new Error('SYNCHRONIZATION_STORE=redis needs REDIS (a redis:// URL)');
  let cache: RulesCache | null = null;
  const sync = await createRulesSync({ redisUrl: config.REDIS, logger, onChange: () => cache?.clear() });
  cache = createRulesCache({ db, schema, publish: sync.publish, close: sync.close });
  return cache;
}
