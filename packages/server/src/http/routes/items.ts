import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSystemCollection } from '@tessera/shared';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing, invalidPayload, routeNotFound } from '../../errors/error-helpers.js';
import type { Item } from '../../query/apply-query.js';
import { createItems } from '../../services/items/create-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { deleteItems, deleteItemsByQuery } from '../../services/items/delete-items.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { readItem, readItems, readItemsByKeys, readSingleton } from '../../services/items/read-items.js';
import { updateBatch, updateItems, updateItemsByQuery, upsertSingleton } from '../../services/items/update-items.js';
import { applyVersionToItem } from '../../services/versions/apply-version-to-item.js';
import { parseVersionParams } from '../../services/versions/parse-version-params.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { parseQueryParams } from '../parse-query-params.js';

type Params = { collection: string; pk?: string };

/** `/items/:collection[/:pk]`: the standard CRUD pattern of api-reference section 2 for user collections. */
export async function itemsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** The operation context of a request, after the collection checks every items route shares. */
  async function operationContext(request: FastifyRequest<{ Params: Params }>, singletonRoute = 'any'): Promise<OperationContext> {
    const { collection } = request.params;
    const schema = await ctx.schema.get();
    const overview = schema.collections[collection];
    // Unknown and system collections answer FORBIDDEN, as does one the caller has no rule for.
    if (!overview?.hasTable || isSystemCollection(collection) || collection.startsWith('directus_')) throw forbiddenOrMissing();
    const access = await resolveRequestAccess(ctx, request.accountability);
    // A share reads its own collection; others only through the shared item's relations.
    if (!access.isAdmin && !access.canReadAtRoot(collection)) throw forbiddenOrMissing();
    if (overview.singleton && singletonRoute === 'none') throw routeNotFound(request.url.split('?')[0]!);
    return {
      db: ctx.db,
      schema,
      accountability: request.accountability,
      config: ctx.config,
      events: ctx.events,
      writes: ctx.writes,
      ...(access.isAdmin ? {} : { permissions: access }),
    };
  }
  const isSingleton = (op: OperationContext, collection: string) => op.schema.collections[collection]!.singleton;
  /** `?version=<key>` of a one-item read: the content version's changes over the item. */
  const withVersion = async (op: OperationContext, request: FastifyRequest<{ Params: Params }>, item: Item): Promise<Item> => {
    const version = parseVersionParams(request.query);
    return version ? applyVersionToItem(op, request.params.collection, request.params.pk, item, version) : item;
  };

  app.get<{ Params: Params }>('/items/:collection', async (request) => {
    const op = await operationContext(request);
    const query = parseQueryParams(request, ctx);
    if (isSingleton(op, request.params.collection))
      return { data: await withVersion(op, request, await readSingleton(op, request.params.collection, query)) };
    return readItems(op, request.params.collection, query);
  });

  app.route<{ Params: Params; Body: unknown }>({
    method: 'SEARCH',
    url: '/items/:collection',
    handler: async (request) => {
      const op = await operationContext(request);
      const body = request.body;
      if (!isPlainObject(body)) throw invalidPayload('"query" or "keys" is required');
      // A singleton answers SEARCH like GET: its one item, read with the body's query.
      if (isSingleton(op, request.params.collection)) {
        return {
          data: await readSingleton(
            op,
            request.params.collection,
            parseQueryParams(request, ctx, isPlainObject(body.query) ? body.query : undefined),
          ),
        };
      }
      if (Array.isArray(body.keys))
        return { data: await readItemsByKeys(op, request.params.collection, body.keys as PrimaryKey[], parseQueryParams(request, ctx)) };
      if (!isPlainObject(body.query)) throw invalidPayload('"query" or "keys" is required');
      return readItems(op, request.params.collection, parseQueryParams(request, ctx, body.query));
    },
  });

  app.get<{ Params: Params }>('/items/:collection/:pk', async (request) => {
    const op = await operationContext(request, 'none');
    return {
      data: await withVersion(
        op,
        request,
        await readItem(op, request.params.collection, request.params.pk, parseQueryParams(request, ctx)),
      ),
    };
  });

  app.post<{ Params: Params; Body: unknown }>('/items/:collection', async (request, reply) => {
    const op = await operationContext(request, 'none');
    const query = parseQueryParams(request, ctx);
    const isBatch = Array.isArray(request.body);
    const keys = await createItems(op, request.params.collection, isBatch ? (request.body as unknown[]) : [request.body]);
    // Written but not readable by the caller (no read rule, or one the new item falls outside of):
    // 204, as the reference answers. A batch answers the items the caller may read.
    const items = await readBackOrEmpty(() => readItemsByKeys(op, request.params.collection, keys, query));
    if (items === null || (!isBatch && items.length === 0)) return reply.status(204).send();
    return reply.send({ data: isBatch ? items : items[0] });
  });

  app.patch<{ Params: Params; Body: unknown }>('/items/:collection', async (request, reply) => {
    const op = await operationContext(request);
    const { collection } = request.params;
    const query = parseQueryParams(request, ctx);
    const body = request.body;
    if (isSingleton(op, collection)) {
      await upsertSingleton(op, collection, body);
      const item = await readBackOrEmpty(() => readSingleton(op, collection, query));
      return item === null ? reply.status(204).send() : { data: item };
    }
    let keys: PrimaryKey[];
    if (Array.isArray(body)) keys = await updateBatch(op, collection, body);
    else if (isPlainObject(body) && Array.isArray(body.keys)) keys = await updateItems(op, collection, body.keys, body.data);
    else if (isPlainObject(body) && isPlainObject(body.query))
      keys = await updateItemsByQuery(op, collection, parseQueryParams(request, ctx, body.query), body.data);
    else throw invalidPayload('The body has to be an array of items, or an object with "keys" or "query" and "data"');
    const items = await readBackOrEmpty(() => readItemsByKeys(op, collection, keys, query));
    return items === null ? reply.status(204).send() : { data: items };
  });

  app.patch<{ Params: Params; Body: unknown }>('/items/:collection/:pk', async (request, reply) => {
    const op = await operationContext(request, 'none');
    const { collection, pk } = request.params;
    const [key] = await updateItems(op, collection, [pk!], request.body, { single: true });
    const item = await readBackOrEmpty(() => readItem(op, collection, key, parseQueryParams(request, ctx)));
    return item === null ? reply.status(204).send() : { data: item };
  });

  app.delete<{ Params: Params; Body: unknown }>('/items/:collection', async (request, reply) => {
    const op = await operationContext(request, 'none');
    const body = request.body;
    if (Array.isArray(body)) await deleteItems(op, request.params.collection, body);
    else if (isPlainObject(body) && Array.isArray(body.keys)) await deleteItems(op, request.params.collection, body.keys);
    else if (isPlainObject(body) && isPlainObject(body.query))
      await deleteItemsByQuery(op, request.params.collection, parseQueryParams(request, ctx, body.query));
    else throw invalidPayload('The body has to be an array of keys, or an object with "keys" or "query"');
    return reply.status(204).send();
  });

  app.delete<{ Params: Params }>('/items/:collection/:pk', async (request, reply) => {
    const op = await operationContext(request, 'none');
    await deleteItems(op, request.params.collection, [request.params.pk!], { single: true });
    return reply.status(204).send();
  });
}
