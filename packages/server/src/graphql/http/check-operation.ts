import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Config } from '../../config/load-config.js';
import { estimateRows } from './estimate-rows.js';
import type { GraphqlParams } from './graphql-params.js';
import { graphqlValidationError } from './graphql-validation-error.js';
import { validateDocument } from './validate-document.js';

/** What `limit: -1` counts as in the row estimate when QUERY_LIMIT_MAX sets no bound. */
const UNLIMITED_ROWS = 10_000;

/**
 * The checks that need the caller's schema, before anything runs: the standard rules (plus no
 * introspection unless `introspection`), an operation to run, and the row estimate within
 * GRAPHQL_QUERY_COST_LIMIT. Answers the operation to execute; refusals are GRAPHQL_VALIDATION.
 */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  params: GraphqlParams,
  config: Config,
  introspection: boolean,
): OperationDefinitionNode {
  const refuse = (errors: readonly GraphQLError[]) => graphqlValidationError(errors, { hints: introspection });
  const invalid = validateDocument(schema, document, params.query, introspection);
  if (invalid.length > 0) throw refuse(invalid);
  const operation = getOperationAST(document, params.operationName);
  if (!operation) {
    const problem = params.operationName
      ? `Unknown operation named "${params.operationName}".`
      : 'Must provide operation name if query contains multiple operations.';
    throw refuse([new GraphQLError(problem)]);
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const unlimited = config.QUERY_LIMIT_MAX > 0 ? config.QUERY_LIMIT_MAX : UNLIMITED_ROWS;
  const rows = estimateRows(schema, operation, fragments, params.variables, { defaultLimit: config.QUERY_LIMIT_DEFAULT, unlimited });
  if (rows > config.GRAPHQL_QUERY_COST_LIMIT) {
    const problem = `The operation may read about ${Math.round(rows)} rows, more than the limit of ${config.GRAPHQL_QUERY_COST_LIMIT}; lower the "limit" of nested lists.`;
    throw refuse([new GraphQLError(problem, { nodes: operation })]);
  }
  return operation;
}
