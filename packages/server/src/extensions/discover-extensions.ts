import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPlainObject } from '../utils/is-plain-object.js';
import type { ExtensionSchema, ExtensionSource, FoundExtension } from './extension-types.js';
import { readManifest } from './read-manifest.js';

export interface DiscoveryOptions {
  /** EXTENSIONS_PATH, absolute. */
  extensionsPath: string;
  /** The project whose package.json and node_modules hold npm-installed extensions (the working directory). */
  projectDir: string;
}

/** A bound on the folders read, so a huge directory cannot stall the start. */
const MAX_FOLDERS = 1000;
/** npm packages taken as extensions, as in the reference (`directus-extension-*`, scoped too), and ours. */
const MODULE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?(?:directus|tessera)-extension-[a-z0-9._~-]+$/i;
/** The reference's older layout: `<EXTENSIONS_PATH>/<type>s/<name>/index.js` (operations: `api.js`). */
const LEGACY_FOLDERS = new Map<string, { type: ExtensionSchema['type']; entry: string }>([
  ['hooks', { type: 'hook', entry: 'index.js' }],
  ['endpoints', { type: 'endpoint', entry: 'index.js' }],
  ['operations', { type: 'operation', entry: 'api.js' }],
  ['interfaces', { type: 'interface', entry: 'index.js' }],
  ['displays', { type: 'display', entry: 'index.js' }],
  ['layouts', { type: 'layout', entry: 'index.js' }],
  ['modules', { type: 'module', entry: 'index.js' }],
  ['panels', { type: 'panel', entry: 'index.js' }],
]);

export interface Discovery {
  found: FoundExtension[];
  /** Folders that are no extension at all (no package.json), by path, with why. */
  skipped: { path: string; reason: string }[];
}

/** Every extension package under EXTENSIONS_PATH (and its `.registry` folder) and among the project's npm dependencies. */
export async function discoverExtensions(options: DiscoveryOptions): Promise<Discovery> {
  const discovery: Discovery = { found: [], skipped: [] };
  for (const name of await folderNames(options.extensionsPath)) {
    const dir = join(options.extensionsPath, name);
    if (name === '.registry') {
      for (const inner of await folderNames(dir)) await readPackage(discovery, join(dir, inner), inner, 'registry');
    } else if (name.startsWith('.') || name === 'node_modules') {
      continue;
    } else if (existsSync(join(dir, 'package.json'))) {
      await readPackage(discovery, dir, name, 'local');
    } else if (LEGACY_FOLDERS.has(name)) {
      await readLegacyFolder(discovery, dir, LEGACY_FOLDERS.get(name)!);
    } else {
      discovery.skipped.push({ path: dir, reason: 'it has no package.json' });
    }
  }
  for (const name of await moduleNames(options.projectDir))
    await readPackage(discovery, join(options.projectDir, 'node_modules', name), name, 'module');
  return discovery;
}

async function readPackage(discovery: Discovery, dir: string, folder: string, source: ExtensionSource): Promise<void> {
  let pkg: unknown;
  try {
    pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  } catch (error) {
    discovery.found.push({ folder, source, dir, schema: null, error: `its package.json cannot be read (${(error as Error).message})` });
    return;
  }
  const result = readManifest(pkg, dir, source !== 'module');
  discovery.found.push(
    'schema' in result ? { folder, source, dir, schema: result.schema } : { folder, source, dir, schema: null, error: result.error },
  );
}

async function readLegacyFolder(
  discovery: Discovery,
  dir: string,
  layout: { type: ExtensionSchema['type']; entry: string },
): Promise<void> {
  for (const name of await folderNames(dir)) {
    if (!existsSync(join(dir, name, layout.entry))) {
      discovery.skipped.push({ path: join(dir, name), reason: `it has no ${layout.entry}` });
      continue;
    }
    const schema: ExtensionSchema = { name, version: null, type: layout.type, host: '*', local: true, entrypoint: layout.entry };
    discovery.found.push({ folder: name, source: 'local', dir: join(dir, name), schema });
  }
}

/** The sub-folders of `dir` (none when it does not exist), sorted, at most MAX_FOLDERS. */
async function folderNames(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
      .map((entry) => entry.name)
      .sort()
      .slice(0, MAX_FOLDERS);
  } catch {
    return [];
  }
}

/** The project's dependencies named like extensions that npm installed into its node_modules. */
async function moduleNames(projectDir: string): Promise<string[]> {
  let pkg: unknown;
  try {
    pkg = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  const dependencies = isPlainObject(pkg) && isPlainObject(pkg.dependencies) ? Object.keys(pkg.dependencies) : [];
  return dependencies
    .filter((name) => MODULE_NAME.test(name) && !name.split('/').includes('..'))
    .filter((name) => existsSync(join(projectDir, 'node_modules', name, 'package.json')))
    .slice(0, MAX_FOLDERS);
}
