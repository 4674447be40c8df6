import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from './workspace-aliases.js';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'app',
    // vitest takes one worker on two cores (cores - 1); its files wait on the server or jsdom as much as
    // on the CPU, so two keep both cores busy (issue 39).
    maxWorkers: 2,
    environment: 'jsdom',
    // The shared package's tests run here too, in jsdom (and in the server project, in Node).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', '../shared/src/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // One module graph and one jsdom per worker, not one per file (issue 39): what a file leaves behind
    // (DOM, storage, notifications, spies, fake timers) is undone by the setup files after it.
    isolate: false,
    setupFiles: ['./src/testing/setup-tests.ts', '../server/test/harness/reset-per-file.ts'],
    // Whole-app tests click through lazily loaded routes; allow for a busy two-core machine (CI runs
    // these beside the server tests: a singleton page once took over 20 s there).
    testTimeout: 30_000,
  },
});
