import type { TestProject } from 'vitest/node';
import { ensureAppBuild } from './app-build.mjs';
import { launchChromiumServer } from './chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens; support/worker-chromium.ts connects to it. */
    chromiumWsEndpoint: string;
  }
}

/**
 * Once per run, before any browser test: a production build of the current sources (no test file
 * builds), and one headless Chromium that every file connects to, closed (its profile removed) at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureAppBuild();
  const chromium = await launchChromiumServer();
  project.provide('chromiumWsEndpoint', chromium.wsEndpoint());
  return () => chromium.close();
}
