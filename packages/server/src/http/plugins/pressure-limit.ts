import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/load-config.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';

/**
 * The reference's pressure limiter: while this process's event loop or memory is past a limit,
 * requests get 503 SERVICE_UNAVAILABLE at once instead of queueing until everything times out.
 */
export async function registerPressureLimit(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.PRESSURE_LIMITER_ENABLED) return;
  await app.register(underPressure, {
    sampleInterval: config.PRESSURE_LIMITER_SAMPLE_INTERVAL,
    maxEventLoopUtilization: config.PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION,
    maxEventLoopDelay: config.PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY,
    maxRssBytes: config.PRESSURE_LIMITER_MAX_MEMORY_RSS,
    maxHeapUsedBytes: config.PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED,
    pressureHandler: async (_request, reply) => {
      if (config.PRESSURE_LIMITER_RETRY_AFTER > 0) void reply.header('retry-after', String(config.PRESSURE_LIMITER_RETRY_AFTER));
      throw serviceUnavailable('api', 'Under pressure');
    },
  });
}
