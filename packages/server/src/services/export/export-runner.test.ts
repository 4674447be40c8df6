import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createExportRunner } from './export-runner.js';

const logger = pino({ level: 'silent' });

/** A run that lasts until released, or until aborted (then it takes `cleanupMs` to clean up). */
function controllableRun(cleanupMs = 0) {
  let release: () => void = () => {};
  const state = { started: false, finished: false, abortReason: undefined as unknown };
  const run = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      state.started = true;
      release = () => resolve();
      const onAbort = () => {
        state.abortReason = signal.reason;
        setTimeout(resolve, cleanupMs);
      };
      // A run the runner starts after close() began gets an aborted signal: it must stop at once too.
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort);
    }).then(() => {
      state.finished = true;
    });
  return { run, state, release: () => release() };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createExportRunner', () => {
  it('starts a run after the current work, not inside start()', async () => {
    const runner = createExportRunner(logger);
    const job = controllableRun();
    runner.start('a', job.run);
    expect(job.state.started).toBe(false);
    await tick();
    expect(job.state.started).toBe(true);
    job.release();
    await runner.close();
  });

  it('refuses a caller past two running exports and the process past four, with 429; a finished export frees its slot', async () => {
    const runner = createExportRunner(logger);
    const jobs = Array.from({ length: 4 }, () => controllableRun());
    runner.start('a', jobs[0]!.run);
    runner.start('a', jobs[1]!.run);
    expect(() => runner.start('a', controllableRun().run)).toThrow(expect.objectContaining({ code: 'REQUESTS_EXCEEDED', status: 429 }));
    runner.start('b', jobs[2]!.run);
    runner.start('c', jobs[3]!.run);
    expect(runner.running).toBe(4);
    expect(() => runner.start('d', controllableRun().run)).toThrow(
      expect.objectContaining({
        code: 'REQUESTS_EXCEEDED',
        message: 'Too many exports: 4 exports are running on this server. Try again when one has finished.',
      }),
    );
    await tick();
    jobs[0]!.release();
    await tick();
    await tick();
    expect(runner.running).toBe(3);
    const next = controllableRun();
    runner.start('a', next.run);
    for (const job of [...jobs, next]) job.release();
    await runner.close();
    expect(runner.running).toBe(0);
  });

  it('frees the slot of a run that fails, without an unhandled rejection', async () => {
    const runner = createExportRunner(logger, { perCaller: 1, total: 1 });
    runner.start('a', async () => {
      throw new Error('boom');
    });
    await tick();
    await tick();
    expect(runner.running).toBe(0);
    runner.start('a', async () => {});
    await runner.close();
  });

  it('close() aborts running exports with SERVICE_UNAVAILABLE, waits for their clean-up, then refuses new ones', async () => {
    const runner = createExportRunner(logger);
    const jobs = [controllableRun(30), controllableRun(60)];
    runner.start('a', jobs[0]!.run);
    runner.start('b', jobs[1]!.run);
    await tick();
    await runner.close();
    for (const job of jobs) {
      expect(job.state.finished).toBe(true);
      expect(job.state.abortReason).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    expect(() => runner.start('a', controllableRun().run)).toThrow(expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', status: 503 }));
  });
});
