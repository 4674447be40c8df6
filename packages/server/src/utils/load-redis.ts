import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';

const require = createRequire(import.meta.url);

/**
 * The ioredis client class, loaded on first use: most installs never configure Redis, and loading
 * it costs the process about 8 MB of heap. Synchronous (ioredis is CommonJS) so callers that build
 * their clients synchronously stay so.
 */
export function loadRedis(): typeof IORedis.Redis {
  return (require('ioredis') as typeof IORedis).Redis;
}
