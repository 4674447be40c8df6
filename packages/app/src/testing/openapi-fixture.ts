import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../lib/api-docs/types.js';
import { OPENAPI_COMPONENTS } from './openapi-fixture-components.js';

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const errors = { '401': { $ref: '#/components/responses/Unauthorized' }, '404': { $ref: '#/components/responses/NotFound' } };
const QUERY = ['Fields', 'Limit', 'Offset', 'Sort', 'Filter', 'Search', 'Meta'].map(param);

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const dataOf = (schema: JsonSchema) => json({ type: 'object', properties: { data: schema } });
const ok = (schema: JsonSchema) => ({ '200': { description: 'Successful request', ...dataOf(schema) }, ...errors });

/** `/items/<collection>` and `/items/<collection>/{id}` as the reference words them. */
function itemPaths(collection: string, pascal: string): Record<string, Record<string, OpenApiOperation>> {
  const tags = [`Items${pascal}`];
  const one = schemaRef(`Items${pascal}`);
  const many = { type: 'array', items: one };
  return {
    [`/items/${collection}`]: {
      get: {
        operationId: `readItems${pascal}`,
        summary: 'List Items',
        description: `List the ${collection} items.`,
        tags,
        parameters: QUERY,
        responses: ok(many),
      },
      post: {
        operationId: `createItems${pascal}`,
        summary: 'Create an Item',
        description: `Create a new ${collection} item.`,
        tags,
        parameters: [param('Meta')],
        requestBody: json({ oneOf: [many, one] }),
        responses: ok(one),
      },
    },
    [`/items/${collection}/{id}`]: {
      get: {
        operationId: `readSingleItems${pascal}`,
        summary: 'Retrieve an Item',
        tags,
        parameters: [param('Id'), param('Fields')],
        responses: ok(one),
      },
      patch: {
        operationId: `updateSingleItems${pascal}`,
        summary: 'Update an Item',
        tags,
        parameters: [param('Id'), param('Fields')],
        requestBody: { required: true, ...json(one) },
        responses: ok(one),
      },
      delete: {
        operationId: `deleteSingleItems${pascal}`,
        summary: 'Delete an Item',
        tags,
        parameters: [param('Id')],
        responses: { '204': { description: 'Successful request' }, ...errors },
      },
    },
  };
}

/**
 * A realistic `GET /server/specs/oas` answer for an administrator: `articles` and `authors`
 * relating to each other, the `homepage` singleton (read and update only), users and the server
 * info route.
 */
export function openApiFixture(): OpenApiDocument {
  return structuredClone({
    openapi: '3.1.0',
    info: { title: 'Dynamic API Specification', description: 'Tessera OpenAPI document for the current user.', version: '1.0.0' },
    servers: [{ url: 'http://localhost:8055', description: 'Tessera API' }],
    tags: [
      { name: 'ItemsArticles', 'x-collection': 'articles' },
      { name: 'ItemsAuthors', description: 'The people who write.', 'x-collection': 'authors' },
      { name: 'ItemsHomepage', 'x-collection': 'homepage' },
      { name: 'Server', description: 'Access to where Tessera runs.' },
      { name: 'Users', description: 'Users are what gives you access to the data.', 'x-collection': 'directus_users' },
    ],
    paths: {
      ...itemPaths('articles', 'Articles'),
      ...itemPaths('authors', 'Authors'),
      '/items/homepage': {
        get: {
          operationId: 'readSingletonHomepage',
          summary: 'Retrieve the singleton',
          tags: ['ItemsHomepage'],
          parameters: [param('Fields')],
          responses: ok(schemaRef('ItemsHomepage')),
        },
        patch: {
          operationId: 'updateSingletonHomepage',
          summary: 'Update the singleton',
          tags: ['ItemsHomepage'],
          requestBody: json(schemaRef('ItemsHomepage')),
          responses: ok(schemaRef('ItemsHomepage')),
        },
      },
      '/server/info': {
        get: {
          operationId: 'serverInfo',
          summary: 'System Info',
          description: 'Perform a system status check.',
          tags: ['Server'],
          responses: ok({ type: 'object' }),
        },
      },
      '/users': {
        get: {
          operationId: 'getUsers',
          summary: 'List Users',
          tags: ['Users'],
          parameters: QUERY,
          responses: ok({ type: 'array', items: schemaRef('Users') }),
        },
      },
      '/users/{id}': {
        get: {
          operationId: 'getUser',
          summary: 'Retrieve a User',
          tags: ['Users'],
          parameters: [param('Id'), param('Fields')],
          responses: ok(schemaRef('Users')),
        },
      },
      '/users/me': {
        get: {
          operationId: 'getMe',
          summary: 'Retrieve Current User',
          tags: ['Users'],
          parameters: [param('Fields')],
          responses: ok(schemaRef('Users')),
        },
      },
    },
    components: OPENAPI_COMPONENTS,
  });
}
