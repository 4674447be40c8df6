import { ref, type JsonSchema, type Ref } from './openapi-types.js';

const json = (description: string): JsonSchema => ({ content: { 'application/json': { schema: { type: 'object' } } }, description });
const list = (description: string): JsonSchema => ({
  schema: { type: 'array', items: { type: 'string' } },
  style: 'form',
  explode: false,
  description,
});

/**
 * The query parameters of api-reference section 3, as `components/parameters`. JSON-valued ones
 * (filter, deep, aggregate, alias) are described as JSON content: the server takes them as a JSON
 * string or in bracket notation (`filter[title][_eq]=x`).
 */
export const QUERY_PARAMETERS: Record<string, JsonSchema> = {
  Fields: { name: 'fields', in: 'query', required: false, ...list('Fields to return; `*` for all, dot paths for related fields.') },
  Filter: { name: 'filter', in: 'query', required: false, ...json('Only the items that match this filter.') },
  Search: {
    name: 'search',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: 'Only the items that contain this text.',
  },
  Sort: { name: 'sort', in: 'query', required: false, ...list('Fields to sort by; `-` in front sorts descending.') },
  Limit: {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: -1 },
    description: 'How many items to return (-1: all).',
  },
  Offset: { name: 'offset', in: 'query', required: false, schema: { type: 'integer', minimum: 0 }, description: 'How many items to skip.' },
  Page: {
    name: 'page',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1 },
    description: 'Which page of `limit` items.',
  },
  Meta: {
    name: 'meta',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: 'What metadata to return: `total_count`, `filter_count` or `*`.',
  },
  Deep: { name: 'deep', in: 'query', required: false, ...json('Query parameters for nested relational data.') },
  Aggregate: { name: 'aggregate', in: 'query', required: false, ...json('Aggregate functions over the items (`{"count":"*"}`).') },
  GroupBy: { name: 'groupBy', in: 'query', required: false, ...list('Fields to group the aggregation by.') },
  Alias: { name: 'alias', in: 'query', required: false, ...json('Other names for fields (`{"name":"field"}`).') },
  Version: { name: 'version', in: 'query', required: false, schema: { type: 'string' }, description: 'The content version to read.' },
};

export const LIST_PARAMETERS: Ref[] = [
  'Fields',
  'Filter',
  'Search',
  'Sort',
  'Limit',
  'Offset',
  'Page',
  'Meta',
  'Deep',
  'Aggregate',
  'GroupBy',
  'Alias',
].map((name) => ref('parameters', name));

export const ONE_PARAMETERS: Ref[] = ['Fields', 'Deep', 'Alias', 'Version'].map((name) => ref('parameters', name));

/** The `{id}` of an item route. */
export const ID_PARAMETER: JsonSchema = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The primary key of the item.',
  schema: { type: ['string', 'integer'] },
};
