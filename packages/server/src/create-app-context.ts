import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.js';
import { createAuthRuntime } from './auth/auth-runtime.js';
import { setHashConcurrency } from './auth/hash-slots.js';
import type { Config } from './config/load-config.js';
import { resolveSecrets } from './config/secrets.js';
import { createCommittedWrites } from './events/committed-writes.js';
import { createEventBus } from './events/event-bus.js';
import { createExtensionRegistry } from './extensions/extension-registry.js';
import type { FlowEngine } from './flows/flow-engine.js';
import { startRulesCache } from './permissions/start-rules-cache.js';
import type { SchemaCache } from './schema/schema-cache.js';
import { createStorageLocations } from './storage/storage-locations.js';
import type { MessageBus } from './sync/message-bus.js';

export interface AppContextParts {
  config: Config;
  db: Knex;
  logger: Logger;
  schema: SchemaCache;
  flows: FlowEngine;
  bus: MessageBus;
}

/** The context every operation runs with, over an open database; the server and the CLI build it the same way. */
export async function createAppContext(parts: AppContextParts): Promise<AppContext> {
  const { config, db, logger, schema } = parts;
  setHashConcurrency(config.HASH_MAX_CONCURRENT);
  const ctx: AppContext = {
    config,
    db,
    secrets: resolveSecrets(config),
    logger,
    schema,
    permissions: await startRulesCache({ config, db, schema, logger }),
    auth: createAuthRuntime(config, logger),
    storage: createStorageLocations(config),
    events: createEventBus(logger),
    writes: createCommittedWrites(logger),
    flows: parts.flows,
    bus: parts.bus,
    realtime: null,
    // Replaced below: the registry needs the context it belongs to. Nothing is loaded until reload().
    extensions: null as unknown as AppContext['extensions'],
  };
  ctx.extensions = createExtensionRegistry(ctx);
  return ctx;
}
