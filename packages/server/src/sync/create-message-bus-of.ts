import type { Logger } from 'pino';
import type { Config } from '../config/load-config.js';
import { DEFAULT_REDIS_URL } from '../schema/schema-sync.js';
import { createLocalMessageBus, createRedisMessageBus, type MessageBus } from './message-bus.js';

/** The bus the configuration asks for: Redis with SYNCHRONIZATION_STORE=redis or REDIS set, this process alone otherwise. */
export function createMessageBusOf(config: Config, logger: Logger): MessageBus {
  const onError = (error: unknown) => logger.warn({ err: error }, 'message bus error');
  if (config.SYNCHRONIZATION_STORE !== 'redis' && !config.REDIS) return createLocalMessageBus(onError);
  return createRedisMessageBus({ url: config.REDIS ?? DEFAULT_REDIS_URL, onError });
}
