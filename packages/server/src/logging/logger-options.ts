import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config/load-config.js';
import { redactUrl } from './redact-url.js';
import { scrubSecrets } from './scrub-secrets.js';
import { REDACTED, SENSITIVE_KEYS } from './sensitive-keys.js';

/** Where headers and bodies sit in what Tessera and Fastify log. */
const HEADER_PATHS = ['headers', 'req.headers', 'request.headers', 'res.headers', 'reply.headers'].flatMap((prefix) =>
  ['authorization', 'cookie', '"set-cookie"'].map((header) => `${prefix}.${header}`),
);
const KEY_PATHS = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

/**
 * The options of every Tessera logger, production and tests alike: tokens, passwords, cookies and
 * authorization headers never reach a log line (issue 12). Three layers, because each misses what
 * the next catches: field paths (`redact`), request URLs (the `req` serializer Fastify logs each
 * request with) and, last, a scrub of the written line for secrets quoted inside strings.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: [...HEADER_PATHS, ...KEY_PATHS], censor: REDACTED },
    serializers: { req: serializeRequest },
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
