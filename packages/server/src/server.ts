import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { AppContext } from './app-context.js';
import { buildApp } from './app.js';
import { createAppContext } from './create-app-context.js';
import type { Config } from './config/load-config.js';
import { resolveSecrets } from './config/secrets.js';
import { createConnection } from './db/connection.js';
import { listenProblem } from './listen-problem.js';
import { loggerOptions } from './logging/logger-options.js';
import { logDestinationFor } from './logging/log-destination.js';
import { createSchemaCache } from './schema/schema-cache.js';
import { DEFAULT_REDIS_URL, startSchemaSync, type SchemaSync } from './schema/schema-sync.js';
import { bootstrap, describeFirstAdmin } from './services/bootstrap/bootstrap.js';
import { dataLocationsOf } from './services/bootstrap/data-locations.js';
import { createFlowEngine } from './flows/flow-engine.js';
import type { ExtensionRegistry } from './extensions/extension-registry.js';
import { markDraining } from './services/server/draining.js';
import { startWebhooks, type RunningWebhooks } from './webhooks/start-webhooks.js';
import { createMessageBusOf } from './sync/create-message-bus-of.js';
import type { MessageBus } from './sync/message-bus.js';
import { createRealtimeBroker } from './realtime/broker/realtime-broker.js';
import type { RealtimeBroker } from './realtime/realtime-types.js';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  /** Stops taking requests, finishes those in flight, then closes the database. */
  close(): Promise<void>;
  /**
   * The graceful stop of a signalled process: health answers 503 at once, requests are still served
   * for SERVER_SHUTDOWN_DELAY ms (load balancers notice and stop sending), then close().
   */
  drain(delayMs?: number): Promise<void>;
}

export interface StartServerOptions {
  /** Where log lines go; standard output by default. The logger itself is always built by loggerOptions(), so redaction cannot be left out. */
  logDestination?: DestinationStream;
  /** Where the first admin's credentials are announced; standard output by default. */
  announce?: (text: string) => void;
  /**
   * Routes of the embedding program, registered after Tessera's own and before it listens, with the
   * same context (database, accountability on every request). The benchmarks mount their
   * hand-written baseline this way, so no such route exists in a server started any other way.
   */
  plugins?: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[];
}

/** Connects, brings the schema up to date, creates first-run data and listens. */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const destination = options.logDestination ?? logDestinationFor(config, { fd: 1, isTTY: process.stdout.isTTY === true });
  const logger = pino(loggerOptions(config), destination);
  const db = createConnection(config);
  let schemaSync: SchemaSync | null = null;
  const flows = createFlowEngine(logger);
  let webhooks: RunningWebhooks | null = null;
  let bus: MessageBus | null = null;
  let realtime: RealtimeBroker | null = null;
  let extensions: ExtensionRegistry | null = null;
  let built: FastifyInstance | null = null;
  try {
    // Refuses missing or weak secrets before anything touches the database.
    resolveSecrets(config);
    const result = await bootstrap(db, config);
    if (result.migrationsRun.length > 0) logger.info({ migrations: result.migrationsRun }, 'database migrated');
    const schema = createSchemaCache(db, { excludeTables: config.DB_EXCLUDE_TABLES });
    // Other instances on the same database rebuild their model when this one changes it.
    if (config.SYNCHRONIZATION_STORE === 'redis') schemaSync = await startSchemaSync(schema, { url: config.REDIS, logger });
    bus = createMessageBusOf(config, logger);
    const ctx = await createAppContext({ config, db, logger, schema, flows, bus });
    extensions = ctx.extensions;
    await ctx.schema.get();
    // Hooks, operations and endpoints are in place before the app is built (its init events) and flows start.
    await ctx.extensions.reload();
    // Subscriptions of this instance, fed with every instance's committed writes through the bus.
    if (config.WEBSOCKETS_ENABLED) ctx.realtime = realtime = createRealtimeBroker(ctx);
    webhooks = await startWebhooks({
      db,
      events: ctx.events,
      logger,
      denyList: config.IMPORT_IP_DENY_LIST,
      retries: config.WEBHOOKS_RETRIES,
      retryDelayMs: config.WEBHOOKS_RETRY_DELAY,
      timeoutMs: config.WEBHOOKS_TIMEOUT,
      ...(config.SYNCHRONIZATION_STORE === 'redis' ? { redisUrl: config.REDIS ?? DEFAULT_REDIS_URL } : {}),
    });
    const app = (built = await buildApp(ctx));
    // Started before listening: event flows see the first request, schedules tick from now on.
    await ctx.flows.start(ctx);
    for (const plugin of options.plugins ?? []) await app.register(plugin, ctx);
    await app.listen({ host: config.HOST, port: config.PORT }).catch((error: unknown) => {
      throw listenProblem(error, config);
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
    ctx.events.emitAction('server.start', { event: 'server.start', url });
    if (result.firstAdmin)
      (options.announce ?? ((text) => process.stdout.write(`${text}\n`)))(
        describeFirstAdmin(result.firstAdmin, `${url}/admin`, dataLocationsOf(config)),
      );
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= closeGracefully(app, config.SERVER_SHUTDOWN_TIMEOUT)
        .then(() => ctx.extensions.close())
        .then(() => webhooks?.close())
        .then(() => schemaSync?.close())
        .then(() => realtime?.close())
        .then(() => bus?.close())
        .then(() => db.destroy()));
    const drain = async (delayMs = config.SERVER_SHUTDOWN_DELAY) => {
      markDraining(ctx);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await close();
    };
    return { app, ctx, url, close, drain };
  } catch (error) {
    // A server that could not listen (a taken PORT) leaves no timer of its plugins behind to keep the process up.
    await built?.close();
    await extensions?.close();
    await flows.close();
    await webhooks?.close();
    await schemaSync?.close();
    await realtime?.close();
    await bus?.close();
    await db.destroy();
    throw error;
  }
}

/**
 * Stops listening and waits for requests in flight. Fastify closes the connections that are idle
 * when closing starts; a keep-alive connection whose last answer finishes after that would hold the
 * close open until the client drops it, so idle connections are closed again until the server is.
 * After `timeoutMs` the connections still busy are cut.
 */
async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  // SERVER_SHUTDOWN_TIMEOUT: requests still running by then lose their connection, so a stuck one cannot hold the process.
  const cutoff = setTimeout(() => app.server.closeAllConnections(), timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cutoff);
  }
}
