import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFound } from '../../errors/error-helpers.js';
import type { AppExtensionEntry } from './app-extension-entry.js';
import { appExtensionIndexModule, type IndexModuleEntry } from './app-extension-index-module.js';
import { SHIM_SOURCES, rewriteReactImports } from './react-shims.js';
import { fileEtag, readExtensionFile } from './serve-extension-file.js';

// An npm package name (optionally scoped); rules out `.`, `..`, slashes outside the scope and `__proto__`-like names.
const PACKAGE_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/i;
// The SDK's APP_EXTENSION_TYPES, repeated: the server imports only types from the SDK.
const APP_TYPES: ReadonlySet<string> = new Set(['interface', 'display', 'layout', 'module', 'panel']);

export function isServableEntryName(name: string): boolean {
  return name.length <= 214 && PACKAGE_NAME.test(name);
}

/**
 * Every request revalidates (`no-cache` + ETag → 304): enabling, disabling or rebuilding an
 * extension shows on the next page load, and an unchanged file costs a round trip only.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, etag: string, contentType: string, body: string | Buffer) {
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Origin, Cache-Control');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', contentType).send(body);
}

const JS = 'application/javascript; charset=UTF-8';

/**
 * The app extensions' sources (contract with ext-core, which passes `ctx.extensions.appEntries()`):
 * - `/extensions/sources/index.js`: the bundle the app imports (see appExtensionIndexModule);
 * - `/extensions/sources/entries/<url-encoded name>/<path>`: files of an entry's build folder (the
 *   folder of its `file`) and nothing outside it, bare React imports rewritten to the shims;
 * - `/extensions/sources/shims/<file>`: the React shims (see react-shims.ts for why).
 * Anything else under `/extensions/sources/` is ROUTE_NOT_FOUND. Public, as the reference's.
 */
export async function appExtensionSourcesRoutes(
  app: FastifyInstance,
  options: { entries: () => readonly AppExtensionEntry[] },
): Promise<void> {
  const servable = (): Map<string, AppExtensionEntry> => {
    const byName = new Map<string, AppExtensionEntry>();
    for (const entry of options.entries()) {
      if (!isServableEntryName(entry.name) || !APP_TYPES.has(entry.type) || !path.isAbsolute(entry.file)) {
        app.log.warn({ extension: entry.name }, 'app extension skipped: its name, type or file path cannot be served');
        continue;
      }
      if (!byName.has(entry.name)) byName.set(entry.name, entry);
    }
    return byName;
  };

  app.get('/extensions/sources/index.js', async (request, reply) => {
    const listed: IndexModuleEntry[] = [];
    for (const entry of servable().values()) {
      const version = await stat(entry.file).then(
        (info) => fileEtag(info.size, info.mtimeMs).slice(3, -1),
        () => null,
      );
      if (version === null) {
        app.log.warn({ extension: entry.name, file: entry.file }, 'app extension skipped: its built file is missing');
        continue;
      }
      const url = `./entries/${encodeURIComponent(entry.name)}/${encodeURIComponent(path.basename(entry.file))}?v=${version}`;
      listed.push({ name: entry.name, type: entry.type, url });
    }
    const body = appExtensionIndexModule(listed);
    const etag = `W/"${body.length.toString(36)}-${hash(body)}"`;
    return sendCached(request, reply, etag, JS, body);
  });

  app.get<{ Params: { file: string } }>('/extensions/sources/shims/:file', async (request, reply) => {
    const source = SHIM_SOURCES.get(request.params.file);
    if (source === undefined) throw routeNotFound(request.url.split('?')[0]!);
    return sendCached(request, reply, `W/"${hash(source)}"`, JS, source);
  });

  app.get<{ Params: { name: string; '*': string } }>('/extensions/sources/entries/:name/*', async (request, reply) => {
    const notFound = routeNotFound(request.url.split('?')[0]!);
    const entry = servable().get(request.params.name);
    if (!entry) throw notFound;
    const relativePath = request.params['*'];
    const file = await readExtensionFile(path.dirname(entry.file), relativePath);
    if (!file) throw notFound;
    // Below /extensions/sources/: `entries/<name>/` plus the file's own folders.
    const depth = 2 + relativePath.split('/').length - 1;
    const body = file.isScript ? rewriteReactImports(file.body.toString('utf8'), depth) : file.body;
    return sendCached(request, reply, file.etag, file.contentType, body);
  });
}

/** A short FNV-1a hash, enough for a validator of generated text. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}
