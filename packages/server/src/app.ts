import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { AppContext } from './app-context.js';
import { adminAppRoutes } from './http/plugins/admin-app.js';
import { locateAdminApp } from './http/plugins/admin-app-location.js';
import { registerAccountability } from './http/plugins/accountability.js';
import { registerClientIp } from './http/plugins/client-ip.js';
import { registerCors } from './http/plugins/cors.js';
import { registerErrorHandling } from './http/plugins/error-handler.js';
import { answerFrameworkError } from './http/plugins/framework-errors.js';
import { registerExport } from './http/export/export-plugin.js';
import { exportFileOptions } from './services/export/export-file-options.js';
import { registerJsonBody } from './http/plugins/json-body.js';
import { registerPressureLimit } from './http/plugins/pressure-limit.js';
import { registerRateLimit } from './http/plugins/rate-limit.js';
import { registerResponseCache } from './http/plugins/response-cache.js';
import { registerSecurityHeaders } from './http/plugins/security-headers.js';
import { registerTrustProxyWarning } from './http/plugins/trust-proxy-warning.js';
import { assetsRoutes } from './http/routes/assets.js';
import { authRoutes } from './http/routes/auth.js';
import { collectionsRoutes } from './http/routes/collections.js';
import { fieldsRoutes } from './http/routes/fields.js';
import { itemsRoutes } from './http/routes/items.js';
import { permissionsRoutes } from './http/routes/permissions.js';
import { relationsRoutes } from './http/routes/relations.js';
import { schemaRoutes } from './http/routes/schema.js';
import { serverSpecsOasRoutes } from './http/routes/server-specs-oas.js';
import { serverRoutes, serverSpecsRoutes } from './http/routes/server.js';
import { serverSpecsTsRoutes } from './http/routes/server-specs-ts.js';
import type { GraphqlSchemaSource } from './graphql/graphql-types.js';
import { graphqlRoutes } from './graphql/http/graphql-routes.js';
import { createGraphqlSchemaSource } from './graphql/schema/schema-source.js';
import { createSystemExtras } from './graphql/system/system-extras.js';
import { registerGraphqlSocket } from './graphql/ws/graphql-socket-route.js';
import { rolesRoutes } from './http/routes/roles.js';
import { usersRoutes } from './http/routes/users.js';
import { sharesRoutes } from './http/routes/shares.js';
import { settingsRoutes } from './http/routes/settings.js';
import { presetsRoutes } from './http/routes/presets.js';
import { notificationsRoutes } from './http/routes/notifications.js';
import { translationsRoutes } from './http/routes/translations.js';
import { foldersRoutes } from './http/routes/folders.js';
import { filesRoutes } from './http/routes/files.js';
import { filesTusRoutes } from './http/routes/files-tus.js';
import { dashboardsRoutes } from './http/routes/dashboards.js';
import { panelsRoutes } from './http/routes/panels.js';
import { flowsRoutes } from './http/routes/flows.js';
import { flowsTriggerRoutes } from './http/routes/flows-trigger.js';
import { operationsRoutes } from './http/routes/operations.js';
import { webhooksRoutes } from './http/routes/webhooks.js';
import { versionsRoutes } from './http/routes/versions.js';
import { activityRoutes } from './http/routes/activity.js';
import { revisionsRoutes } from './http/routes/revisions.js';
import { utilsRoutes } from './http/routes/utils.js';
import { utilsTrashRoutes } from './http/routes/utils-trash.js';
import { utilsExportRoutes } from './http/routes/utils-export.js';
import { utilsImportRoutes } from './http/routes/utils-import.js';
import { rootRoutes } from './http/routes/root.js';
import { extensionsRoutes } from './http/routes/extensions.js';
import { endpointDispatcherRoutes } from './extensions/endpoints/endpoint-dispatcher.js';
import { registerRestSocket, registerWebsocketUpgrades } from './realtime/socket/register-websockets.js';
import { parseByteSize } from './utils/parse-byte-size.js';
import { lazyChildLoggerFactory } from './logging/lazy-child-logger.js';
import { RequestLogController } from './logging/request-log.js';
import { isDraining } from './services/server/draining.js';

export interface BuildAppOptions {
  /** The per-access GraphQL schemas behind `/graphql` and the SDL download; by default the generated ones. */
  graphqlSource?: GraphqlSchemaSource;
}

/** A Fastify instance with every plugin and route registered. It never listens by itself. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: parseByteSize(ctx.config.MAX_PAYLOAD_SIZE),
    trustProxy: ctx.config.IP_TRUST_PROXY,
    // One line per request, written when it is answered, instead of Fastify's two.
    logController: new RequestLogController(ctx.config.LOG_REQUESTS),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Bracket notation (filter[a][_eq]=1) as the reference parses it, depth capped at QUERY_MAX_DEPTH.
    // Null-prototype objects: qs then keeps keys such as `constructor` (a column may be called that)
    // instead of dropping them, and no lookup in them can reach Object.prototype.
    routerOptions: {
      // The reference answers `/items/tags/` as `/items/tags` on every route (its admin app saves
      // permissions with `POST /permissions/`); endpoint extensions see the path as it was sent.
      ignoreTrailingSlash: true,
      querystringParser: (query: string) =>
        qs.parse(query, { depth: ctx.config.QUERY_MAX_DEPTH, arrayLimit: 1000, plainObjects: true }) as Record<string, unknown>,
    },
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError(ctx.config),
  });
  app.addHttpMethod('SEARCH', { hasBody: true });
  // The reference's init events for hook extensions, at the same points of the start (with `{ app }`).
  await ctx.extensions.emitInit('app.before', { app });
  await ctx.extensions.emitInit('middlewares.before', { app });
  await registerWebsocketUpgrades(app, ctx);
  await registerPressureLimit(app, ctx.config);
  await registerSecurityHeaders(app, ctx.config);
  await registerCors(app, ctx.config);
  registerTrustProxyWarning(app, ctx.config);
  // A callback hook: an async one costs every answer a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    // Shutting down: kept-alive connections end with this answer, so their clients reconnect through the balancer.
    if (isDraining(ctx)) reply.header('connection', 'close');
    done(null, payload);
  });
  registerJsonBody(app, { maxDepth: ctx.config.MAX_JSON_DEPTH });
  registerErrorHandling(app);
  await app.register(cookie);
  app.addHook('onClose', () => ctx.permissions.close());
  app.addHook('onClose', () => ctx.auth.close());
  app.addHook('onClose', () => ctx.flows.close());
  registerClientIp(app, ctx.config);
  registerRateLimit(app, ctx);
  registerAccountability(app, ctx);
  registerResponseCache(app, ctx);
  registerExport(app, exportFileOptions(ctx.config));
  await registerRestSocket(app, ctx);
  await ctx.extensions.emitInit('middlewares.after', { app });
  await ctx.extensions.emitInit('routes.before', { app });
  await app.register(rootRoutes, ctx);
  await app.register(serverRoutes, ctx);
  await app.register(serverSpecsTsRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(usersRoutes, ctx);
  await app.register(rolesRoutes, ctx);
  await app.register(sharesRoutes, ctx);
  await app.register(permissionsRoutes, ctx);
  await app.register(itemsRoutes, ctx);
  await app.register(collectionsRoutes, ctx);
  await app.register(fieldsRoutes, ctx);
  await app.register(relationsRoutes, ctx);
  await app.register(schemaRoutes, ctx);
  await app.register(settingsRoutes, ctx);
  await app.register(presetsRoutes, ctx);
  await app.register(notificationsRoutes, ctx);
  await app.register(translationsRoutes, ctx);
  await app.register(foldersRoutes, ctx);
  await app.register(filesRoutes, ctx);
  await app.register(filesTusRoutes, ctx);
  await app.register(dashboardsRoutes, ctx);
  await app.register(panelsRoutes, ctx);
  await app.register(flowsRoutes, ctx);
  await app.register(flowsTriggerRoutes, ctx);
  await app.register(operationsRoutes, ctx);
  await app.register(webhooksRoutes, ctx);
  await app.register(versionsRoutes, ctx);
  await app.register(activityRoutes, ctx);
  await app.register(revisionsRoutes, ctx);
  await app.register(utilsRoutes, ctx);
  await app.register(utilsTrashRoutes, ctx);
  await app.register(utilsExportRoutes, ctx);
  await app.register(utilsImportRoutes, ctx);
  await app.register(extensionsRoutes, ctx);
  await app.register(assetsRoutes, ctx);
  // Endpoint extensions: one dispatcher under `/:id`; mountEndpoint adds and removes what it serves.
  await app.register(endpointDispatcherRoutes, ctx);
  const graphqlSource = options.graphqlSource ?? createGraphqlSchemaSource(ctx, { system: createSystemExtras() });
  const socket = registerGraphqlSocket(app, ctx, graphqlSource);
  await app.register(graphqlRoutes, { ctx, source: graphqlSource, socket });
  await app.register(serverSpecsRoutes, { ctx, source: graphqlSource });
  await app.register(serverSpecsOasRoutes, ctx);
  await ctx.extensions.emitInit('routes.custom.before', { app });
  ctx.extensions.attach(app);
  await ctx.extensions.emitInit('routes.custom.after', { app });
  await ctx.extensions.emitInit('routes.after', { app });
  if (ctx.config.SERVE_APP) {
    const location = locateAdminApp(ctx.config.ADMIN_APP_DIR);
    // Said once at start: where /admin comes from, or the command that builds it.
    if (location.isBuilt) ctx.logger.info({ adminAppDir: location.root }, location.description);
    else ctx.logger.warn({ adminAppDir: location.root }, location.description);
    await app.register(adminAppRoutes, { location, config: ctx.config });
  }
  await ctx.extensions.emitInit('app.after', { app });
  return app;
}
