import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { forbiddenOrMissing, invalidPayload } from '../errors/error-helpers.js';
import type { Access } from '../permissions/access.js';
import type { OperationContext } from '../services/items/operation-context.js';
import type { PrimaryKey } from '../services/items/primary-key.js';
import { readItem, readItems, readItemsByKeys } from '../services/items/read-items.js';
import { resolveRequestAccess } from '../services/permissions/resolve-request-access.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { parseQueryParams } from './parse-query-params.js';

export interface ReadOnlyOptions {
  /** URL prefix: `/revisions`. */
  path: string;
  /** The system collection behind it: `directus_revisions`. */
  collection: string;
}

/** The caller's access and operation context for `collection` (FORBIDDEN where a share may not read it at the root). */
export async function requestContext(
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

/** The caller's operation context for `collection`. */
export async function requestOperation(ctx: AppContext, request: FastifyRequest, collection: string): Promise<OperationContext> {
  return (await requestContext(ctx, request, collection)).op;
}

/**
 * The read half of the standard CRUD pattern (api-reference section 2) for collections the API only
 * lets clients read, such as activity and revisions: GET and SEARCH on the prefix, GET `/:pk`.
 */
export async function readOnlyRoutes(app: FastifyInstance, ctx: AppContext, options: ReadOnlyOptions): Promise<void> {
  const { path, collection } = options;

  app.get(path, async (request) => readItems(await requestOperation(ctx, request, collection), collection, parseQueryParams(request, ctx)));

  app.route<{ Body: unknown }>({
    method: 'SEARCH',
    url: path,
    handler: async (request) => {
      const op = await requestOperation(ctx, request, collection);
      const body = request.body;
      if (!isPlainObject(body)) throw invalidPayload('"query" or "keys" is required');
      if (Array.isArray(body.keys))
        return { data: await readItemsByKeys(op, collection, body.keys as PrimaryKey[], parseQueryParams(request, ctx)) };
      if (!isPlainObject(body.query)) throw invalidPayload('"query" or "keys" is required');
      return readItems(op, collection, parseQueryParams(request, ctx, body.query));
    },
  });

  app.get<{ Params: { pk: string } }>(`${path}/:pk`, async (request) => ({
    data: await readItem(await requestOperation(ctx, request, collection), collection, request.params.pk, parseQueryParams(request, ctx)),
  }));
}
