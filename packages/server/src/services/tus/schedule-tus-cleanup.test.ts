import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { scheduleTusCleanup } from './schedule-tus-cleanup.js';

const logger = { error: vi.fn() };

describe('scheduleTusCleanup', () => {
  afterEach(() => vi.useRealTimers());

  it('removes idle uploads at the top of every hour while TUS_CLEANUP_SCHEDULE is unset', async () => {
    vi.useFakeTimers({ now: new Date(2030, 0, 1, 12, 59, 30) });
    const work = vi.fn(async () => 0);
    const job = scheduleTusCleanup({ config: loadConfig({ envFile: null, env: { TUS_ENABLED: 'true' } }), logger }, work);
    try {
      await vi.advanceTimersByTimeAsync(29_000);
      expect(work).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(work).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(59 * 60_000);
      expect(work).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(work).toHaveBeenCalledTimes(2);
    } finally {
      job.stop();
    }
  });

  it('logs a failed run and runs again at the next time', async () => {
    vi.useFakeTimers({ now: new Date(2030, 0, 1, 12, 0, 0, 500) });
    const work = vi.fn(async () => {
      throw new Error('store unreachable');
    });
    const job = scheduleTusCleanup({ config: { TUS_CLEANUP_SCHEDULE: '* * * * * *' }, logger }, work);
    try {
      await vi.advanceTimersByTimeAsync(2_100);
      expect(work.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(logger.error).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'store unreachable' }) },
        'removing idle uploads failed',
      );
    } finally {
      job.stop();
    }
  });
});
