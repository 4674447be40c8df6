import type { ApiExtensionContext, ExtensionServices, SchemaOverview } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { assetsServiceClass } from './assets-service.js';
import { authServices } from './auth-services.js';
import { createError } from './create-error.js';
import { dataModelServices } from './data-model-services.js';
import { extensionEmitter } from './extension-emitter.js';
import { extensionEnv } from './extension-env.js';
import { extensionExceptions } from './extension-exceptions.js';
import { exportServiceClass } from './export-service.js';
import { importServiceClass } from './import-service.js';
import { itemsServiceClass } from './items-service.js';
import { mailServiceClass } from './mail-service.js';
import { serverServices } from './server-services.js';
import { systemCollectionServices } from './system-collection-services.js';
import { systemServiceClasses } from './system-services.js';

/**
 * What every API extension gets (the reference's ApiExtensionContext), bound to this server:
 * services running through our item operations, the database, the live schema, the configuration
 * without credentials (extension-env.ts), a logger naming the extension, the event bus and errors.
 */
export function createExtensionContext(ctx: AppContext, extensionName: string): ApiExtensionContext {
  const ItemsService = itemsServiceClass(ctx);
  const services: ExtensionServices = {
    ItemsService,
    ...systemServiceClasses(ctx, ItemsService),
    ...systemCollectionServices(ctx, ItemsService),
    ...dataModelServices(ctx),
    ...serverServices(ctx),
    ...authServices(ctx),
    ImportService: importServiceClass(ctx),
    ExportService: exportServiceClass(ctx),
    AssetsService: assetsServiceClass(ctx),
    MailService: mailServiceClass(ctx),
  };
  return {
    services,
    database: ctx.db,
    // The server's model is cached and versioned: a transaction sees the same one.
    getSchema: async () => (await ctx.schema.get()) as unknown as SchemaOverview,
    env: extensionEnv(ctx.config),
    logger: ctx.logger.child({ extension: extensionName }),
    emitter: extensionEmitter(ctx),
    exceptions: extensionExceptions(),
    createError,
  };
}
