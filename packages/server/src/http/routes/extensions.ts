import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing, routeNotFound } from '../../errors/error-helpers.js';
import { readItems } from '../../services/items/read-items.js';
import { isUuid } from '../../utils/is-uuid.js';
import { requestOperation } from '../read-only-routes.js';

const EXTENSIONS = 'directus_extensions';

/**
 * What the reference's app imports from `/extensions/sources/index.js`: one list per app extension
 * type. Tessera has no extensions, so every list is empty (the app then registers none).
 */
export const EMPTY_APP_EXTENSIONS_BUNDLE =
  'export const interfaces = [];\nexport const displays = [];\nexport const layouts = [];\nexport const modules = [];\nexport const panels = [];\nexport const themes = [];\nexport const operations = [];\n';

/**
 * `/extensions` (api-reference section 2). Tessera runs no extensions: the list holds what
 * `directus_extensions` rows the caller may read (admins all; other roles need a rule, as in the
 * reference, where no default rule grants it), each in the reference's `{id, bundle, meta, schema}`
 * shape with no installed schema; the app bundle is an empty module. Changing an extension finds none.
 */
export async function extensionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/extensions', async (request) => {
    const op = await requestOperation(ctx, request, EXTENSIONS);
    const { data } = await readItems(op, EXTENSIONS, { limit: -1 });
    return { data: data.map((meta) => ({ id: meta.id, bundle: meta.bundle ?? null, meta, schema: null })) };
  });

  app.get<{ Params: { chunk: string } }>('/extensions/sources/:chunk', async (request, reply) => {
    if (request.params.chunk !== 'index.js') throw routeNotFound(request.url.split('?')[0]!);
    return reply
      .header('content-type', 'application/javascript; charset=UTF-8')
      .header('vary', 'Origin, Cache-Control')
      .send(EMPTY_APP_EXTENSIONS_BUNDLE);
  });

  // The reference routes only UUID keys here; with no extension installed every one is unknown: FORBIDDEN.
  const unknownExtension = async (request: { params: { pk: string }; url: string }) => {
    if (!isUuid(request.params.pk)) throw routeNotFound(request.url.split('?')[0]!);
    throw forbiddenOrMissing();
  };
  app.patch<{ Params: { pk: string } }>('/extensions/:pk', unknownExtension);
  app.delete<{ Params: { pk: string } }>('/extensions/:pk', unknownExtension);
}
