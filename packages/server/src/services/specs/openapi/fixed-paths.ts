import { errorResponses } from './error-responses.js';
import { ref, type JsonSchema, type Operation, type PathItem, type Tag } from './openapi-types.js';
import { ONE_PARAMETERS } from './query-parameters.js';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const answer = (data: JsonSchema): JsonSchema => ({
  description: 'Successful request',
  content: json({ type: 'object', properties: { data } }),
});
const op = (operationId: string, tag: string, summary: string, rest: Partial<Operation> & Pick<Operation, 'responses'>): Operation => ({
  summary,
  operationId,
  tags: [tag],
  ...rest,
  responses: { ...rest.responses, ...errorResponses() },
});
const body = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  required: true,
  content: json({ type: 'object', required, properties }),
});

/** Shapes of the routes below that are not item schemas. */
export const FIXED_SCHEMAS: Record<string, JsonSchema> = {
  AuthTokens: {
    type: 'object',
    properties: { access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires: { type: 'integer' } },
  },
  ServerInfo: { type: 'object', properties: { project: { type: 'object' } } },
  Collections: {
    type: 'object',
    properties: { collection: { type: 'string' }, meta: { type: ['object', 'null'] }, schema: { type: ['object', 'null'] } },
  },
  Fields: {
    type: 'object',
    properties: {
      collection: { type: 'string' },
      field: { type: 'string' },
      type: { type: 'string' },
      meta: { type: ['object', 'null'] },
      schema: { type: ['object', 'null'] },
    },
  },
  Relations: {
    type: 'object',
    properties: {
      collection: { type: 'string' },
      field: { type: 'string' },
      related_collection: { type: ['string', 'null'] },
      meta: { type: ['object', 'null'] },
      schema: { type: ['object', 'null'] },
    },
  },
};

export const FIXED_TAGS: Tag[] = [
  { name: 'Authentication', description: 'Sign in, refresh and sign out.' },
  { name: 'Server', description: 'Information about this server.' },
];

const tokens = { mode: { type: 'string', enum: ['json', 'cookie', 'session'] } };

/** Routes everyone may call: sign in and out, server information. */
export function publicPaths(): Array<[string, PathItem]> {
  return [
    [
      '/auth/login',
      {
        post: op('login', 'Authentication', 'Sign in with email and password', {
          requestBody: body({ email: { type: 'string' }, password: { type: 'string' }, otp: { type: 'string' }, ...tokens }, [
            'email',
            'password',
          ]),
          responses: { '200': answer(ref('schemas', 'AuthTokens')) },
        }),
      },
    ],
    [
      '/auth/logout',
      {
        post: op('logout', 'Authentication', 'Sign out (ends the refresh token’s session)', {
          requestBody: body({ refresh_token: { type: 'string' }, ...tokens }, []),
          responses: { '204': { description: 'Signed out.' } },
        }),
      },
    ],
    [
      '/auth/refresh',
      {
        post: op('refresh', 'Authentication', 'A new access token for a refresh token', {
          requestBody: body({ refresh_token: { type: 'string' }, ...tokens }, []),
          responses: { '200': answer(ref('schemas', 'AuthTokens')) },
        }),
      },
    ],
    [
      '/server/info',
      { get: op('serverInfo', 'Server', 'Project information', { responses: { '200': answer(ref('schemas', 'ServerInfo')) } }) },
    ],
    [
      '/server/ping',
      {
        get: op('ping', 'Server', 'Answers "pong"', {
          responses: { '200': { description: 'pong', content: { 'text/plain': { schema: { type: 'string' } } } } },
        }),
      },
    ],
  ];
}

/** The schema routes (`/collections`, `/fields`, `/relations`) a caller who may read them gets, read-only unless admin. */
export function schemaPaths(canRead: (collection: string) => boolean, isAdmin: boolean): Array<[string, PathItem]> {
  const list = (schema: string) => answer({ type: 'array', items: ref('schemas', schema) });
  const named = (name: string, description: string): JsonSchema => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    description,
  });
  const paths: Array<[string, PathItem]> = [];
  if (canRead('directus_collections')) {
    paths.push([
      '/collections',
      { get: op('getCollections', 'Collections', 'List the collections', { responses: { '200': list('Collections') } }) },
    ]);
    paths.push([
      '/collections/{id}',
      {
        get: op('getCollection', 'Collections', 'Read one collection', {
          parameters: [named('id', 'The collection’s name.')],
          responses: { '200': answer(ref('schemas', 'Collections')) },
        }),
      },
    ]);
  }
  if (canRead('directus_fields')) {
    paths.push(['/fields', { get: op('getFields', 'Fields', 'List every field', { responses: { '200': list('Fields') } }) }]);
    paths.push([
      '/fields/{collection}',
      {
        get: op('getCollectionFields', 'Fields', 'List the fields of a collection', {
          parameters: [named('collection', 'The collection’s name.')],
          responses: { '200': list('Fields') },
        }),
      },
    ]);
  }
  if (canRead('directus_relations'))
    paths.push(['/relations', { get: op('getRelations', 'Relations', 'List the relations', { responses: { '200': list('Relations') } }) }]);
  if (isAdmin) addSchemaWrites(paths);
  return paths;
}

function addSchemaWrites(paths: Array<[string, PathItem]>): void {
  const item = paths.find(([path]) => path === '/collections');
  if (item)
    item[1].post = op('createCollection', 'Collections', 'Create a collection', {
      requestBody: { required: true, content: json(ref('schemas', 'Collections')) },
      responses: { '200': answer(ref('schemas', 'Collections')) },
    });
}

/** `/users/me`: the signed-in user, read with the item query of one item. */
export function mePaths(usersSchema: string | undefined): Array<[string, PathItem]> {
  if (!usersSchema) return [];
  return [
    [
      '/users/me',
      {
        get: op('getMe', 'Users', 'Read the signed-in user', {
          parameters: ONE_PARAMETERS,
          responses: { '200': answer(ref('schemas', usersSchema)) },
        }),
      },
    ],
  ];
}
