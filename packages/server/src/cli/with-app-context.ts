import pino from 'pino';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config/load-config.js';
import { createAppContext } from '../create-app-context.js';
import { createConnection } from '../db/connection.js';
import { migrate } from '../db/migrations/migrate.js';
import { createFlowEngine } from '../flows/flow-engine.js';
import { logDestinationFor } from '../logging/log-destination.js';
import { loggerOptions } from '../logging/logger-options.js';
import { createSchemaCache } from '../schema/schema-cache.js';
import { startSchemaSync, type SchemaSync } from '../schema/schema-sync.js';
import { createMessageBusOf } from '../sync/create-message-bus-of.js';

/**
 * Runs a command with the same context the server's operations get (schema, rules, storage, events,
 * bus), on a database brought up to date, without listening. Logs go to stderr so stdout carries
 * only the command's output. Flows and webhooks are not started: they run in the servers, which hear
 * of this process's writes and schema changes through the bus and schema sync when Redis is configured.
 */
export async function withAppContext<T>(config: Config, run: (ctx: AppContext) => Promise<T>): Promise<T> {
  const logger = pino(loggerOptions(config), logDestinationFor(config, { fd: 2, isTTY: process.stderr.isTTY === true }));
  const db = createConnection(config);
  const bus = createMessageBusOf(config, logger);
  let schemaSync: SchemaSync | null = null;
  let ctx: AppContext | null = null;
  try {
    await migrate(db);
    const schema = createSchemaCache(db, { excludeTables: config.DB_EXCLUDE_TABLES });
    if (config.SYNCHRONIZATION_STORE === 'redis') schemaSync = await startSchemaSync(schema, { url: config.REDIS, logger });
    ctx = await createAppContext({ config, db, logger, schema, flows: createFlowEngine(), bus });
    return await run(ctx);
  } finally {
    await ctx?.permissions.close();
    await schemaSync?.close();
    await bus.close();
    await db.destroy();
  }
}
