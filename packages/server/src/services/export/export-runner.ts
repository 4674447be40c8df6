import type { Logger } from 'pino';
import { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';

export interface ExportLimits {
  /** Exports one caller (user, or the public role) may have running at once. */
  perCaller: number;
  /** Exports this process runs at once, all callers together. */
  total: number;
}

/** Two per caller, four in all: each holds a page in memory and a database connection while it reads. */
export const DEFAULT_EXPORT_LIMITS: ExportLimits = { perCaller: 2, total: 4 };

export interface ExportRunner {
  /**
   * Starts `run` in the background (after the current request's work), or refuses with 429
   * REQUESTS_EXCEEDED when the caller or the process already runs as many exports as allowed.
   */
  start(caller: string, run: (signal: AbortSignal) => Promise<unknown>): void;
  /** Exports running now. */
  readonly running: number;
  /** Refuses new exports, aborts the running ones (between two pages) and waits until each has cleaned up. */
  close(): Promise<void>;
}

/** The exports of one process, bounded; `close()` is how the server stops them when it shuts down. */
export function createExportRunner(logger: Logger, limits: ExportLimits = DEFAULT_EXPORT_LIMITS): ExportRunner {
  const jobs = new Set<{ done: Promise<void>; controller: AbortController }>();
  const perCaller = new Map<string, number>();
  let closed = false;
  return {
    start(caller, run) {
      if (closed) throw serviceUnavailable('export', 'The server is shutting down');
      const mine = perCaller.get(caller) ?? 0;
      if (mine >= limits.perCaller) throw tooManyExports(`${limits.perCaller} exports of yours are still running`, limits.perCaller);
      if (jobs.size >= limits.total) throw tooManyExports(`${limits.total} exports are running on this server`, limits.total);
      perCaller.set(caller, mine + 1);
      const controller = new AbortController();
      const job = { controller, done: Promise.resolve() };
      job.done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => run(controller.signal))
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, 'an export ended with an error'),
        )
        .finally(() => {
          jobs.delete(job);
          const left = (perCaller.get(caller) ?? 1) - 1;
          if (left === 0) perCaller.delete(caller);
          else perCaller.set(caller, left);
        });
      jobs.add(job);
    },
    get running() {
      return jobs.size;
    },
    async close() {
      closed = true;
      const reason = serviceUnavailable('export', 'The server shut down before the export finished');
      for (const job of jobs) job.controller.abort(reason);
      await Promise.all([...jobs].map((job) => job.done));
    },
  };
}

function tooManyExports(reason: string, limit: number): AppError {
  return new AppError('REQUESTS_EXCEEDED', `Too many exports: ${reason}. Try again when one has finished.`, { limit });
}
