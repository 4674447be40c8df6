import type { ReadableByRule, RealtimeChange } from './realtime-change.js';

/** Keys one merged change holds at most, so a burst never makes one unbounded re-read. */
export const MAX_MERGED_KEYS = 1_000;
/** Changes waiting for one collection past which they are merged at once rather than at the next drain. */
const COMPACT_AT = 1_000;

/**
 * Changes waiting for dispatch, one queue per collection so the changes of a collection are
 * dispatched one after another, in the order they came. While one is dispatched, those that
 * arrive meanwhile wait; adjacent ones of the same action (and parent) are then merged into one,
 * so a burst of writes costs one re-read per group instead of one per write.
 */
export class ChangeQueue {
  private readonly pending = new Map<string, RealtimeChange[]>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly dispatch: (change: RealtimeChange) => Promise<void>) {}

  push(change: RealtimeChange): void {
    if (this.closed) return;
    const queue = this.pending.get(change.collection);
    if (queue) {
      queue.push(change);
      // A flood that outpaces delivery: merge what waits now, so memory follows distinct changes, not writes.
      if (queue.length >= COMPACT_AT) queue.splice(0, queue.length, ...coalesce(queue));
      return;
    }
    this.pending.set(change.collection, [change]);
    const run = this.drain(change.collection).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Stops taking changes; answers once those being dispatched are done. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.pending.values()) queue.length = 0;
    await Promise.all([...this.running]);
  }

  private async drain(collection: string): Promise<void> {
    // Let the changes of this tick gather first.
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (;;) {
      const queue = this.pending.get(collection)!;
      if (queue.length === 0 || this.closed) {
        this.pending.delete(collection);
        return;
      }
      const batch = queue.splice(0, queue.length);
      for (const change of coalesce(batch)) await this.dispatch(change);
    }
  }
}

/** Merges adjacent changes of the same action and parent (up to MAX_MERGED_KEYS keys each); order across actions is kept. */
export function coalesce(changes: readonly RealtimeChange[]): RealtimeChange[] {
  const merged: RealtimeChange[] = [];
  let seen = new Set<string>();
  for (const change of changes) {
    const last = merged[merged.length - 1];
    if (
      last &&
      last.action === change.action &&
      last.parent === change.parent &&
      last.keys.length + change.keys.length <= MAX_MERGED_KEYS
    ) {
      for (const key of change.keys) {
        const id = `${typeof key}:${key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        last.keys.push(key);
      }
      if (last.readable || change.readable) last.readable = mergeReadable(last.readable ?? [], change.readable ?? []);
      continue;
    }
    seen = new Set(change.keys.map((key) => `${typeof key}:${key}`));
    merged.push({
      ...change,
      keys: [...new Set(change.keys)],
      ...(change.readable ? { readable: change.readable.map(([filter, keys]) => [filter, [...keys]]) } : {}),
    });
  }
  return merged;
}

/** Two deletes' readers as one: a rule saw a key if it saw it in either (a rule missing from one saw none of its keys). */
function mergeReadable(a: ReadableByRule, b: ReadableByRule): ReadableByRule {
  const byFilter = new Map<string, Map<string, string | number>>();
  for (const [filter, keys] of [...a, ...b]) {
    let known = byFilter.get(filter);
    if (!known) byFilter.set(filter, (known = new Map()));
    for (const key of keys) known.set(`${typeof key}:${key}`, key);
  }
  return [...byFilter].map(([filter, keys]) => [filter, [...keys.values()]]);
}
