import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppErrorList, isAppError } from '../../errors/app-error.js';

/**
 * An execution error as the answer lists it: an AppError thrown by a resolver keeps its message, code
 * and extensions (a FAILED_VALIDATION list becomes one entry per field); GraphQL's own errors (a
 * null where the schema promised a value, an argument it could not coerce) keep their message; any
 * other error is logged and shown only to admins, everyone else reads a generic message.
 */
export function formatGraphqlError(
  error: GraphQLError,
  isAdmin: boolean,
  logger: { error(details: object, message: string): void },
): GraphQLFormattedError[] {
  const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
  const original = error.originalError;
  if (original instanceof AppErrorList)
    return original.errors.map((item) => ({ message: item.message, ...where, extensions: { ...item.extensions, code: item.code } }));
  if (isAppError(original)) return [{ message: original.message, ...where, extensions: { ...original.extensions, code: original.code } }];
  if (!original || original instanceof GraphQLError)
    return [{ message: error.message, ...where, extensions: { ...error.extensions, code: error.extensions.code ?? 'GRAPHQL_EXECUTION' } }];
  logger.error({ err: original, path: error.path }, 'graphql resolver failed');
  const message = isAdmin ? original.message : 'An unexpected error occurred.';
  return [{ message, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
}
