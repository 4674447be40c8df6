import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { forbiddenOrMissing, invalidPayload } from '../errors/error-helpers.js';
import type { Access } from '../permissions/access.js';
import type { Query } from '../query/query.js';
import { createItems } from '../services/items/create-items.js';
import { deleteItems, deleteItemsByQuery } from '../services/items/delete-items.js';
import type { OperationContext } from '../services/items/operation-context.js';
import type { PrimaryKey } from '../services/items/primary-key.js';
import { readItem, readItems, readItemsByKeys } from '../services/items/read-items.js';
import { updateBatch, updateItems, updateItemsByQuery } from '../services/items/update-items.js';
import { writeSelection } from '../services/permissions/guard-writes.js';
import { readBackOrEmpty } from '../services/permissions/read-back.js';
import { resolveRequestAccess } from '../services/permissions/resolve-request-access.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { batchChanges } from '../services/system-items/batch-changes.js';
import { parseQueryParams } from './parse-query-params.js';
import { registerSystemWrites, type SystemWriteRules } from '../services/system-items/system-write-registry.js';

/** The standard CRUD routes are one door onto a system collection's write rules (system-write-registry.ts). */
export type StandardCrudOptions = SystemWriteRules;

type Params = { pk?: string };

/** The caller's operation context and access for a request on `collection` (FORBIDDEN outside a share's scope). */
export async function requestOperation(
  ctx: AppContext,
  request: FastifyRequest,
  collection: string,
): Promise<{ op: OperationContext; access: Access }> {
  const access = await resolveRequestAccess(ctx, request.accountability);
  if (!access.canReadAtRoot(collection)) throw forbiddenOrMissing();
  const op = {
    db: ctx.db,
    schema: await ctx.schema.get(),
    accountability: request.accountability,
    config: ctx.config,
    events: ctx.events,
    writes: ctx.writes,
    ...(access.isAdmin ? {} : { permissions: access }),
  };
  return { op, access };
}

/**
 * The standard CRUD pattern of api-reference section 2 for a system collection, served by the item
 * operations under the caller's rules: GET/SEARCH/POST/PATCH/DELETE on the prefix and `/:pk`.
 */
export async function standardCrudRoutes(app: FastifyInstance, ctx: AppContext, options: StandardCrudOptions): Promise<void> {
  registerSystemWrites(ctx, options);
  const { path, collection } = options;
  const context = async (request: FastifyRequest, write = false): Promise<{ op: OperationContext; access: Access }> => {
    if (write && options.adminWrites && !request.accountability.admin) throw forbiddenOrMissing();
    return requestOperation(ctx, request, collection);
  };
  const own = new Set(options.ownRoutes ?? []);
  const written = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    await options.afterWrite?.();
    return result;
  };
  const remove = (op: OperationContext, keys: readonly unknown[]) =>
    options.delete ? options.delete(op, keys, {}) : deleteItems(op, collection, keys);
  const removeByQuery = async (op: OperationContext, query: Query) => {
    if (!options.delete) return deleteItemsByQuery(op, collection, query);
    const primary = op.schema.collections[collection]!.primary;
    const { data } = await readItems(writeSelection(op, collection, 'delete'), collection, { ...query, fields: [primary] });
    return options.delete(
      op,
      data.map((row) => row[primary]),
      {},
    );
  };
  const update = async (request: FastifyRequest, op: OperationContext, body: unknown): Promise<PrimaryKey[]> => {
    if (options.update)
      return options.update(op, await batchChanges(op, collection, body, (raw) => parseQueryParams(request, ctx, raw)), {});
    if (Array.isArray(body)) return updateBatch(op, collection, body);
    if (isPlainObject(body) && Array.isArray(body.keys)) return updateItems(op, collection, body.keys, body.data);
    if (isPlainObject(body) && isPlainObject(body.query))
      return updateItemsByQuery(op, collection, parseQueryParams(request, ctx, body.query), body.data);
    throw invalidPayload('The body has to be an array of items, or an object with "keys" or "query" and "data"');
  };
  const answer = async (reply: FastifyReply, read: () => Promise<unknown>) => {
    const data = await readBackOrEmpty(read);
    return data === null ? reply.status(204).send() : reply.send({ data });
  };

  app.get(path, async (request) => readItems((await context(request)).op, collection, parseQueryParams(request, ctx)));

  app.route<{ Body: unknown }>({
    method: 'SEARCH',
    url: path,
    handler: async (request) => {
      const { op } = await context(request);
      const body = request.body;
      if (!isPlainObject(body)) throw invalidPayload('"query" or "keys" is required');
      if (Array.isArray(body.keys))
        return { data: await readItemsByKeys(op, collection, body.keys as PrimaryKey[], parseQueryParams(request, ctx)) };
      if (!isPlainObject(body.query)) throw invalidPayload('"query" or "keys" is required');
      return readItems(op, collection, parseQueryParams(request, ctx, body.query));
    },
  });

  app.get<{ Params: Params }>(`${path}/:pk`, async (request) => ({
    data: await readItem((await context(request)).op, collection, request.params.pk, parseQueryParams(request, ctx)),
  }));

  if (!own.has('POST /'))
    app.post<{ Body: unknown }>(path, async (request, reply) => {
      const { op, access } = await context(request, true);
      const isBatch = Array.isArray(request.body);
      const payloads = isBatch ? (request.body as unknown[]) : [request.body];
      for (const payload of payloads) options.checkPayload?.(payload, 'create', request.accountability);
      // The read-back query is checked before anything is written: a bad one writes nothing.
      const query = parseQueryParams(request, ctx);
      const keys = await written(options.create ? options.create(op, access, payloads) : createItems(op, collection, payloads));
      return answer(reply, async () => {
        const items = await readItemsByKeys(op, collection, keys, query);
        return isBatch ? items : (items[0] ?? null);
      });
    });

  app.patch<{ Body: unknown }>(path, async (request, reply) => {
    const { op } = await context(request, true);
    const body = request.body;
    if (Array.isArray(body)) for (const item of body) options.checkPayload?.(item, 'update', request.accountability);
    else if (isPlainObject(body)) options.checkPayload?.(body.data, 'update', request.accountability);
    const query = parseQueryParams(request, ctx);
    const keys = await written(update(request, op, body));
    return answer(reply, () => readItemsByKeys(op, collection, keys, query));
  });

  if (!own.has('PATCH /:pk'))
    app.patch<{ Params: Params; Body: unknown }>(`${path}/:pk`, async (request, reply) => {
      const { op } = await context(request, true);
      options.checkPayload?.(request.body, 'update', request.accountability);
      const query = parseQueryParams(request, ctx);
      const change = { keys: [request.params.pk], data: request.body };
      const [key] = await written(
        options.update
          ? options.update(op, [change], { single: true })
          : updateItems(op, collection, change.keys, change.data, { single: true }),
      );
      return answer(reply, () => readItem(op, collection, key, query));
    });

  app.delete<{ Body: unknown }>(path, async (request, reply) => {
    const { op } = await context(request, true);
    const body = request.body;
    if (Array.isArray(body)) await written(remove(op, body));
    else if (isPlainObject(body) && Array.isArray(body.keys)) await written(remove(op, body.keys));
    else if (isPlainObject(body) && isPlainObject(body.query)) await written(removeByQuery(op, parseQueryParams(request, ctx, body.query)));
    else throw invalidPayload('The body has to be an array of keys, or an object with "keys" or "query"');
    return reply.status(204).send();
  });

  app.delete<{ Params: Params }>(`${path}/:pk`, async (request, reply) => {
    const { op } = await context(request, true);
    await written(
      options.delete
        ? options.delete(op, [request.params.pk], { single: true })
        : deleteItems(op, collection, [request.params.pk], { single: true }),
    );
    return reply.status(204).send();
  });
}
