import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { Config } from '../../config/load-config.js';

/**
 * Runs `work` (removing idle uploads) on TUS_CLEANUP_SCHEDULE, a cron pattern: never twice at
 * once, and a failure is logged, not thrown into the timer.
 */
export function scheduleTusCleanup(
  ctx: { config: Pick<Config, 'TUS_CLEANUP_SCHEDULE'>; logger: Pick<Logger, 'error'> },
  work: () => Promise<unknown>,
): { stop(): void } {
  const job = new Cron(
    ctx.config.TUS_CLEANUP_SCHEDULE,
    { protect: true, catch: (error) => ctx.logger.error({ err: error }, 'removing idle uploads failed') },
    async () => {
      await work();
    },
  );
  return { stop: () => job.stop() };
}
