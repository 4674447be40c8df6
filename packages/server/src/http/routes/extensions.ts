import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { routeNotFound } from '../../errors/error-helpers.js';
import { deleteExtension } from '../../services/extensions/delete-extension.js';
import { extensionOutput } from '../../services/extensions/extension-output.js';
import { updateExtension } from '../../services/extensions/update-extension.js';
import { readItems } from '../../services/items/read-items.js';
import { appExtensionSourcesRoutes } from '../../extensions/app/app-extension-sources.js';
import { isUuid } from '../../utils/is-uuid.js';
import { requestOperation } from '../read-only-routes.js';

const EXTENSIONS = 'directus_extensions';

/**
 * `/extensions` (api-reference section 2): the `directus_extensions` rows the caller may read
 * (admins all; app users through the default rule), each as `{ id, bundle, schema, meta }` with the
 * manifest information of the extension it names; `PATCH /:pk` switches one on or off and `DELETE
 * /:pk` uninstalls a registry one (services/extensions). Keys are UUIDs: any other path is unknown.
 * The app extensions' bundle and files are served by appExtensionSourcesRoutes.
 */
export async function extensionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/extensions', async (request) => {
    const op = await requestOperation(ctx, request, EXTENSIONS);
    const { data } = await readItems(op, EXTENSIONS, { limit: -1 });
    return { data: data.map((meta) => extensionOutput(ctx, meta)) };
  });

  // The app bundle and its files: the enabled app extensions the loader found.
  await app.register(appExtensionSourcesRoutes, { entries: () => ctx.extensions.appEntries() });

  app.patch<{ Params: { pk: string } }>('/extensions/:pk', async (request) => {
    if (!isUuid(request.params.pk)) throw routeNotFound(request.url.split('?')[0]!);
    const op = await requestOperation(ctx, request, EXTENSIONS);
    return { data: await updateExtension(ctx, op, request.params.pk, request.body) };
  });

  app.delete<{ Params: { pk: string } }>('/extensions/:pk', async (request, reply) => {
    if (!isUuid(request.params.pk)) throw routeNotFound(request.url.split('?')[0]!);
    await deleteExtension(ctx, await requestOperation(ctx, request, EXTENSIONS), request.params.pk);
    return reply.status(204).send();
  });
}
