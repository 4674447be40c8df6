import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from './redact-url.js';

/** The server's own logger: pino, as app.ts builds it. */
const serverLog = (request: FastifyRequest) => request.server.log as unknown as Logger;

/** Bytes the socket had written when each request began: the difference is what its answer sent. */
const bytesAtStart = new WeakMap<FastifyRequest, number>();

/**
 * Fastify's request log lines, replaced: instead of "incoming request" and "request completed",
 * one line when the answer is done, with what an operator greps for and the URL's secrets redacted
 * and the request id). With LOG_REQUESTS=false there are none; Fastify's error lines (stream and
 * serializer failures) and the error handler's stay either way. The line goes through the server's
 * own logger with `reqId` as a field, so a request that logs nothing else never makes its pino
 * child (see lazy-child-logger.ts).
 */
export class RequestLogController extends LogController {
  constructor(private readonly logRequests: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.logRequests && serverLog(request).isLevelEnabled('info')) bytesAtStart.set(request, request.raw.socket?.bytesWritten ?? 0);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.logRequests) return;
    const failed = Boolean(error) || reply.statusCode >= 500;
    const log = serverLog(request);
    if (!log.isLevelEnabled(failed ? 'error' : 'info')) return;
    const socket = request.raw.socket;
    const accountability = request.accountability as typeof request.accountability | null;
    const line = {
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
      user: accountability?.user ?? null,
      role: accountability?.role ?? null,
      bytes: socket ? socket.bytesWritten - (bytesAtStart.get(request) ?? 0) : null,
    };
    if (error) log.error({ ...line, err: error }, 'request');
    else if (failed) log.error(line, 'request');
    else log.info(line, 'request');
  }
}
