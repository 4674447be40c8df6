import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { discoverExtensions } from './discover-extensions.js';
import { createEmbeds, type EmbedPosition } from './embeds.js';
import { syncExtensionRows } from './extension-rows.js';
import type { AppExtensionEntry, ExtensionSchema, LoadedExtension } from './extension-types.js';
import { mountEndpoint } from './extension-wiring.js';
import { createInitEvents } from './init-events.js';
import { loadFoundExtension } from './load-found-extension.js';
import type { EndpointMount } from './register-api-entry.js';
import { watchExtensions } from './watch-extensions.js';

/** The bus channel on which an instance tells the others to reload their extensions. */
const RELOAD_CHANNEL = 'extensions.reload';

/** The extensions of one server (ext-contract.md): found, given rows, loaded and registered. */
export interface ExtensionRegistry {
  /** EXTENSIONS_PATH, absolute. */
  readonly extensionsPath: string;
  list(): readonly LoadedExtension[];
  /** Enabled app extensions' built files. */
  appEntries(): readonly AppExtensionEntry[];
  /** Unregisters everything, then finds, syncs and loads the extensions anew (one reload at a time). */
  reload(): Promise<void>;
  /** After a change of rows here: reload, and tell every other instance to. */
  changed(): Promise<void>;
  /** The manifest information of the extension a row names (null when it is no longer there). */
  schemaOf(source: string, folder: string): ExtensionSchema | null;
  /** Mounts endpoint extensions on `app` (the first app attached), now and after each reload. */
  attach(app: FastifyInstance): void;
  emitInit(event: string, meta?: Record<string, unknown>): Promise<void>;
  /** What hooks embed in the admin app; recorded, not served (see embeds.ts). */
  embeds(): Record<EmbedPosition, string[]>;
  close(): Promise<void>;
}

export interface ExtensionRegistryOptions {
  /** Where npm-installed extensions are looked for (package.json, node_modules): the working directory. */
  projectDir?: string;
}

export function createExtensionRegistry(ctx: AppContext, options: ExtensionRegistryOptions = {}): ExtensionRegistry {
  const projectDir = options.projectDir ?? process.cwd();
  const extensionsPath = resolve(projectDir, ctx.config.EXTENSIONS_PATH);
  const instance = randomUUID();
  const inits = createInitEvents(ctx.logger);
  const embeds = createEmbeds();
  let loaded: LoadedExtension[] = [];
  let appEntries: AppExtensionEntry[] = [];
  let schemas = new Map<string, ExtensionSchema>();
  const disposers: Array<() => void> = [];
  let app: FastifyInstance | null = null;
  const waitingMounts = new Set<{ endpoint: EndpointMount; unmount: (() => void) | null }>();
  let generation = 0;
  let pending: Promise<void> = Promise.resolve();
  let closed = false;

  // A failure while mounting one endpoint (its handler throws while adding routes) skips that
  // extension with one log line: the others mount and the server starts.
  const mountOrSkip = (target: FastifyInstance, endpoint: EndpointMount): (() => void) | null => {
    try {
      return mountEndpoint(target, ctx, endpoint).unmount;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      ctx.logger.error({ extension: endpoint.id }, `extension "${endpoint.id}" skipped: ${reason}`);
      return null;
    }
  };
  const mount = (endpoint: EndpointMount): (() => void) => {
    if (app) return mountEndpoint(app, ctx, endpoint).unmount;
    const waiting = { endpoint, unmount: null as (() => void) | null };
    waitingMounts.add(waiting);
    return () => {
      waitingMounts.delete(waiting);
      waiting.unmount?.();
    };
  };
  const host = { ctx, inits, addEmbed: embeds.add, mount };

  const replace = async (): Promise<void> => {
    for (const dispose of disposers.splice(0)) dispose();
    generation += 1;
    const discovery = await discoverExtensions({ extensionsPath, projectDir });
    for (const { path, reason } of discovery.skipped) ctx.logger.warn({ path }, `extensions: ${path} skipped: ${reason}`);
    const rows = await syncExtensionRows(ctx.db, discovery.found);
    const next = { loaded: [] as LoadedExtension[], appEntries: [] as AppExtensionEntry[], schemas: new Map<string, ExtensionSchema>() };
    for (const found of discovery.found) {
      if (found.schema) next.schemas.set(`${found.source}\u0000${found.folder}`, found.schema);
      const outcome = await loadFoundExtension(found, rows, host, generation);
      next.loaded.push(...outcome.loaded);
      next.appEntries.push(...outcome.appEntries);
      disposers.push(...outcome.disposers);
    }
    ({ loaded, appEntries, schemas } = next);
    ctx.logger.info({ extensions: loaded.length }, 'extensions loaded');
  };

  // Listening starts with the first load, so a context that never loads (the CLI's) holds nothing open.
  let stopListening: (() => void) | null = null;
  const listen = () => {
    const unsubscribe = ctx.bus.subscribe(RELOAD_CHANNEL, (message) => {
      if ((message as { from?: unknown } | null)?.from !== instance) void reload();
    });
    const stopWatching = ctx.config.EXTENSIONS_AUTO_RELOAD
      ? watchExtensions(extensionsPath, () => void reload(), ctx.logger)
      : () => undefined;
    return () => {
      unsubscribe();
      stopWatching();
    };
  };

  const reload = (): Promise<void> => {
    if (closed) return pending;
    stopListening ??= listen();
    pending = pending.then(replace).catch((error: unknown) => ctx.logger.error({ err: error }, 'could not load extensions'));
    return pending;
  };

  return {
    extensionsPath,
    list: () => loaded,
    appEntries: () => appEntries,
    reload,
    async changed() {
      await reload();
      ctx.bus.publish(RELOAD_CHANNEL, { from: instance });
    },
    schemaOf: (source, folder) => schemas.get(`${source}\u0000${folder}`) ?? null,
    attach(target) {
      if (app) return;
      app = target;
      for (const waiting of waitingMounts) waiting.unmount = mountOrSkip(target, waiting.endpoint);
    },
    emitInit: (event, meta) => inits.emit(event, meta),
    embeds: () => embeds.list(),
    async close() {
      closed = true;
      stopListening?.();
      await pending;
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
