import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The README example imports the package by name; tests run it against the sources.
    alias: { '@tessera/sdk': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'sdk',
    // vitest takes one worker on two cores (cores - 1); its files wait on the server or jsdom as much as
    // on the CPU, so two keep both cores busy (issue 39).
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (`*.test-d.ts`, expectTypeOf) run through tsc as part of `vitest run`.
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
      tsconfig: fileURLToPath(new URL('./tsconfig.typecheck.json', import.meta.url)),
    },
  },
});
