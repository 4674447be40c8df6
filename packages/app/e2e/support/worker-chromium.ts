import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

let connected: Promise<Browser> | undefined;

/**
 * The run's one headless Chromium (launched with the default flags by the global setup), connected
 * once per worker: the project shares one module graph per worker (isolate: false,
 * vitest.e2e.config.ts), so every file the worker runs reuses the connection. Files never share a
 * browser context, so no page, cookie or storage of one file reaches the next. A dropped connection
 * is made again.
 */
export function workerChromium(): Promise<Browser> {
  connected ??= chromium.connect(inject('chromiumWsEndpoint'), { timeout: 60_000 }).then(
    (browser) => {
      browser.on('disconnected', () => {
        connected = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      connected = undefined;
      throw error;
    },
  );
  return connected;
}
