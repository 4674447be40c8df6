import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/load-config.js';
import { invalidQuery } from '../../errors/error-helpers.js';
import { toErrorBody } from '../../errors/to-error-body.js';
import { securityHeadersOf } from './security-headers.js';

/**
 * Fastify's `frameworkErrors`: what it answers before routing, when a URL's percent-encoding is
 * broken (`/items/%E0%A4%A`). Its own answer had Fastify's body, not the API's error shape, and
 * no hook runs for it, so the security headers and request id are set here.
 */
export function answerFrameworkError(config: Pick<Config, 'HSTS_ENABLED'>) {
  const securityHeaders = securityHeadersOf(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const problem = invalidQuery(error.code === 'FST_ERR_BAD_URL' ? 'The URL is not correctly encoded' : 'The request could not be routed');
    reply
      .headers(securityHeaders)
      .header('x-request-id', request.id)
      .header('cache-control', 'no-cache')
      .code(problem.status)
      .send(toErrorBody([problem]));
  };
}
