import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AuthRuntime } from './auth/auth-runtime.js';
import type { Config } from './config/load-config.js';
import type { CommittedWrites } from './events/committed-writes.js';
import type { EventBus } from './events/event-bus.js';
import type { ExtensionRegistry } from './extensions/extension-registry.js';
import type { Secrets } from './config/secrets.js';
import type { FlowEngine } from './flows/flow-engine.js';
import type { MessageBus } from './sync/message-bus.js';
import type { RealtimeBroker } from './realtime/realtime-types.js';
import type { RulesCache } from './permissions/rules-cache.js';
import type { SchemaCache } from './schema/schema-cache.js';
import type { StorageLocations } from './storage/storage-locations.js';

/** What the HTTP layer hands to operations: exactly the shared resources, nothing else. */
export interface AppContext {
  config: Config;
  db: Knex;
  secrets: Secrets;
  logger: Logger;
  schema: SchemaCache;
  /** Compiled permission rules per role; invalidate() after permissions or roles change. */
  permissions: RulesCache;
  /** Token cache and rate-limit counters of this process. */
  auth: AuthRuntime;
  /** Where file contents live, by location name. */
  storage: StorageLocations;
  /** Filter events (before a write, may change or cancel it) and action events (after it commits). */
  events: EventBus;
  /** The collections committed writes changed, told by the item operations whatever the door (see OperationContext.writes). */
  writes: CommittedWrites;
  /** The active flows: their triggers registered, run on demand (webhook, manual, `trigger`). */
  flows: FlowEngine;
  /** Messages to every instance (this one included): Redis pub/sub when Redis is configured, in-process otherwise. */
  bus: MessageBus;
  /** Extensions found under EXTENSIONS_PATH and in node_modules: their rows, hooks, endpoints and operations. */
  extensions: ExtensionRegistry;
  /** Realtime subscriptions and their delivery; null unless WEBSOCKETS_ENABLED. */
  realtime: RealtimeBroker | null;
}
