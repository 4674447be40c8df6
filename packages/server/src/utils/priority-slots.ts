/** `high` work always starts before any waiting `low` work. */
export type SlotPriority = 'high' | 'low';

/**
 * At most `max` tasks running at once; the others wait, `high` ones first, each priority in
 * arrival order. `low` tasks may wait only while fewer than `maxLowWaiting` do: past that,
 * run() answers the `full` sentinel instead of queueing, so the caller can refuse at once.
 */
export interface PrioritySlots {
  run<T>(priority: SlotPriority, task: () => Promise<T>): Promise<T | typeof SLOTS_FULL>;
  /** Takes effect as slots free up: a smaller cap lets running tasks finish. */
  resize(max: number): void;
  readonly running: number;
  readonly waiting: { high: number; low: number };
}

/** What run() answers when a `low` task finds the waiting line full. */
export const SLOTS_FULL: unique symbol = Symbol('slots full');

export function createPrioritySlots(options: { max: number; maxLowWaiting: number }): PrioritySlots {
  let max = Math.max(1, options.max);
  let running = 0;
  const lines: Record<SlotPriority, Array<() => void>> = { high: [], low: [] };

  const startNext = () => {
    while (running < max) {
      const next = lines.high.shift() ?? lines.low.shift();
      if (!next) return;
      running += 1;
      next();
    }
  };

  return {
    async run(priority, task) {
      if (running >= max) {
        if (priority === 'low' && lines.low.length >= options.maxLowWaiting) return SLOTS_FULL;
        await new Promise<void>((resolve) => lines[priority].push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        running -= 1;
        startNext();
      }
    },
    resize(value) {
      max = Math.max(1, value);
      startNext();
    },
    get running() {
      return running;
    },
    get waiting() {
      return { high: lines.high.length, low: lines.low.length };
    },
  };
}
