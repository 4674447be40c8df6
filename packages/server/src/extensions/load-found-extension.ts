import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AppExtensionType, EntryPath, SandboxScopes } from '@tessera/extensions-sdk';
import type { AppContext } from '../app-context.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import type { AppExtensionEntry, ExtensionRow, FoundExtension, LoadedExtension } from './extension-types.js';
import { createExtensionContext, loadSandboxedExtension } from './extension-wiring.js';
import { entryFile, importEntry } from './import-entry.js';
import { isAppType } from './read-manifest.js';
import { registerApiEntry, type ApiEntryHost } from './register-api-entry.js';

type ApiType = 'hook' | 'endpoint' | 'operation';

export interface LoadOutcome {
  loaded: LoadedExtension[];
  appEntries: AppExtensionEntry[];
  /** Removes everything registered (hooks, endpoints, operations, sandboxes). */
  disposers: Array<() => void>;
}

const apiPath = (entrypoint: EntryPath) => (typeof entrypoint === 'string' ? entrypoint : entrypoint.api);
const appPath = (entrypoint: EntryPath) => (typeof entrypoint === 'string' ? entrypoint : entrypoint.app);

/**
 * Loads one found extension with its rows: a disabled one is listed and left alone; an app
 * extension's built file is handed to the app; an API one (or each enabled API entry of a bundle)
 * is imported and registered. Whatever fails is logged with one line naming the extension and why,
 * listed as `failed`, and skipped: the others and the server carry on.
 */
export async function loadFoundExtension(
  found: FoundExtension,
  rows: readonly ExtensionRow[],
  host: ApiEntryHost,
  generation: number,
): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { loaded: [], appEntries: [], disposers: [] };
  const { ctx } = host;
  const row = rows.find((candidate) => candidate.bundle === null && candidate.source === found.source && candidate.folder === found.folder);
  if (!row) return outcome;
  const schema = found.schema;
  const base = { id: row.id, source: found.source, bundle: null, enabled: row.enabled } as const;
  if (!schema) {
    skip(ctx, found.folder, found.error ?? 'its manifest is invalid');
    outcome.loaded.push({ ...base, name: found.folder, type: 'bundle', status: 'failed', error: found.error });
    return outcome;
  }
  if (schema.type !== 'bundle') {
    const entry = { ...base, name: schema.name, type: schema.type };
    if (!row.enabled) outcome.loaded.push({ ...entry, status: 'disabled' });
    else if (isAppType(schema.type)) {
      outcome.appEntries.push({
        name: schema.name,
        type: schema.type as AppExtensionType,
        file: resolve(found.dir, appPath(schema.entrypoint)),
      });
      outcome.loaded.push({ ...entry, status: 'app' });
    } else {
      const error = await attempt(outcome, async () => {
        const type = schema.type as ApiType;
        if (schema.sandbox?.enabled)
          return registerSandboxed(
            type,
            schema.name,
            await entryFile(found.dir, apiPath(schema.entrypoint)),
            schema.sandbox.requestedScopes,
            host,
          );
        const config = await importEntry(found.dir, apiPath(schema.entrypoint), generation);
        return registerApiEntry(type, schema.name, config, createExtensionContext(ctx, schema.name), host);
      });
      if (error) skip(ctx, schema.name, error);
      outcome.loaded.push(error ? { ...entry, status: 'failed', error } : { ...entry, status: 'registered' });
    }
    return outcome;
  }
  outcome.loaded.push({ ...base, name: schema.name, type: 'bundle', status: row.enabled ? 'registered' : 'disabled' });
  const entryRows = new Map(rows.filter((candidate) => candidate.bundle === row.id).map((entryRow) => [entryRow.folder, entryRow]));
  const enabledApi = (schema.entries ?? []).filter((entry) => !isAppType(entry.type) && entryRows.get(entry.name)?.enabled);
  let module: Record<string, unknown> = {};
  if (enabledApi.length > 0) {
    const error = await attempt(outcome, async () => {
      const imported = await importEntry(found.dir, apiPath(schema.entrypoint), generation);
      if (!isPlainObject(imported)) throw new Error("a bundle's api entry must export { hooks, endpoints, operations }");
      module = imported;
      return () => undefined;
    });
    if (error) skip(ctx, schema.name, error);
  }
  for (const entry of schema.entries ?? []) {
    const entryRow = entryRows.get(entry.name);
    if (!entryRow) continue;
    const listed = { id: entryRow.id, name: entry.name, type: entry.type, source: found.source, bundle: row.id, enabled: entryRow.enabled };
    if (!entryRow.enabled) {
      outcome.loaded.push({ ...listed, status: 'disabled' });
      continue;
    }
    if (isAppType(entry.type)) {
      outcome.appEntries.push({
        name: entry.name,
        type: entry.type as AppExtensionType,
        file: resolve(found.dir, appPath(schema.entrypoint)),
      });
      outcome.loaded.push({ ...listed, status: 'app' });
      continue;
    }
    const error = await attempt(outcome, async () => {
      const config = bundleEntryConfig(module, entry.type as ApiType, entry.name);
      return registerApiEntry(entry.type as ApiType, entry.name, config, createExtensionContext(ctx, entry.name), host);
    });
    if (error) skip(ctx, `${schema.name}/${entry.name}`, error);
    outcome.loaded.push(error ? { ...listed, status: 'failed', error } : { ...listed, status: 'registered' });
  }
  return outcome;
}

/** The reference's bundle api entry: `{ hooks: [{ name, config }], endpoints: […], operations: […] }`. */
function bundleEntryConfig(module: Record<string, unknown>, type: ApiType, name: string): unknown {
  const list = module[`${type}s`];
  const found = Array.isArray(list) ? list.find((item) => isPlainObject(item) && item.name === name) : undefined;
  if (!isPlainObject(found) || !Object.hasOwn(found, 'config')) throw new Error(`its api entry exports no ${type} "${name}"`);
  return found.config;
}

/** A `sandbox.enabled` extension: its code runs in an isolate (ext-sandbox); what it registers is wired like any other. */
async function registerSandboxed(
  type: ApiType,
  name: string,
  file: string,
  scopes: SandboxScopes,
  host: ApiEntryHost,
): Promise<() => void> {
  const sandboxed = await loadSandboxedExtension({ name, type, code: await readFile(file, 'utf8'), scopes, ctx: host.ctx });
  const context = createExtensionContext(host.ctx, name);
  const removers: Array<() => void> = [];
  const removeAll = () => {
    for (const remove of removers.splice(0)) remove();
    sandboxed.dispose();
  };
  try {
    // The isolate's host handlers already take the bus's (payload, meta, accountability): they go on the bus as they are.
    for (const hook of sandboxed.hooks)
      removers.push(
        hook.type === 'filter' ? host.ctx.events.onFilter(hook.event, hook.handler) : host.ctx.events.onAction(hook.event, hook.handler),
      );
    if (sandboxed.endpoint) removers.push(registerApiEntry('endpoint', name, sandboxed.endpoint, context, host));
    if (sandboxed.operation) removers.push(registerApiEntry('operation', name, sandboxed.operation, context, host));
  } catch (error) {
    removeAll();
    throw error;
  }
  return removeAll;
}

/** Runs `register`, keeping its disposer; answers the error's message when it throws. */
async function attempt(outcome: LoadOutcome, register: () => Promise<() => void>): Promise<string | null> {
  try {
    outcome.disposers.push(await register());
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function skip(ctx: AppContext, name: string, reason: string): void {
  ctx.logger.error({ extension: name }, `extension "${name}" skipped: ${reason}`);
}
