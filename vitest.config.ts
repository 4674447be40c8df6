import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests; each package keeps its own config.
export default defineConfig({
  test: {
    // The app's browser tests (headless Chromium against the real server) are a project of their own.
    projects: ['packages/*/vitest.config.ts', 'packages/app/vitest.e2e.config.ts'],
  },
});
