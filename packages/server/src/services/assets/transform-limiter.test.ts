import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error.js';
import { TransformLimiter } from './transform-limiter.js';

/** A compute that runs until released, counting how many run at once. */
function computes() {
  const releases: Array<() => void> = [];
  const state = { running: 0, peak: 0, started: [] as string[] };
  const compute = (name: string) => async () => {
    state.started.push(name);
    state.running += 1;
    state.peak = Math.max(state.peak, state.running);
    await new Promise<void>((resolve) => releases.push(resolve));
    state.running -= 1;
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { state, compute, releaseAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const codeOf = (error: unknown) => (isAppError(error) ? [error.code, error.extensions.retryAfter] : error);

describe('transform limiter', () => {
  it("computes at most maxPerCaller of one caller's transforms at once, the rest waiting in its line, others unaffected", async () => {
    const limiter = new TransformLimiter({ maxConcurrent: 3, maxPerCaller: 2 });
    const { state, compute, releaseAll } = computes();
    const floods = Array.from({ length: 6 }, (_, index) => limiter.once(`a${index}`, 'user:a', compute(`a${index}`)));
    await tick();
    expect(state.started).toEqual(['a0', 'a1']);
    // Another caller gets the slot the first one may not take.
    const other = limiter.once('b0', 'user:b', compute('b0'));
    await tick();
    expect(state.started).toEqual(['a0', 'a1', 'b0']);
    // With all three slots taken, a new caller's transform is refused, as the reference refuses it.
    expect(codeOf(await limiter.once('c0', 'ip:10.0.0.1', compute('c0')).catch((error: unknown) => error))).toEqual([
      'SERVICE_UNAVAILABLE',
      2,
    ]);
    await releaseAll();
    await Promise.all([...floods, other]);
    expect(state.peak).toBe(3);
    expect(state.started.filter((name) => name.startsWith('a'))).toHaveLength(6);
  });

  it('waits for a transform already pending, even one still in its caller line, without another slot', async () => {
    const limiter = new TransformLimiter({ maxConcurrent: 5, maxPerCaller: 1 });
    const { state, compute, releaseAll } = computes();
    const first = limiter.once('x', 'user:a', compute('x'));
    const queued = limiter.once('y', 'user:a', compute('y'));
    const joined = [limiter.once('y', 'user:b', compute('y again')), limiter.once('x', 'ip:1.2.3.4', compute('x again'))];
    await releaseAll();
    await Promise.all([first, queued, ...joined]);
    expect(state.started).toEqual(['x', 'y']);
  });

  it('refuses a transform finding 32 of its caller waiting, and forgets idle callers', async () => {
    const limiter = new TransformLimiter({ maxConcurrent: 100, maxPerCaller: 1 });
    const { compute, releaseAll } = computes();
    const accepted = Array.from({ length: 33 }, (_, index) => limiter.once(`k${index}`, 'user:a', compute(`k${index}`)));
    expect(codeOf(await limiter.once('k33', 'user:a', compute('k33')).catch((error: unknown) => error))).toEqual([
      'SERVICE_UNAVAILABLE',
      2,
    ]);
    await releaseAll();
    await Promise.all(accepted);
    expect((limiter as unknown as { callers: Map<string, unknown> }).callers.size).toBe(0);
  });

  it('frees the slot of a failed transform and hands its error to everyone waiting for it', async () => {
    const limiter = new TransformLimiter({ maxConcurrent: 1, maxPerCaller: 1 });
    const failing = async () => {
      await tick();
      throw new Error('corrupt image');
    };
    const results = await Promise.allSettled([limiter.once('x', 'user:a', failing), limiter.once('x', 'user:b', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(limiter.once('y', 'user:a', async () => {})).resolves.toBeUndefined();
  });
});
