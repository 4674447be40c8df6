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
  const sampleInterval = config.PRESSURE_LIMITER_SAMPLE_INTERVAL;
  // Start-up (imports, the schema, extensions) keeps the event loop busy before the server listens, and
  // the samples taken then said "under pressure" to the first requests of every fresh start (issue 37's
  // first-run test). The load is judged only from samples taken wholly after listening.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onListen', async () => {
    judgedFrom = performance.now() + 2 * sampleInterval;
  });
  await app.register(underPressure, {
    sampleInterval,
    // Utilisation over the last sample interval, as the reference measures it; the plugin's default
    // averages it since start, which both lingers after start-up and takes long to see a new overload.
    eventLoopUtilizationMode: 'interval',
    maxEventLoopUtilization: config.PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION,
    maxEventLoopDelay: config.PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY,
    maxRssBytes: config.PRESSURE_LIMITER_MAX_MEMORY_RSS,
    maxHeapUsedBytes: config.PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED,
    pressureHandler: async (_request, reply) => {
      if (performance.now() < judgedFrom) return;
      if (config.PRESSURE_LIMITER_RETRY_AFTER > 0) void reply.header('retry-after', String(config.PRESSURE_LIMITER_RETRY_AFTER));
      throw serviceUnavailable('api', 'Under pressure');
    },
  });
}
