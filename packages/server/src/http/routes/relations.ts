import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { announceSchemaWrite, filterSchemaWrite, recordedFor } from '../schema-events.js';
import { runSchemaChange } from '../../schema/run-schema-change.js';
import { assertCanChangeDataModel, dataModelAccess } from '../../services/collections/data-model-access.js';
import { createRelation } from '../../services/relations/create-relation.js';
import { deleteRelation } from '../../services/relations/delete-relation.js';
import { readRelation, readRelations } from '../../services/relations/read-relations.js';
import { parseRelationInput } from '../../services/relations/relation-input.js';
import { updateRelation } from '../../services/relations/update-relation.js';

type Params = { collection: string; field: string };

/** `/relations`: m2o foreign keys and the o2m, m2m, m2a and translations built on them; writes are for admins. */
export async function relationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const reader = async (request: FastifyRequest) => {
    const schema = await ctx.schema.get();
    return {
      schema,
      reader: await dataModelAccess({ db: ctx.db, rules: ctx.permissions }, schema, request.accountability, 'directus_relations'),
    };
  };
  const readBack = async (request: FastifyRequest, collection: string, field: string) => {
    const { schema, reader: access } = await reader(request);
    return readRelation(schema, access, collection, field);
  };

  app.get('/relations', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readRelations(schema, access) };
  });

  app.get<{ Params: Pick<Params, 'collection'> }>('/relations/:collection', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readRelations(schema, access, request.params.collection) };
  });

  app.get<{ Params: Params }>('/relations/:collection/:field', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readRelation(schema, access, request.params.collection, request.params.field) };
  });

  app.post<{ Body: unknown }>('/relations', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const body = await filterSchemaWrite(ctx, request, 'relations.create', request.body, { collection: 'directus_relations' });
    const input = parseRelationInput(body, 'create');
    await runSchemaChange(ctx, (change) => createRelation(change, input), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'relations.create', {
      payload: body,
      key: `${input.collection}.${input.field}`,
      collection: 'directus_relations',
    });
    return { data: await readBack(request, input.collection, input.field) };
  });

  app.patch<{ Params: Params; Body: unknown }>('/relations/:collection/:field', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const { collection, field } = request.params;
    const meta = { keys: [`${collection}.${field}`], collection: 'directus_relations' };
    const body = await filterSchemaWrite(ctx, request, 'relations.update', request.body, meta);
    const input = { ...parseRelationInput(body, 'update'), collection, field };
    await runSchemaChange(ctx, (change) => updateRelation(change, input), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'relations.update', { payload: body, ...meta });
    return { data: await readBack(request, collection, field) };
  });

  app.delete<{ Params: Params }>('/relations/:collection/:field', async (request, reply) => {
    assertCanChangeDataModel(request.accountability);
    const keys = [`${request.params.collection}.${request.params.field}`];
    await filterSchemaWrite(ctx, request, 'relations.delete', keys, { collection: 'directus_relations' });
    await runSchemaChange(
      ctx,
      (change) => deleteRelation(change, request.params.collection, request.params.field),
      recordedFor(ctx, request),
    );
    announceSchemaWrite(ctx, request, 'relations.delete', { payload: keys, keys, collection: 'directus_relations' });
    return reply.status(204).send();
  });
}
