import { isAbsolute, relative, resolve } from 'node:path';
import type { EntryPath, ExtensionType } from '@tessera/extensions-sdk';
import { isPlainObject } from '../utils/is-plain-object.js';
import type { ExtensionEntryInfo, ExtensionSchema } from './extension-types.js';

/** The package.json keys of a manifest, ours first (the reference's is read when ours is absent). */
export const MANIFEST_KEYS = ['tessera:extension', 'directus:extension'] as const;
/** More entries than any real bundle holds: a bound on the loop over user input. */
const MAX_BUNDLE_ENTRIES = 200;

// The SDK's type lists, repeated: the server imports only types from @tessera/extensions-sdk.
const APP_TYPES: ReadonlySet<string> = new Set(['interface', 'display', 'layout', 'module', 'panel']);
const NESTED_TYPES: ReadonlySet<string> = new Set(['hook', 'endpoint', 'operation', ...APP_TYPES]);
const HYBRID_TYPES: ReadonlySet<string> = new Set(['operation']);

export type ManifestResult = { schema: ExtensionSchema } | { error: string };

/**
 * Checks an extension's package.json (the reference's documented format): a known `type`, a `host`,
 * entry `path`s inside the package folder `dir` (no absolute paths, no `..` out of it), and for a
 * bundle its `entries`. Answers what `GET /extensions` shows as `schema`, or why it was refused.
 */
export function readManifest(pkg: unknown, dir: string, local: boolean): ManifestResult {
  if (!isPlainObject(pkg)) return { error: 'package.json is not a JSON object' };
  const key = MANIFEST_KEYS.find((name) => Object.hasOwn(pkg, name));
  if (!key) return { error: `package.json has no "${MANIFEST_KEYS[1]}" manifest` };
  const manifest = pkg[key];
  if (!isPlainObject(manifest)) return { error: `"${key}" is not an object` };
  const name = pkg.name;
  if (typeof name !== 'string' || name === '') return { error: 'package.json has no "name"' };
  const type = manifest.type;
  if (typeof type !== 'string' || !(NESTED_TYPES.has(type) || type === 'bundle'))
    return { error: `unknown extension type ${JSON.stringify(type)}` };
  if (typeof manifest.host !== 'string' || manifest.host.trim() === '') return { error: '"host" is missing' };
  const entrypoint = checkEntryPath(manifest.path, type as ExtensionType, dir);
  if ('error' in entrypoint) return entrypoint;
  const schema: ExtensionSchema = {
    name,
    version: typeof pkg.version === 'string' ? pkg.version : null,
    type: type as ExtensionType,
    host: manifest.host,
    local,
    entrypoint: entrypoint.path,
  };
  const sandbox = manifest.sandbox;
  if (sandbox !== undefined) {
    if (!isPlainObject(sandbox) || typeof sandbox.enabled !== 'boolean') return { error: '"sandbox.enabled" must be true or false' };
    const scopes = sandbox.requestedScopes ?? {};
    if (!isPlainObject(scopes)) return { error: '"sandbox.requestedScopes" must be an object' };
    schema.sandbox = { enabled: sandbox.enabled, requestedScopes: scopes };
  }
  if (type !== 'bundle') return { schema };
  const entries = readBundleEntries(manifest.entries);
  if (typeof entries === 'string') return { error: entries };
  schema.entries = entries;
  schema.partial = manifest.partial !== false;
  return { schema };
}

type Checked<T> = { path: T } | { error: string };

/** The checked entry path: a string, or `{ app, api }` for bundles and split operations. */
function checkEntryPath(path: unknown, type: ExtensionType, dir: string): Checked<EntryPath> {
  if (isPlainObject(path) && (type === 'bundle' || HYBRID_TYPES.has(type))) {
    const app = insidePackage(path.app, dir, '"path.app"');
    if ('error' in app) return app;
    const api = insidePackage(path.api, dir, '"path.api"');
    if ('error' in api) return api;
    return { path: { app: app.path, api: api.path } };
  }
  if (type === 'bundle') return { error: 'a bundle\'s "path" must be { "app", "api" }' };
  return insidePackage(path, dir, '"path"');
}

/** `path` if it names a file inside `dir`: no absolute path, no way out through `..`. */
function insidePackage(path: unknown, dir: string, label: string): Checked<string> {
  if (typeof path !== 'string' || path === '') return { error: `${label} is missing` };
  if (path.includes('\0') || isAbsolute(path) || /^[a-z]:|^[\\/]/i.test(path))
    return { error: `${label} ${JSON.stringify(path)} is not a path relative to the package folder` };
  const inside = relative(resolve(dir), resolve(dir, path));
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
    return { error: `${label} ${JSON.stringify(path)} leads outside the package folder` };
  return { path };
}

function readBundleEntries(value: unknown): ExtensionEntryInfo[] | string {
  if (!Array.isArray(value) || value.length === 0) return 'a bundle needs "entries"';
  if (value.length > MAX_BUNDLE_ENTRIES) return `a bundle may hold at most ${MAX_BUNDLE_ENTRIES} entries`;
  const names = new Set<string>();
  const entries: ExtensionEntryInfo[] = [];
  for (const entry of value) {
    if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') return 'every bundle entry needs a "name"';
    if (typeof entry.type !== 'string' || !NESTED_TYPES.has(entry.type)) return `bundle entry "${entry.name}" has an unknown type`;
    if (names.has(entry.name)) return `bundle entry "${entry.name}" is listed twice`;
    names.add(entry.name);
    entries.push({ name: entry.name, type: entry.type as ExtensionEntryInfo['type'] });
  }
  return entries;
}

/** Whether `type` runs in the app only (interface, display, layout, module, panel). */
export function isAppType(type: string): boolean {
  return APP_TYPES.has(type);
}
