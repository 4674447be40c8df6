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
    environment: 'jsdom',
    // The shared package's tests run here too, in jsdom (and in the server project, in Node).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', '../shared/src/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Whole-app tests click through lazily loaded routes; allow for a busy two-core machine.
    testTimeout: 20_000,
  },
});
