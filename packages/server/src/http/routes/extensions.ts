import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing, routeNotFound } from '../../errors/error-helpers.js';
import { readItems } from '../../services/items/read-items.js';
import { appExtensionSourcesRoutes } from '../../extensions/app/app-extension-sources.js';
import { isUuid } from '../../utils/is-uuid.js';
import { requestOperation } from '../read-only-routes.js';

const EXTENSIONS = 'directus_extensions';

/**
 * `/extensions` (api-reference section 2). Tessera runs no extensions: the list holds what
 * `directus_extensions` rows the caller may read (admins all; other roles need a rule, as in the
 * reference, where no default rule grants it), each in the reference's `{id, bundle, meta, schema}`
 * shape with no installed schema; the app bundle is served by appExtensionSourcesRoutes. Changing an extension finds none.
 */
export async function extensionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/extensions', async (request) => {
    const op = await requestOperation(ctx, request, EXTENSIONS);
    const { data } = await readItems(op, EXTENSIONS, { limit: -1 });
    return { data: data.map((meta) => ({ id: meta.id, bundle: meta.bundle ?? null, meta, schema: null })) };
  });

  // The app bundle and its files. ext-core passes `entries: () => ctx.extensions.appEntries()` once its loader is merged.
  await app.register(appExtensionSourcesRoutes, { entries: () => [] });

  // The reference routes only UUID keys here; with no extension installed every one is unknown: FORBIDDEN.
  const unknownExtension = async (request: { params: { pk: string }; url: string }) => {
    if (!isUuid(request.params.pk)) throw routeNotFound(request.url.split('?')[0]!);
    throw forbiddenOrMissing();
  };
  app.patch<{ Params: { pk: string } }>('/extensions/:pk', unknownExtension);
  app.delete<{ Params: { pk: string } }>('/extensions/:pk', unknownExtension);
}
