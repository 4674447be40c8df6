import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { announceSchemaWrite, filterSchemaWrite, recordedFor } from '../schema-events.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { runSchemaChange } from '../../schema/run-schema-change.js';
import { createCollection, parseCollectionInput } from '../../services/collections/create-collection.js';
import { assertCanChangeDataModel, dataModelAccess } from '../../services/collections/data-model-access.js';
import { deleteCollection } from '../../services/collections/delete-collection.js';
import { readCollection, readCollections } from '../../services/collections/read-collections.js';
import { parseCollectionUpdate, updateCollection } from '../../services/collections/update-collection.js';

type Params = { collection: string };

/** `/collections`: tables (with or without metadata) and folders; writes are for admins. */
export async function collectionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const reader = async (request: FastifyRequest) => {
    const schema = await ctx.schema.get();
    return {
      schema,
      reader: await dataModelAccess({ db: ctx.db, rules: ctx.permissions }, schema, request.accountability, 'directus_collections'),
    };
  };
  const readBack = async (request: FastifyRequest, names: string[]) => {
    const { schema, reader: access } = await reader(request);
    return names.map((name) => readCollection(schema, access, name));
  };

  app.get('/collections', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readCollections(schema, access) };
  });

  app.route<{ Body: unknown }>({
    method: 'SEARCH',
    url: '/collections',
    handler: async (request) => {
      const { schema, reader: access } = await reader(request);
      const keys = (request.body as { keys?: unknown } | undefined)?.keys;
      if (keys !== undefined && (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')))
        throw invalidPayload('"keys" must be a list of collection names');
      return { data: readCollections(schema, access, keys) };
    },
  });

  app.get<{ Params: Params }>('/collections/:collection', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readCollection(schema, access, request.params.collection) };
  });

  app.post<{ Body: unknown }>('/collections', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const many = Array.isArray(request.body);
    const bodies: unknown[] = [];
    for (const raw of many ? (request.body as unknown[]) : [request.body])
      bodies.push(await filterSchemaWrite(ctx, request, 'collections.create', raw, { collection: 'directus_collections' }));
    const inputs = bodies.map((raw) => parseCollectionInput(raw, dialectOf(ctx.db)));
    const names = inputs.map((input) => input.collection);
    if (new Set(names).size !== names.length) throw invalidPayload('Each collection can be created only once per request');
    await runSchemaChange(
      ctx,
      async (change) => {
        for (const input of inputs) await createCollection(change, input);
      },
      recordedFor(ctx, request),
    );
    for (const [index, input] of inputs.entries())
      announceSchemaWrite(ctx, request, 'collections.create', {
        payload: bodies[index],
        key: input.collection,
        collection: 'directus_collections',
      });
    const created = await readBack(request, names);
    return { data: many ? created : created[0] };
  });

  app.patch<{ Body: unknown }>('/collections', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const updates = parseBatch(request.body).map(({ collection, body }) => ({ collection, meta: parseCollectionUpdate(body, collection) }));
    await runSchemaChange(
      ctx,
      async (change) => {
        for (const update of updates) await updateCollection(change, update.collection, update.meta);
      },
      recordedFor(ctx, request),
    );
    announceSchemaWrite(ctx, request, 'collections.update', {
      payload: request.body,
      keys: updates.map((update) => update.collection),
      collection: 'directus_collections',
    });
    return {
      data: await readBack(
        request,
        updates.map((update) => update.collection),
      ),
    };
  });

  app.patch<{ Params: Params; Body: unknown }>('/collections/:collection', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const { collection } = request.params;
    const body = await filterSchemaWrite(ctx, request, 'collections.update', request.body, {
      keys: [collection],
      collection: 'directus_collections',
    });
    const meta = parseCollectionUpdate(body, collection);
    await runSchemaChange(ctx, (change) => updateCollection(change, collection, meta), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'collections.update', { payload: body, keys: [collection], collection: 'directus_collections' });
    return { data: (await readBack(request, [collection]))[0] };
  });

  app.delete<{ Params: Params }>('/collections/:collection', async (request, reply) => {
    assertCanChangeDataModel(request.accountability);
    const keys = [request.params.collection];
    await filterSchemaWrite(ctx, request, 'collections.delete', keys, { collection: 'directus_collections' });
    await runSchemaChange(ctx, (change) => deleteCollection(change, request.params.collection), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'collections.delete', { payload: keys, keys, collection: 'directus_collections' });
    return reply.status(204).send();
  });
}

/** `PATCH /collections`: a list of `{collection, meta}`, or `{keys, data: {meta}}` for the same change to several. */
function parseBatch(body: unknown): Array<{ collection: string; body: unknown }> {
  if (Array.isArray(body)) {
    return body.map((entry: unknown) => {
      const collection = (entry as { collection?: unknown } | null)?.collection;
      if (typeof collection !== 'string') throw invalidPayload('Each entry needs its "collection"');
      return { collection, body: entry };
    });
  }
  const { keys, data } = (body ?? {}) as { keys?: unknown; data?: unknown };
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string'))
    throw invalidPayload('The body must be a list of collections, or {keys, data}');
  return keys.map((collection: string) => ({ collection, body: data }));
}
