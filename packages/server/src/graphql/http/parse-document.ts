import { GraphQLError, parse, Source, type DocumentNode } from 'graphql';
import { graphqlValidationError } from './graphql-validation-error.js';

/**
 * `query` → document, refused (GRAPHQL_VALIDATION) when malformed or longer than `maxTokens`
 * (GRAPHQL_QUERY_TOKEN_LIMIT): the lexer stops at the limit, so a huge document costs little.
 */
export function parseDocument(query: string, maxTokens: number): DocumentNode {
  try {
    return parse(new Source(query), { maxTokens, noLocation: false });
  } catch (error) {
    if (error instanceof GraphQLError) throw graphqlValidationError([error], { hints: true });
    throw error;
  }
}
