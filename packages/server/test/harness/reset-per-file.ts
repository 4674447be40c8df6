import { afterAll, vi } from 'vitest';

/**
 * Run before every test file (setupFiles): files share one module graph per worker (isolate: false,
 * vitest.config.ts), so whatever a file leaves on the process would reach the next. Its spies,
 * stubbed variables and globals and fake timers end with it.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
