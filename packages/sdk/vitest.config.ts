import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The README example imports the package by name; tests run it against the sources.
    alias: { '@tessera/sdk': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (`*.test-d.ts`, expectTypeOf) run through tsc as part of `vitest run`.
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
      tsconfig: fileURLToPath(new URL('./tsconfig.test.json', import.meta.url)),
    },
  },
});
