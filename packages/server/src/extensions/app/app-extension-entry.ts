import type { AppExtensionType } from '@tessera/extensions-sdk';

/**
 * One enabled app extension as the loader (ext-core's `ctx.extensions.appEntries()`) hands it to
 * the sources routes: its name, its type and the absolute path of its built ES module.
 */
export interface AppExtensionEntry {
  name: string;
  type: AppExtensionType;
  /** Absolute path of the built ES module (`<folder>/dist/index.js`). */
  file: string;
}
