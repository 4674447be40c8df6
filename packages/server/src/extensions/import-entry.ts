import { realpath } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports an extension's built entry `path` (relative to its package folder `dir`) and answers its
 * default export (`export default …`, or `module.exports` of a CommonJS build). The file's real
 * path must lie inside the package's real folder, so a symlink cannot lead the import elsewhere.
 * `generation` busts the module cache: a reload imports the files anew.
 */
export async function importEntry(dir: string, path: string, generation: number): Promise<unknown> {
  const file = await entryFile(dir, path);
  const module = (await import(`${pathToFileURL(file).href}?v=${generation}`)) as { default?: unknown };
  const value = module.default;
  // A CommonJS build of an ES module (`exports.default = …`, `__esModule`) holds it one level down.
  if (value !== null && typeof value === 'object' && (value as { __esModule?: unknown }).__esModule && 'default' in value)
    return (value as { default: unknown }).default;
  return value;
}

/** The real path of entry `path` of the package in `dir`; throws unless it exists inside the package's real folder. */
export async function entryFile(dir: string, path: string): Promise<string> {
  const root = await realpath(dir);
  let file: string;
  try {
    file = await realpath(resolve(dir, path));
  } catch {
    throw new Error(`its entry ${path} does not exist`);
  }
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new Error(`its entry ${path} leads outside the package folder`);
  return file;
}
