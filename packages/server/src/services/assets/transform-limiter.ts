import type { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';

/** Seconds a client is told to wait when every transform slot is taken; transforms take about that long. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Transforms computed at once, per process. The same derived image asked for by several requests
 * is computed once: later requests wait for the first and take no slot. A new transform beyond
 * `maxConcurrent` is refused at once (503 with Retry-After) instead of waiting, so a flood of
 * distinct transforms cannot pile up work or memory.
 */
export class TransformLimiter {
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly maxConcurrent: number) {}

  /** Runs `compute` for `key` unless it is already running (then waits for that run). */
  async once(key: string, compute: () => Promise<void>): Promise<void> {
    const pending = this.running.get(key);
    if (pending) return pending;
    if (this.running.size >= this.maxConcurrent) throw busy();
    const run = compute().finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }
}

function busy(): AppError {
  const error = serviceUnavailable('assets', 'Server too busy');
  error.extensions.retryAfter = BUSY_RETRY_AFTER_SECONDS;
  return error;
}
