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
    // Each HTTP test file boots its own server and databases.
    pool: 'forks',
    // One module graph per fork, not one per file: re-importing the server for each of ~470 files was
    // half of the workers' time (issue 39). Nothing in src/ or test/harness/ keeps state between
    // servers (each server builds its own context); what a test file stubs or fakes is undone at its
    // end (reset-per-file.ts). Not restoreMocks/unstubEnvs: they undo a file's beforeAll stubs before each test.
    isolate: false,
    setupFiles: ['test/harness/reset-per-file.ts'],
    // isolated-vm (the flows' Run Script sandbox) requires it on Node 20 and later, as bin/tessera.js passes it.
    execArgv: ['--no-node-snapshot'],
    // Four forks on two cores: the files wait on sockets, timers and the database servers more than on the
    // CPU (2 forks kept 1.0 core busy). Measured on a quiet machine, the 354 files: 363 s on 2, 286 s on 4.
    maxWorkers: 4,
    // Projects with their own worker count run as groups of their own (a vitest rule): server after the unit projects.
    sequence: { groupOrder: 1 },
    // Transformed like the server's own code, so it meets the same copy of `graphql` (ESM), not the CommonJS one.
    server: { deps: { inline: ['graphql-ws'] } },
  },
});
