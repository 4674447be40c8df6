/**
 * Stand-ins for the three functions other helpers own (ext-contract.md), so the loader runs before
 * their branches merge: the lead deletes this file at merge and points extension-wiring.ts at
 * context/create-extension-context.ts, endpoints/mount-endpoint.ts and sandbox/load-sandboxed-extension.ts.
 * The context here has the database, schema, env, logger and emitter; its services refuse to run.
 */
import type {
  ActionHandler,
  ApiExtensionContext,
  EndpointHandler,
  ExtensionErrorClass,
  ExtensionServices,
  FilterHandler,
  OperationApiConfig,
  SandboxScopes,
  SchemaOverview,
} from '@tessera/extensions-sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';

export function createExtensionContext(ctx: AppContext, extensionName: string): ApiExtensionContext {
  const filters = new Map<FilterHandler, () => void>();
  const actions = new Map<ActionHandler, () => void>();
  const refuse = function () {
    throw new Error('Extension services arrive with the ext-endpoints branch');
  } as unknown as ExtensionServices[keyof ExtensionServices];
  const context = async (accountability: unknown) => ({
    database: ctx.db,
    schema: null,
    accountability: (accountability ?? null) as never,
  });
  return {
    services: {
      ItemsService: refuse,
      UsersService: refuse,
      RolesService: refuse,
      FilesService: refuse,
      MailService: refuse,
    } as ExtensionServices,
    database: ctx.db,
    getSchema: async () => (await ctx.schema.get()) as unknown as SchemaOverview,
    env: ctx.config as unknown as Record<string, unknown>,
    logger: ctx.logger.child({ extension: extensionName }),
    emitter: {
      emitFilter: async (event, payload, meta = {}, extra = {}) =>
        (await ctx.events.emitFilter(event, payload, meta, (extra.accountability ?? null) as never)) as typeof payload,
      emitAction: (event, meta, extra = {}) => ctx.events.emitAction(event, meta, (extra.accountability ?? null) as never),
      onFilter: (event, handler) =>
        void filters.set(
          handler,
          ctx.events.onFilter(event, async (payload, meta, accountability) => handler(payload, { ...meta }, await context(accountability))),
        ),
      onAction: (event, handler) =>
        void actions.set(
          handler,
          ctx.events.onAction(event, async (meta, accountability) => handler({ ...meta }, await context(accountability))),
        ),
      offFilter: (_event, handler) => filters.get(handler)?.(),
      offAction: (_event, handler) => actions.get(handler)?.(),
    },
    exceptions: {},
    createError: (code, message, status = 500) =>
      class extends Error {
        readonly code = code;
        readonly status = status;
        constructor(readonly extensions: Record<string, unknown> = {}) {
          super(typeof message === 'function' ? message(extensions) : message);
        }
      } as ExtensionErrorClass,
  };
}

/** ext-endpoints mounts routers under `/<id>`; until then an endpoint extension is logged and not served. */
export function mountEndpoint(
  _app: FastifyInstance,
  ctx: AppContext,
  mount: { id: string; handler: EndpointHandler; context: ApiExtensionContext },
): { unmount(): void } {
  ctx.logger.warn({ endpoint: mount.id }, `endpoint "${mount.id}" not mounted: endpoint extensions arrive with the ext-endpoints branch`);
  return { unmount: () => undefined };
}

/** What ext-core expects of ext-sandbox's loader (reconciled at merge). */
export interface SandboxedExtension {
  filters?: { event: string; handler: FilterHandler }[];
  actions?: { event: string; handler: ActionHandler }[];
  endpoint?: EndpointHandler;
  operation?: OperationApiConfig;
  dispose(): void;
}

export async function loadSandboxedExtension(options: {
  name: string;
  type: 'hook' | 'endpoint' | 'operation';
  code: string;
  scopes: SandboxScopes;
  ctx: AppContext;
}): Promise<SandboxedExtension> {
  throw new Error(`sandboxed extensions arrive with the ext-sandbox branch (${options.name} not loaded)`);
}
