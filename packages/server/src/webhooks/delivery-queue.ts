/**
 * Runs webhook deliveries at most `concurrency` at a time, with at most `maxPending` waiting: a
 * flood of writes cannot open unbounded sockets or grow memory without end. A job past the limit
 * is dropped and `onDrop` called (the caller logs it). Jobs never reject (deliverWebhook logs).
 */
export interface DeliveryQueue {
  push(job: () => Promise<unknown>): void;
  /** Resolves when nothing runs or waits (tests, graceful shutdown). */
  idle(): Promise<void>;
}

export function createDeliveryQueue(options: { concurrency: number; maxPending: number; onDrop: () => void }): DeliveryQueue {
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;
  let idleWaiters: Array<() => void> = [];
  const settle = (): void => {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const next = (): void => {
    while (running < options.concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running++;
      void job()
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
          settle();
        });
    }
  };
  return {
    push(job) {
      if (waiting.length >= options.maxPending) return options.onDrop();
      waiting.push(job);
      next();
    },
    idle: () => (running === 0 && waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
  };
}
