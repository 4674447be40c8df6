import { ref, type JsonSchema, type Ref } from './openapi-types.js';

/** `{"errors":[{"message","extensions":{"code"}}]}`, the shape of every error answer (STYLE.md §3). */
export const ERROR_SCHEMA: JsonSchema = {
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
};

/** The `meta` of a list answer, when asked for. */
export const METADATA_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { total_count: { type: 'integer' }, filter_count: { type: 'integer' } },
};

const errorResponse = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: ref('schemas', 'Error') } },
});

export const ERROR_RESPONSES: Record<string, JsonSchema> = {
  BadRequestError: errorResponse('Invalid query or payload (INVALID_QUERY, INVALID_PAYLOAD, FAILED_VALIDATION, …).'),
  UnauthorizedError: errorResponse('Invalid credentials or an expired token.'),
  ForbiddenError: errorResponse('Not allowed, or no such item or collection (the two are not told apart).'),
  NotFoundError: errorResponse('No such route.'),
};

/** The error answers every operation may give. */
export function errorResponses(): Record<string, Ref> {
  return {
    '400': ref('responses', 'BadRequestError'),
    '401': ref('responses', 'UnauthorizedError'),
    '403': ref('responses', 'ForbiddenError'),
    '404': ref('responses', 'NotFoundError'),
  };
}
