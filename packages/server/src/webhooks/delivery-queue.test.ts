import { describe, expect, it } from 'vitest';
import { createDeliveryQueue } from './delivery-queue.js';

describe('createDeliveryQueue', () => {
  it('runs at most `concurrency` jobs at once, drops past `maxPending`, and reports idle', async () => {
    let dropped = 0;
    const queue = createDeliveryQueue({ concurrency: 2, maxPending: 3, onDrop: () => void dropped++ });
    let running = 0;
    let most = 0;
    let done = 0;
    const job = () => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      done++;
    };
    // Two start at once, three wait, the sixth and seventh are dropped.
    for (let index = 0; index < 7; index++) queue.push(job());
    await queue.idle();
    expect(most).toBe(2);
    expect(done).toBe(5);
    expect(dropped).toBe(2);
  });

  it('keeps going after a job that rejects', async () => {
    const queue = createDeliveryQueue({ concurrency: 1, maxPending: 10, onDrop: () => undefined });
    let ran = false;
    queue.push(() => Promise.reject(new Error('boom')));
    queue.push(async () => void (ran = true));
    await queue.idle();
    expect(ran).toBe(true);
  });
});
