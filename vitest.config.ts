import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
