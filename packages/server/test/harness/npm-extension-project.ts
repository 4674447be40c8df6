import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's node_modules, where the real extension packages (devDependencies) are installed. */
const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'node_modules');

/**
 * An EXTENSIONS_PATH holding real packages from the npm registry, unchanged: each is linked from the
 * repository's node_modules (so its own dependencies resolve there, as in a project that installed it).
 */
export async function npmExtensionsFolder(...packages: string[]): Promise<{ path: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'tessera-npm-extensions-'));
  const path = join(root, 'extensions');
  await mkdir(path);
  for (const name of packages) await symlink(join(NODE_MODULES, name), join(path, name.replace('/', '__')), 'dir');
  return { path, remove: () => rm(root, { recursive: true, force: true }) };
}
