import { fileURLToPath } from 'node:url';

// The app reads sibling workspace packages from source (like the server's vitest config does),
// so neither the dev server, the build nor the tests need packages/sdk to be built first.
export const workspaceAliases = {
  '@tessera/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
  '@tessera/extensions-sdk': fileURLToPath(new URL('../extensions-sdk/src/index.ts', import.meta.url)),
  '@tessera/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
};
