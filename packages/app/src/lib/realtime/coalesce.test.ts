import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce.js';

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a flood of triggers into one run per period', () => {
    const run = vi.fn();
    const { trigger } = coalesce(run, 250);
    for (let index = 0; index < 1000; index += 1) trigger();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
    trigger();
    trigger();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a scheduled run', () => {
    const run = vi.fn();
    const { trigger, cancel } = coalesce(run, 100);
    trigger();
    cancel();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });
});
