import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { readItem } from '../../services/items/read-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { listTrash } from '../../services/trash/list-trash.js';
import { restoreItem } from '../../services/trash/restore-item.js';
import { parseQueryParams } from '../parse-query-params.js';
import { requestOperation } from '../read-only-routes.js';

type Params = { collection: string; key?: string };

/** `/utils/trash/:collection` and `/utils/restore/:collection/:key`: deleted items of collections with `meta.trash`. */
export async function utilsTrashRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: Params }>('/utils/trash/:collection', async (request) => {
    const { collection } = request.params;
    const { limit, offset, page } = parseQueryParams(request, ctx);
    const paging = {
      limit: limit ?? ctx.config.QUERY_LIMIT_DEFAULT,
      ...(offset === undefined ? {} : { offset }),
      ...(page === undefined ? {} : { page }),
    };
    return { data: await listTrash(await requestOperation(ctx, request, collection), collection, paging) };
  });

  app.post<{ Params: Params }>('/utils/restore/:collection/:key', async (request, reply) => {
    const { collection, key } = request.params;
    const op = await requestOperation(ctx, request, collection);
    const restored = await restoreItem(op, collection, key);
    // Restored but not readable by the caller: 204, as a create answers.
    const item = await readBackOrEmpty(() => readItem(op, collection, restored.key, parseQueryParams(request, ctx)));
    return item === null ? reply.status(204).send() : { data: item, meta: { skipped: restored.skipped } };
  });
}
