import { fileURLToPath } from 'node:url';
// defineConfig comes from vitest/config so its types match @vitejs/plugin-react's (both resolve the
// root Vite); at runtime it is the identity function, whichever Vite binary runs the build.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressBuild } from './build/precompress.js';
import { workspaceAliases } from './workspace-aliases.js';

// Paths the dev server forwards to the API (everything the SDK calls); the app itself lives under /admin.
const API_PREFIXES = [
  '/auth',
  '/items',
  '/users',
  '/roles',
  '/permissions',
  '/collections',
  '/fields',
  '/relations',
  '/files',
  '/assets',
  '/folders',
  '/presets',
  '/settings',
  '/server',
  '/revisions',
  '/activity',
  '/utils',
  '/schema',
  '/notifications',
  '/shares',
  '/flows',
  '/operations',
  '/dashboards',
  '/panels',
  '/translations',
  '/versions',
  '/extensions',
  '/websocket',
  '/graphql',
];

const API_TARGET = 'http://localhost:8055';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react(), precompressBuild()],
  resolve: { alias: workspaceAliases },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true, ws: prefix === '/websocket' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
