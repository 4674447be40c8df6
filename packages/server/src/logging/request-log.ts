import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

/** Bytes the socket had written when each request began: the difference is what its answer sent. */
const bytesAtStart = new WeakMap<FastifyRequest, number>();

/**
 * Fastify's request log lines, replaced: instead of "incoming request" and "request completed",
 * one line when the answer is done, with what an operator greps for and the URL's secrets redacted
 * (the request id comes with `request.log`). With LOG_REQUESTS=false there are none; Fastify's
 * error lines (stream and serializer failures) and the error handler's stay either way.
 */
export class RequestLogController extends LogController {
  constructor(private readonly logRequests: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.logRequests) bytesAtStart.set(request, request.raw.socket?.bytesWritten ?? 0);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.logRequests) return;
    const socket = request.raw.socket;
    const accountability = request.accountability as typeof request.accountability | null;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
      user: accountability?.user ?? null,
      role: accountability?.role ?? null,
      bytes: socket ? socket.bytesWritten - (bytesAtStart.get(request) ?? 0) : null,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  }
}
