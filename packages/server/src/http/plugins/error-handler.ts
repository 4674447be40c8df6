import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppError } from '../../errors/app-error.js';
import { AppErrorList, isAppError } from '../../errors/app-error.js';
import { statementTimeoutError } from '../../db/dialects/statement-timeout-error.js';
import { internalError, routeNotFound } from '../../errors/error-helpers.js';
import { fromFastifyError } from '../../errors/from-fastify-error.js';
import { toErrorBody } from '../../errors/to-error-body.js';

/** The one place errors become answers: AppError as it is, Fastify's own mapped, the rest a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | AppErrorList, request, reply) => {
    const errors = toAppErrors(error);
    const shared = new Set(errors.map((e) => e.status)).size === 1 ? errors[0]!.status : 500;
    const status = error instanceof AppErrorList && error.status !== undefined ? error.status : shared;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error }, 'request refused');
    const retryAfter = errors.find((e) => e.code === 'REQUESTS_EXCEEDED')?.extensions.reset;
    if (typeof retryAfter === 'number') reply.header('Retry-After', Math.ceil(retryAfter / 1000));
    // A busy service (asset transforms) says when to come back, in seconds.
    const busyFor = errors.find((e) => e.code === 'SERVICE_UNAVAILABLE')?.extensions.retryAfter;
    if (typeof busyFor === 'number') reply.header('Retry-After', busyFor);
    void reply.status(status).type('application/json; charset=utf-8').send(toErrorBody(errors));
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send(toErrorBody([routeNotFound(request.url.split('?')[0] ?? request.url)]));
  });
}

function toAppErrors(error: unknown): AppError[] {
  if (error instanceof AppErrorList) return error.errors;
  if (isAppError(error)) return [error];
  const mapped = fromFastifyError(error as FastifyError);
  return [mapped ?? statementTimeoutError(error) ?? internalError(error)];
}
