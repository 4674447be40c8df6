import { existsSync } from 'node:fs';

/** The built command line (`tsc -b packages/server`, which `npm test` runs first). */
export const BUILT_MAIN = new URL('../../dist/main.js', import.meta.url);

/**
 * Whether a suite that runs the built command line can run. Without dist/main.js it is skipped with
 * one line saying how to build it; under CI=true it always runs, so a missing build fails it.
 */
export function hasBuiltCli(suite: string): boolean {
  if (existsSync(BUILT_MAIN) || process.env.CI === 'true') return true;
  console.log(
    `Skipping "${suite}": packages/server/dist/main.js is not built (npx tsc -b packages/server builds it; CI=true requires it).`,
  );
  return false;
}
