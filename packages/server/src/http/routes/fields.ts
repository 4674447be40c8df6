import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { announceSchemaWrite, filterSchemaWrite, recordedFor } from '../schema-events.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { runSchemaChange } from '../../schema/run-schema-change.js';
import { assertCanChangeDataModel, dataModelAccess } from '../../services/collections/data-model-access.js';
import { createField } from '../../services/fields/create-field.js';
import { deleteField } from '../../services/fields/delete-field.js';
import { parseFieldInput, type FieldInput } from '../../services/fields/field-input.js';
import { Problems } from '../../services/fields/problems.js';
import { readField, readFields } from '../../services/fields/read-fields.js';
import { updateField } from '../../services/fields/update-field.js';

type Params = { collection: string; field: string };

/** `/fields`: every field of the data model, columns and aliases alike; writes are for admins. */
export async function fieldsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const reader = async (request: FastifyRequest) => {
    const schema = await ctx.schema.get();
    return {
      schema,
      reader: await dataModelAccess({ db: ctx.db, rules: ctx.permissions }, schema, request.accountability, 'directus_fields'),
    };
  };
  const parse = (raw: unknown, mode: 'create' | 'update'): FieldInput => {
    const problems = new Problems();
    const input = parseFieldInput(raw, { dialect: dialectOf(ctx.db), mode }, problems);
    problems.throwIfAny();
    return input!;
  };
  const readBack = async (request: FastifyRequest, collection: string, names: string[]) => {
    const { schema, reader: access } = await reader(request);
    return names.map((name) => readField(schema, access, collection, name));
  };

  app.get('/fields', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readFields(schema, access) };
  });

  app.get<{ Params: Pick<Params, 'collection'> }>('/fields/:collection', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readFields(schema, access, request.params.collection) };
  });

  app.get<{ Params: Params }>('/fields/:collection/:field', async (request) => {
    const { schema, reader: access } = await reader(request);
    return { data: readField(schema, access, request.params.collection, request.params.field) };
  });

  app.post<{ Params: Pick<Params, 'collection'>; Body: unknown }>('/fields/:collection', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const meta = { collection: 'directus_fields', parent: request.params.collection };
    const body = await filterSchemaWrite(ctx, request, 'fields.create', request.body, meta);
    const input = parse(body, 'create');
    await runSchemaChange(ctx, (change) => createField(change, request.params.collection, input), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'fields.create', { payload: body, key: input.field, ...meta });
    return { data: (await readBack(request, request.params.collection, [input.field]))[0] };
  });

  app.patch<{ Params: Pick<Params, 'collection'>; Body: unknown }>('/fields/:collection', async (request) => {
    assertCanChangeDataModel(request.accountability);
    if (!Array.isArray(request.body)) throw invalidPayload('The body must be a list of fields, each with its "field"');
    const inputs = request.body.map((raw: unknown) => parse(raw, 'update'));
    if (inputs.some((input) => input.field === '')) throw invalidPayload('Each field needs its "field"');
    await runSchemaChange(
      ctx,
      async (change) => {
        for (const input of inputs) await updateField(change, request.params.collection, input.field, input);
      },
      recordedFor(ctx, request),
    );
    announceSchemaWrite(ctx, request, 'fields.update', {
      payload: request.body,
      keys: inputs.map((input) => input.field),
      collection: 'directus_fields',
      parent: request.params.collection,
    });
    return {
      data: await readBack(
        request,
        request.params.collection,
        inputs.map((input) => input.field),
      ),
    };
  });

  app.patch<{ Params: Params; Body: unknown }>('/fields/:collection/:field', async (request) => {
    assertCanChangeDataModel(request.accountability);
    const { collection, field } = request.params;
    const meta = { keys: [field], collection: 'directus_fields', parent: collection };
    const body = await filterSchemaWrite(ctx, request, 'fields.update', request.body, meta);
    const input = parse(body, 'update');
    await runSchemaChange(ctx, (change) => updateField(change, collection, field, input), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'fields.update', { payload: body, ...meta });
    return { data: (await readBack(request, collection, [field]))[0] };
  });

  app.delete<{ Params: Params }>('/fields/:collection/:field', async (request, reply) => {
    assertCanChangeDataModel(request.accountability);
    const keys = [request.params.field];
    const meta = { collection: 'directus_fields', parent: request.params.collection };
    await filterSchemaWrite(ctx, request, 'fields.delete', keys, meta);
    await runSchemaChange(ctx, (change) => deleteField(change, request.params.collection, request.params.field), recordedFor(ctx, request));
    announceSchemaWrite(ctx, request, 'fields.delete', { payload: keys, keys, ...meta });
    return reply.status(204).send();
  });
}
