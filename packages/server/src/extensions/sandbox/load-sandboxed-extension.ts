import type { EndpointHandler, OperationApiConfig, SandboxScopes } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import type { ActionHandler, FilterHandler } from '../../events/event-bus.js';
import { checkSandboxScopes } from './check-sandbox-scopes.js';
import { createHostCall, grantedCapabilities } from './sandbox-capabilities.js';
import { sandboxedRouteHandler } from './sandboxed-route.js';
import { startSandboxIsolate, type SandboxIsolate } from './sandbox-isolate.js';

export type SandboxedExtensionType = 'hook' | 'endpoint' | 'operation';

/** One event a sandboxed hook registered, with the host handler that calls into the isolate. */
export type SandboxedHookRegistration =
  { type: 'filter'; event: string; handler: FilterHandler } | { type: 'action'; event: string; handler: ActionHandler };

/** What ext-core registers for a sandboxed extension, as for any other. */
export interface SandboxedExtension {
  name: string;
  type: SandboxedExtensionType;
  /** A hook's `filter`/`action` registrations (empty for the other types), for `ctx.events.onFilter`/`onAction`. */
  hooks: readonly SandboxedHookRegistration[];
  /** An endpoint's router setup for `mountEndpoint`, under `id` (the export's `id`, or the extension's name). */
  endpoint: { id: string; handler: EndpointHandler } | null;
  /** An operation's API part, for the flows' registry. */
  operation: OperationApiConfig | null;
  /** Frees the isolate: every later call rejects. */
  dispose(): void;
}

export interface LoadSandboxedExtensionOptions {
  name: string;
  type: SandboxedExtensionType;
  /** The extension's built ES module (`dist/index.js`), `directus:api` its only import. */
  code: string;
  scopes: SandboxScopes;
  ctx: AppContext;
}

/** More registrations than this from one extension fail its load. */
const MAX_REGISTRATIONS = 1000;

type Registration =
  | { kind: 'filter' | 'action'; event: string; index: number }
  | { kind: 'route'; method: string; path: string; index: number }
  | { kind: 'operation'; id: string; index: number };

/**
 * Loads an API extension marked `sandbox.enabled` into an isolate of its own (see
 * sandbox-isolate.ts) with only the capabilities of `scopes`, and answers host-side handlers for
 * what it registered. Payloads, requests and results cross as JSON copies. EXTENSIONS_SANDBOX_MEMORY
 * caps its heap and EXTENSIONS_SANDBOX_TIMEOUT each call; a call past either stops the extension
 * (logged with its name) and every later call answers SERVICE_UNAVAILABLE until it is reloaded.
 * Rejects with a message naming the extension when its code fails to load.
 */
export async function loadSandboxedExtension(options: LoadSandboxedExtensionOptions): Promise<SandboxedExtension> {
  const { name, type, ctx } = options;
  const scopes = checkedScopes(name, options.scopes);
  const limits = { memoryMb: ctx.config.EXTENSIONS_SANDBOX_MEMORY, timeoutMs: ctx.config.EXTENSIONS_SANDBOX_TIMEOUT };
  const sandbox = await startSandboxIsolate({
    name,
    type,
    code: options.code,
    granted: grantedCapabilities(scopes),
    hostCall: createHostCall({ extensionName: name, scopes, ctx, timeoutMs: limits.timeoutMs }),
    limits,
    onStopped: (reason) => ctx.logger.error({ extension: name, reason }, `sandboxed extension "${name}" stopped: ${reason}`),
  });
  try {
    const registrations = validRegistrations(sandbox.registrations, type);
    return {
      name,
      type,
      hooks: hookRegistrations(registrations, sandbox),
      endpoint: type === 'endpoint' ? { id: endpointId(sandbox.endpointId, name), handler: endpointHandler(registrations, sandbox) } : null,
      operation: type === 'operation' ? operationConfig(registrations, sandbox) : null,
      dispose: () => sandbox.dispose(),
    };
  } catch (error) {
    sandbox.dispose();
    throw new Error(`The sandboxed extension "${name}" could not be loaded: ${(error as Error).message}`, { cause: error });
  }
}

function checkedScopes(name: string, scopes: unknown): SandboxScopes {
  try {
    return checkSandboxScopes(scopes);
  } catch (error) {
    throw new Error(`The sandboxed extension "${name}" could not be loaded: ${(error as Error).message}`, { cause: error });
  }
}

function hookRegistrations(registrations: readonly Registration[], sandbox: SandboxIsolate): SandboxedHookRegistration[] {
  const hooks: SandboxedHookRegistration[] = [];
  for (const entry of registrations) {
    if (entry.kind === 'filter') {
      const handler: FilterHandler = (payload, meta, accountability) => sandbox.call(entry.index, [payload, meta, { accountability }]);
      hooks.push({ type: 'filter', event: entry.event, handler });
    } else if (entry.kind === 'action') {
      const handler: ActionHandler = async (meta, accountability) => void (await sandbox.call(entry.index, [meta, { accountability }]));
      hooks.push({ type: 'action', event: entry.event, handler });
    }
  }
  return hooks;
}

function endpointHandler(registrations: readonly Registration[], sandbox: SandboxIsolate): EndpointHandler {
  return (router) => {
    for (const entry of registrations) {
      if (entry.kind !== 'route') continue;
      const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      router[method](entry.path, sandboxedRouteHandler(entry.index, sandbox));
    }
  };
}

function operationConfig(registrations: readonly Registration[], sandbox: SandboxIsolate): OperationApiConfig {
  const entry = registrations.find((candidate) => candidate.kind === 'operation');
  if (entry?.kind !== 'operation') throw new Error('the operation registered no handler');
  return {
    id: entry.id,
    handler: (options, context) => sandbox.call(entry.index, [options, { data: context.data, accountability: context.accountability }]),
  };
}

function endpointId(id: unknown, name: string): string {
  if (id === null || id === undefined) return name;
  if (typeof id !== 'string' || id === '') throw new Error('the endpoint id must be a non-empty string');
  return id;
}

const KINDS_OF_TYPE: Readonly<Record<SandboxedExtensionType, readonly string[]>> = {
  hook: ['filter', 'action'],
  endpoint: ['route'],
  operation: ['operation'],
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The isolate's report is the extension's word: every entry is checked before it becomes a handler. */
function validRegistrations(value: unknown, type: SandboxedExtensionType): Registration[] {
  if (!Array.isArray(value)) throw new Error('the sandbox reported no registrations');
  if (value.length > MAX_REGISTRATIONS) throw new Error(`more than ${MAX_REGISTRATIONS} registrations`);
  return value.map((raw: unknown) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const isText = (key: string) => typeof entry[key] === 'string' && entry[key] !== '';
    const valid =
      typeof entry.kind === 'string' &&
      KINDS_OF_TYPE[type].includes(entry.kind) &&
      Number.isSafeInteger(entry.index) &&
      (entry.kind === 'route'
        ? isText('path') && METHODS.includes(String(entry.method))
        : entry.kind === 'operation'
          ? isText('id')
          : isText('event'));
    if (!valid) throw new Error('the sandbox reported a malformed registration');
    return entry as unknown as Registration;
  });
}
