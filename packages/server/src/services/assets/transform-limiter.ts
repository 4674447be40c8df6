import type { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';
import { createPrioritySlots, SLOTS_FULL, type PrioritySlots } from '../../utils/priority-slots.js';

/** Seconds a client is told to wait when every transform slot is taken; transforms take about that long. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Transforms of one caller that may wait for one of its slots; past this many the next is refused. */
const MAX_WAITING_PER_CALLER = 32;

export interface TransformLimits {
  /** ASSETS_TRANSFORM_MAX_CONCURRENT: computed at once in this process, by everyone. */
  maxConcurrent: number;
  /** ASSETS_TRANSFORM_MAX_CONCURRENT_PER_USER: computed at once for one caller. */
  maxPerCaller: number;
}

/**
 * Transforms computed at once, per process. The same derived image asked for by several requests
 * is computed once: later requests wait for the first and take no slot. Each caller (a user, or an
 * IP for anonymous callers and shares) computes at most `maxPerCaller` at once, its others waiting
 * in its own line, so one caller cannot hold every slot. A transform whose turn comes while all
 * `maxConcurrent` slots are taken is refused at once (503 with Retry-After), as the reference
 * refuses it, so a flood of distinct transforms cannot pile up work or memory; so is one finding
 * its caller's line full.
 */
export class TransformLimiter {
  private readonly pending = new Map<string, Promise<void>>();
  private readonly callers = new Map<string, PrioritySlots>();
  private computing = 0;

  constructor(private readonly limits: TransformLimits) {}

  /** Runs `compute` for `key` on behalf of `caller` unless it is already pending (then waits for that run). */
  async once(key: string, caller: string, compute: () => Promise<void>): Promise<void> {
    const pending = this.pending.get(key);
    if (pending) return pending;
    if (this.computing >= this.limits.maxConcurrent) throw busy();
    const run = this.inCallerSlot(caller, async () => {
      if (this.computing >= this.limits.maxConcurrent) throw busy();
      this.computing += 1;
      try {
        await compute();
      } finally {
        this.computing -= 1;
      }
    }).finally(() => this.pending.delete(key));
    this.pending.set(key, run);
    return run;
  }

  private async inCallerSlot(caller: string, task: () => Promise<void>): Promise<void> {
    let slots = this.callers.get(caller);
    if (!slots)
      this.callers.set(caller, (slots = createPrioritySlots({ max: this.limits.maxPerCaller, maxLowWaiting: MAX_WAITING_PER_CALLER })));
    try {
      if ((await slots.run('low', task)) === SLOTS_FULL) throw busy();
    } finally {
      // An idle caller's line is dropped: the map holds only callers with work under way.
      if (slots.running === 0 && slots.waiting.low === 0) this.callers.delete(caller);
    }
  }
}

function busy(): AppError {
  const error = serviceUnavailable('assets', 'Server too busy');
  error.extensions.retryAfter = BUSY_RETRY_AFTER_SECONDS;
  return error;
}
