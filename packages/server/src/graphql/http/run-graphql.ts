import type { FastifyReply, FastifyRequest } from 'fastify';
import { execute, getOperationAST, type FormattedExecutionResult } from 'graphql';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import type { GraphqlRequestContext, GraphqlSchemaSource, GraphqlScope } from '../graphql-types.js';
import { checkDocumentLimits, documentLimitsOf } from './check-document-limits.js';
import { checkOperation } from './check-operation.js';
import { formatGraphqlError } from './format-graphql-error.js';
import type { GraphqlParams } from './graphql-params.js';
import { graphqlValidationError } from './graphql-validation-error.js';
import { isIntrospectionAllowed } from './introspection-allowed.js';
import { parseDocument } from './parse-document.js';

export interface GraphqlRun {
  ctx: AppContext;
  source: GraphqlSchemaSource;
  scope: GraphqlScope;
  params: GraphqlParams;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One GraphQL request, in the order that keeps hostile documents cheap: parse (token limit), depth,
 * alias and field limits — no schema, no database yet —, then the caller's schema, standard validation,
 * the row estimate, and only then execution. Everything refused before execution is a 400
 * GRAPHQL_VALIDATION; what fails while running is listed in `errors` beside `data` (200).
 */
export async function runGraphql(run: GraphqlRun): Promise<FormattedExecutionResult> {
  const { ctx, params, request, reply } = run;
  const { config } = ctx;
  const introspection = isIntrospectionAllowed(config, request.accountability);
  const document = parseDocument(params.query, config.GRAPHQL_QUERY_TOKEN_LIMIT);
  const kind = getOperationAST(document, params.operationName)?.operation;
  if (request.method === 'GET' && kind && kind !== 'query') {
    void reply.header('allow', 'POST');
    throw new AppError('METHOD_NOT_ALLOWED', `Can only perform a ${kind} from a POST request.`, { allowed: ['POST'], current: 'GET' });
  }
  const tooLarge = checkDocumentLimits(document, documentLimitsOf(config));
  if (tooLarge.length > 0) throw graphqlValidationError(tooLarge, { hints: introspection });

  const access = await resolveRequestAccess(ctx, request.accountability);
  const schema = await run.source(access, run.scope);
  checkOperation(schema, document, params, config, introspection);
  const contextValue: GraphqlRequestContext = {
    ctx,
    access,
    op: {
      db: ctx.db,
      schema: await ctx.schema.get(),
      accountability: request.accountability,
      config,
      events: ctx.events,
      writes: ctx.writes,
      ...(access.isAdmin ? {} : { permissions: access }),
    },
    request,
    reply,
  };
  const result = await execute({ schema, document, contextValue, variableValues: params.variables, operationName: params.operationName });
  // No data at all: the operation could not start (variables that do not fit their types), a client error.
  if (result.data === undefined) throw graphqlValidationError(result.errors ?? [], { hints: introspection });
  const answer: FormattedExecutionResult = { data: result.data };
  if (result.errors?.length) answer.errors = result.errors.flatMap((error) => formatGraphqlError(error, access.isAdmin, request.log));
  return answer;
}
