import { GraphQLError, locatedError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppErrorList } from '../../errors/app-error.js';
import { failedValidation, forbidden } from '../../errors/error-helpers.js';
import { formatGraphqlError } from './format-graphql-error.js';

const node = parse('{ field }').definitions[0]!;
const at = (error: Error) => locatedError(error, [node], ['field']);
const logged: unknown[] = [];
const logger = { error: (details: object) => void logged.push(details) };

describe('formatGraphqlError', () => {
  it('keeps an AppError’s message, code and extensions, with the path', () => {
    expect(formatGraphqlError(at(forbidden()), false, logger)).toEqual([
      {
        message: "You don't have permission to access this.",
        locations: [{ line: 1, column: 1 }],
        path: ['field'],
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
  });

  it('lists every error of an AppErrorList (one per failing field)', () => {
    const list = new AppErrorList([failedValidation('title', 'Value is required.'), failedValidation('views', 'Must be positive.')]);
    expect(formatGraphqlError(at(list), false, logger).map((entry) => [entry.message, entry.extensions])).toEqual([
      ['Validation failed for field "title". Value is required.', { field: 'title', code: 'FAILED_VALIDATION' }],
      ['Validation failed for field "views". Must be positive.', { field: 'views', code: 'FAILED_VALIDATION' }],
    ]);
  });

  it('keeps GraphQL’s own execution errors readable', () => {
    const error = new GraphQLError('Cannot return null for non-nullable field Query.field.', { nodes: [node], path: ['field'] });
    expect(formatGraphqlError(error, false, logger)[0]).toMatchObject({
      message: error.message,
      extensions: { code: 'GRAPHQL_EXECUTION' },
    });
  });

  it('hides other errors from non-admins and logs them', () => {
    logged.length = 0;
    const internal = at(new Error('ECONNREFUSED 10.0.0.5:5432'));
    expect(formatGraphqlError(internal, false, logger)).toEqual([
      {
        message: 'An unexpected error occurred.',
        locations: [{ line: 1, column: 1 }],
        path: ['field'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(formatGraphqlError(internal, true, logger)[0]!.message).toBe('ECONNREFUSED 10.0.0.5:5432');
    expect(logged).toHaveLength(2);
  });
});
