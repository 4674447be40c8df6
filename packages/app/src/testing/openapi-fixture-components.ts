import type { JsonSchema } from '../lib/api-docs/types.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const keyOr = (key: JsonSchema, schema: string): JsonSchema => ({ oneOf: [key, ref(schema)] });

/**
 * The fixture document's `components`: two collections that point at each other (`articles.author`
 * → `authors`, `authors.articles` → `articles`), a singleton, and users and roles that do the same.
 */
export const OPENAPI_COMPONENTS = {
  schemas: {
    ItemsArticles: {
      type: 'object',
      'x-collection': 'articles',
      required: ['id', 'title'],
      properties: {
        id: { type: 'integer' },
        status: { type: 'string', enum: ['draft', 'published', 'archived'] },
        title: { type: 'string', description: 'The headline.' },
        body: { type: ['string', 'null'] },
        published_on: { type: ['string', 'null'], format: 'date-time' },
        tags: { type: ['array', 'null'], items: { type: 'string' } },
        author: { oneOf: [{ type: ['integer', 'null'] }, ref('ItemsAuthors')] },
      },
    },
    ItemsAuthors: {
      type: 'object',
      'x-collection': 'authors',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        email: { type: ['string', 'null'], format: 'email' },
        articles: { type: 'array', items: keyOr({ type: 'integer' }, 'ItemsArticles') },
      },
    },
    ItemsHomepage: {
      type: 'object',
      'x-collection': 'homepage',
      properties: {
        id: { type: 'integer' },
        headline: { type: ['string', 'null'] },
        featured: { type: ['array', 'null'], items: keyOr({ type: 'integer' }, 'ItemsArticles') },
      },
    },
    Users: {
      type: 'object',
      'x-collection': 'directus_users',
      properties: {
        id: { type: 'string', format: 'uuid' },
        email: { type: ['string', 'null'], format: 'email' },
        status: { type: 'string', enum: ['active', 'invited', 'draft', 'suspended', 'archived'] },
        role: keyOr({ type: ['string', 'null'], format: 'uuid' }, 'Roles'),
      },
    },
    Roles: {
      type: 'object',
      'x-collection': 'directus_roles',
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        users: { type: 'array', items: keyOr({ type: 'string', format: 'uuid' }, 'Users') },
      },
    },
    Query: {
      type: 'object',
      properties: {
        fields: { type: 'array', items: { type: 'string' } },
        limit: { type: 'integer' },
        filter: { type: 'object' },
      },
    },
    Errors: {
      type: 'object',
      required: ['errors'],
      properties: {
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['message', 'extensions'],
            properties: {
              message: { type: 'string' },
              extensions: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
  parameters: {
    Id: {
      name: 'id',
      in: 'path',
      required: true,
      description: 'Index of the item.',
      schema: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
    },
    Fields: {
      name: 'fields',
      in: 'query',
      description: 'Control what fields are being returned in the object.',
      schema: { type: 'array', items: { type: 'string' } },
    },
    Limit: { name: 'limit', in: 'query', description: 'A limit on the number of objects that are returned.', schema: { type: 'integer' } },
    Offset: { name: 'offset', in: 'query', description: 'How many items to skip when fetching data.', schema: { type: 'integer' } },
    Sort: {
      name: 'sort',
      in: 'query',
      description: 'How to sort the returned items.',
      schema: { type: 'array', items: { type: 'string' } },
    },
    Filter: { name: 'filter', in: 'query', description: 'Select items in collection by given conditions.', schema: { type: 'object' } },
    Search: {
      name: 'search',
      in: 'query',
      description: 'Filter by items that contain the given search query.',
      schema: { type: 'string' },
    },
    Meta: { name: 'meta', in: 'query', description: 'What metadata to return in the response.', schema: { type: 'string' } },
  },
  responses: {
    NotFound: { description: 'Error: Not found.', content: { 'application/json': { schema: ref('Errors') } } },
    Unauthorized: { description: 'Error: Unauthorized request', content: { 'application/json': { schema: ref('Errors') } } },
    Forbidden: { description: 'Error: Forbidden', content: { 'application/json': { schema: ref('Errors') } } },
  },
};
