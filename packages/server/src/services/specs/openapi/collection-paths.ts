import { errorResponses } from './error-responses.js';
import { ref, type JsonSchema, type Operation, type PathItem } from './openapi-types.js';
import { ID_PARAMETER, LIST_PARAMETERS, ONE_PARAMETERS } from './query-parameters.js';

/** What the caller may do on one collection's routes. */
export interface CollectionActions {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** One collection's routes, described the way the reference names them. */
export interface CollectionRoutes {
  collection: string;
  /** `/items/articles`, `/users`: already percent-encoded. */
  path: string;
  /** Tag and item schema name (`ItemsArticles`, `Users`). */
  name: string;
  singleton: boolean;
  actions: CollectionActions;
  /** `items`: `readItemsX`, `readSingleItemsX`…; `system`: `getUsers`, `getUser`… as the reference's static spec. */
  style: 'items' | 'system';
  /** The schema of a primary key value. */
  key: JsonSchema;
}

const item = (name: string) => ref('schemas', name);
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const body = (schema: JsonSchema): JsonSchema => ({ required: true, content: json(schema) });
const answer = (data: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({
  description: 'Successful request',
  content: json({ type: 'object', properties: { data, ...extra } }),
});
const NO_CONTENT = { description: 'Done; nothing to answer (or nothing the caller may read).' };

/** The list route (`/items/x`) and the one-item route (`/items/x/{id}`) of a collection, with only the allowed methods. */
export function collectionPaths(routes: CollectionRoutes): Array<[string, PathItem]> {
  const { name, actions } = routes;
  const ids = operationIds(routes);
  const op = (id: string, summary: string, rest: Partial<Operation> & Pick<Operation, 'responses'>): Operation => ({
    summary,
    operationId: id,
    tags: [name],
    ...rest,
    responses: { ...rest.responses, ...errorResponses() },
  });
  const list: PathItem = {};
  const one: PathItem = {};
  if (routes.singleton) {
    if (actions.read)
      list.get = op(ids.read, `Read the ${routes.collection} singleton`, {
        parameters: ONE_PARAMETERS,
        responses: { '200': answer(item(name)) },
      });
    if (actions.update || actions.create)
      list.patch = op(ids.update, `Update the ${routes.collection} singleton`, {
        parameters: ONE_PARAMETERS,
        requestBody: body(item(name)),
        responses: { '200': answer(item(name)), '204': NO_CONTENT },
      });
    return Object.keys(list).length > 0 ? [[routes.path, list]] : [];
  }
  const keys = { type: 'array', items: routes.key };
  const pathId = [{ ...ID_PARAMETER, schema: routes.key }];
  if (actions.read) {
    list.get = op(ids.read, `List the ${routes.collection} items`, {
      parameters: LIST_PARAMETERS,
      responses: { '200': answer({ type: 'array', items: item(name) }, { meta: ref('schemas', 'Metadata') }) },
    });
    one.get = op(ids.readOne, `Read one ${routes.collection} item`, {
      parameters: [...pathId, ...ONE_PARAMETERS],
      responses: { '200': answer(item(name)) },
    });
  }
  if (actions.create)
    list.post = op(ids.create, `Create one or more ${routes.collection} items`, {
      parameters: [ref('parameters', 'Fields')],
      requestBody: body({ oneOf: [item(name), { type: 'array', items: item(name) }] }),
      responses: { '200': answer({ oneOf: [item(name), { type: 'array', items: item(name) }] }), '204': NO_CONTENT },
    });
  if (actions.update) {
    list.patch = op(ids.update, `Update several ${routes.collection} items`, {
      parameters: [ref('parameters', 'Fields')],
      requestBody: body({
        oneOf: [
          { type: 'array', items: item(name), description: 'Items, each with its primary key.' },
          { type: 'object', required: ['keys', 'data'], properties: { keys, data: item(name) } },
          { type: 'object', required: ['query', 'data'], properties: { query: { type: 'object' }, data: item(name) } },
        ],
      }),
      responses: { '200': answer({ type: 'array', items: item(name) }), '204': NO_CONTENT },
    });
    one.patch = op(ids.updateOne, `Update one ${routes.collection} item`, {
      parameters: [...pathId, ref('parameters', 'Fields')],
      requestBody: body(item(name)),
      responses: { '200': answer(item(name)), '204': NO_CONTENT },
    });
  }
  if (actions.delete) {
    list.delete = op(ids.delete, `Delete several ${routes.collection} items`, {
      requestBody: body({
        oneOf: [
          keys,
          { type: 'object', required: ['keys'], properties: { keys } },
          { type: 'object', required: ['query'], properties: { query: { type: 'object' } } },
        ],
      }),
      responses: { '204': NO_CONTENT },
    });
    one.delete = op(ids.deleteOne, `Delete one ${routes.collection} item`, { parameters: pathId, responses: { '204': NO_CONTENT } });
  }
  const paths: Array<[string, PathItem]> = [];
  if (Object.keys(list).length > 0) paths.push([routes.path, list]);
  if (Object.keys(one).length > 0) paths.push([`${routes.path}/{id}`, one]);
  return paths;
}

function operationIds({ name, style }: CollectionRoutes) {
  if (style === 'items') {
    return {
      read: `read${name}`,
      readOne: `readSingle${name}`,
      create: `create${name}`,
      update: `update${name}`,
      updateOne: `updateSingle${name}`,
      delete: `delete${name}`,
      deleteOne: `deleteSingle${name}`,
    };
  }
  // The reference's static spec: `getUsers` lists, `getUser` reads one, `createUser`, `updateUser`, `deleteUser`.
  const single = name.endsWith('s') && name.length > 1 ? name.slice(0, -1) : `${name}Item`;
  return {
    read: `get${name}`,
    readOne: `get${single}`,
    create: `create${single}`,
    update: `update${name}`,
    updateOne: `update${single}`,
    delete: `delete${name}`,
    deleteOne: `delete${single}`,
  };
}
