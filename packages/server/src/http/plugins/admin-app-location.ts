import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the admin app's build is, and whether there is one to serve. */
export interface AdminAppLocation {
  /** The folder of index.html and assets, or null when the app package is not installed. */
  root: string | null;
  isBuilt: boolean;
  /** One line for the start-up log: where the app is served from, or what to run to build it. */
  description: string;
}

const BUILD_COMMAND = 'npm run build -w @tessera/app';

/**
 * Finds the admin app: ADMIN_APP_DIR when set, else the `dist` folder of the installed `@tessera/app`
 * package, found the way Node finds any dependency. Counting `..` from this file broke whenever the
 * server's build layout moved (issue 37), so nothing here depends on where this module sits.
 */
export function locateAdminApp(configured: string | undefined): AdminAppLocation {
  if (configured) {
    const isBuilt = hasIndex(configured);
    return {
      root: configured,
      isBuilt,
      description: isBuilt
        ? `Serving the admin app from ${configured} (ADMIN_APP_DIR)`
        : `ADMIN_APP_DIR=${configured} holds no index.html: /admin answers 503 until a build of the app is there`,
    };
  }
  const packageDir = appPackageDir();
  if (packageDir === null)
    return {
      root: null,
      isBuilt: false,
      description: 'The admin app package @tessera/app is not installed: /admin answers 503 (install it, or set ADMIN_APP_DIR)',
    };
  const root = join(packageDir, 'dist');
  const isBuilt = hasIndex(root);
  return {
    root,
    isBuilt,
    description: isBuilt
      ? `Serving the admin app from ${root}`
      : `The admin app is not built: run \`${BUILD_COMMAND}\` in ${dirname(dirname(packageDir))}, then restart (until then /admin answers 503)`,
  };
}

/** What /admin answers while there is no build. */
export function notBuiltMessage(location: AdminAppLocation): string {
  return location.root === null
    ? 'The admin app is not installed: install @tessera/app or set ADMIN_APP_DIR.'
    : `The admin app is not built: run \`${BUILD_COMMAND}\`.`;
}

function appPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('@tessera/app/package.json'));
  } catch {
    // A server installed without the app (an API-only deployment): nothing to serve, said once at start.
    return null;
  }
}

function hasIndex(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}
