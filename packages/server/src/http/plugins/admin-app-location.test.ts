import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locateAdminApp, notBuiltMessage } from './admin-app-location.js';

const APP_PACKAGE_DIST = fileURLToPath(new URL('../../../../app/dist', import.meta.url));

describe('where the admin app is served from', () => {
  it('by default, the dist folder of the installed @tessera/app package, found as Node finds dependencies', () => {
    const location = locateAdminApp(undefined);
    expect(location.root).toBe(APP_PACKAGE_DIST);
    expect(location.description).toMatch(location.isBuilt ? /^Serving the admin app from / : /run `npm run build -w @tessera\/app`/);
  });

  it('ADMIN_APP_DIR when set, and says when it holds no build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-app-'));
    const missing = locateAdminApp(empty);
    expect(missing).toMatchObject({ root: empty, isBuilt: false });
    expect(missing.description).toContain('holds no index.html');
    expect(notBuiltMessage(missing)).toBe('The admin app is not built: run `npm run build -w @tessera/app`.');
    const built = mkdtempSync(join(tmpdir(), 'tessera-app-'));
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    expect(locateAdminApp(built)).toMatchObject({
      root: built,
      isBuilt: true,
      description: `Serving the admin app from ${built} (ADMIN_APP_DIR)`,
    });
  });
});
