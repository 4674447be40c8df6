import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import type { Accountability } from '../../permissions/accountability.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import type { GraphqlRequestContext, GraphqlSchemaSource } from '../graphql-types.js';
import { checkDocumentLimits, documentLimitsOf } from '../http/check-document-limits.js';
import { checkOperation } from '../http/check-operation.js';
import { graphqlParamsOfBody } from '../http/graphql-params.js';
import { graphqlValidationError } from '../http/graphql-validation-error.js';
import { isIntrospectionAllowed } from '../http/introspection-allowed.js';
import { parseDocument } from '../http/parse-document.js';

/**
 * A `subscribe` message → what to execute, through the same checks as `POST /graphql`, in the
 * same order (token limit, depth, alias and field limits before any schema or database work, then the
 * caller's `items` schema, standard validation with the introspection policy, the row estimate).
 * Queries and mutations run too, with the caller's permissions. A refusal answers GraphQL errors
 * (the client gets an `error` message for that operation; the socket stays open).
 */
export async function prepareSocketOperation(
  ctx: AppContext,
  source: GraphqlSchemaSource,
  accountability: Accountability,
  payload: SubscribePayload,
): Promise<ExecutionArgs | readonly GraphQLError[]> {
  const { config } = ctx;
  const introspection = isIntrospectionAllowed(config, accountability);
  try {
    const params = graphqlParamsOfBody(payload);
    const document = parseDocument(params.query, config.GRAPHQL_QUERY_TOKEN_LIMIT);
    const tooLarge = checkDocumentLimits(document, documentLimitsOf(config));
    if (tooLarge.length > 0) throw graphqlValidationError(tooLarge, { hints: introspection });
    const access = await resolveRequestAccess(ctx, accountability);
    const schema = await source(access, 'items');
    checkOperation(schema, document, params, config, introspection);
    const contextValue: GraphqlRequestContext = {
      ctx,
      access,
      op: {
        db: ctx.db,
        schema: await ctx.schema.get(),
        accountability,
        config,
        events: ctx.events,
        writes: ctx.writes,
        ...(access.isAdmin ? {} : { permissions: access }),
      },
    };
    return { schema, document, contextValue, variableValues: params.variables, operationName: params.operationName };
  } catch (error) {
    if (isAppError(error) && error.status < 500)
      return [new GraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } })];
    ctx.logger.error({ err: error }, 'graphql-ws operation could not start');
    return [new GraphQLError('An unexpected error occurred.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })];
  }
}
