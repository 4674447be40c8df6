import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@tessera/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    // The shared package's tests run here too, in Node (and in the app project, in jsdom).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../shared/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each HTTP test file boots its own server and databases; two cores, so two forks.
    pool: 'forks',
    // isolated-vm (the flows' Run Script sandbox) requires it on Node 20 and later, as bin/tessera.js passes it.
    execArgv: ['--no-node-snapshot'],
    maxWorkers: 2,
    // Projects with their own worker count run as groups of their own (a vitest rule): server after the unit projects.
    sequence: { groupOrder: 1 },
    // Transformed like the server's own code, so it meets the same copy of `graphql` (ESM), not the CommonJS one.
    server: { deps: { inline: ['graphql-ws'] } },
  },
});
