import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import type { Config } from '../config/load-config.js';
import { redactUrl } from './redact-url.js';
import { scrubSecrets } from './scrub-secrets.js';
import { redactFields } from './redact-fields.js';

/**
 * The options of every Tessera logger, production and tests alike: tokens, passwords, cookies and
 * authorization headers never reach a log line (issue 12). Three layers, because each misses what
 * the next catches: sensitive fields and headers (redactFields, on the logged object and on
 * serialized errors), request URLs (the `req` serializer) and, last, a scrub of the written line
 * for secrets quoted inside strings.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    formatters: { log: (object) => redactFields(object) },
    serializers: { req: serializeRequest, err: (error: Error) => redactFields(stdSerializers.err(error), 2) },
    hooks: { streamWrite: scrubSecrets },
  };
}

/** Fastify's own request summary, with the query's secrets (`?access_token=`) replaced. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
