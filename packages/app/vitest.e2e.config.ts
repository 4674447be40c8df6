import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases.js';

// Browser tests: headless Chromium against the real server (SQLite) serving the production build.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: workspaceAliases },
  test: {
    name: 'app-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    // Builds packages/app/dist first when it is missing or older than its sources.
    globalSetup: ['./e2e/support/global-setup.ts'],
    // Each file boots a server; on two busy cores that takes a while.
    testTimeout: 60_000,
    // expect.poll waits 1 s by default: a preview image or a saved preset took longer than that on two
    // loaded cores (files-library failed so). It returns as soon as it matches, so passing tests pay nothing.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    // One module graph per worker, not one per file: the server and playwright-core are imported once,
    // and the worker connects once to the run's Chromium (launched by the global setup), which serves
    // every file, each in contexts of its own. Each file starts its own server on its own database; what a file stubs or fakes is
    // undone at its end (the server's reset-per-file.ts).
    isolate: false,
    setupFiles: ['../server/test/harness/reset-per-file.ts'],
    // Two workers share the run's Chromium (issue 39): on two loaded cores the 180 browser tests took
    // 422 s so, against 522 s on one worker (both with the app build), with no failure.
    maxWorkers: 2,
    // Browser tests run last, once the other projects are done.
    sequence: { groupOrder: 2 },
  },
});
