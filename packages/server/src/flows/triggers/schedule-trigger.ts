import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { ExecuteFlow } from '../flow-engine.js';
import type { FlowDefinition } from '../flow-definition.js';

export interface ScheduleEnvironment {
  /** Whether this instance runs this tick (with Redis, exactly one instance does). */
  claimTick(flowId: string, tick: number): Promise<boolean>;
  execute: ExecuteFlow;
  logger: Pick<Logger, 'warn' | 'error'>;
}

/**
 * Schedules a `schedule` flow on its `cron` option (croner: 5 fields, or 6 with seconds first);
 * answers what stops it. Each tick is claimed first, named by its second, so instances sharing
 * Redis run it once. A malformed expression is logged and schedules nothing.
 */
export function scheduleFlow(flow: FlowDefinition, env: ScheduleEnvironment): () => void {
  const pattern = typeof flow.options.cron === 'string' ? flow.options.cron : '';
  let job: Cron;
  try {
    job = new Cron(pattern, { protect: true }, async () => {
      // Instances tick within milliseconds of the scheduled second: rounding names the same tick.
      const tick = Math.round(Date.now() / 1000);
      if (!(await env.claimTick(flow.id, tick))) return;
      await env
        .execute(flow, null, null)
        .catch((error: unknown) => env.logger.error({ err: error, flow: flow.id }, 'scheduled flow failed'));
    });
  } catch (error) {
    env.logger.warn({ err: error, flow: flow.id, cron: pattern }, 'schedule flow not scheduled: its cron expression is malformed');
    return () => undefined;
  }
  return () => job.stop();
}
