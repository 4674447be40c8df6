import type { GraphQLError } from 'graphql';
import { AppError } from '../../errors/app-error.js';

/**
 * A document refused before it ran, in the reference's shape: 400 GRAPHQL_VALIDATION, "GraphQL
 * validation error.", each problem in `extensions.errors` with its message and locations. Without
 * introspection the "Did you mean …?" hints go too: they would list the schema's names one typo at
 * a time.
 */
export function graphqlValidationError(errors: readonly GraphQLError[], options: { hints: boolean }): AppError {
  return new AppError('GRAPHQL_VALIDATION', 'GraphQL validation error.', {
    errors: errors.map((error) => ({
      message: options.hints ? error.message : error.message.replace(/ Did you mean .*\?$/su, ''),
      ...(error.locations ? { locations: error.locations } : {}),
    })),
  });
}
