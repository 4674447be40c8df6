import { STATUS_CODES } from 'node:http';
import type { EndpointResponse } from '@tessera/extensions-sdk';
import type { FastifyReply } from 'fastify';

const SHORT_TYPES: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    json: 'application/json; charset=utf-8',
    text: 'text/plain; charset=utf-8',
    html: 'text/html; charset=utf-8',
    js: 'application/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    bin: 'application/octet-stream',
  }),
);

/** The Express-style response over a Fastify reply; `onSent` is called once, when an answer was sent (a second one is dropped and logged). */
export function endpointResponse(reply: FastifyReply, onSent: () => void): EndpointResponse & { readonly headersSent: boolean } {
  let statusCode = 200;
  let sent = false;
  const finish = (body: unknown) => {
    if (sent) {
      reply.log.warn('an endpoint answered twice; the second answer is dropped');
      return;
    }
    sent = true;
    void reply.status(statusCode).send(body);
    onSent();
  };
  const response = {
    get headersSent() {
      return sent;
    },
    status(code: number) {
      if (!Number.isInteger(code) || code < 100 || code > 599) throw new RangeError(`Invalid status code ${String(code)}`);
      statusCode = code;
      return response;
    },
    set(name: string, value: string) {
      void reply.header(name, value);
      return response;
    },
    setHeader(name: string, value: string) {
      return response.set(name, value);
    },
    type(contentType: string) {
      void reply.type(SHORT_TYPES[contentType] ?? contentType);
      return response;
    },
    json(body: unknown) {
      if (!reply.hasHeader('content-type')) void reply.type(SHORT_TYPES.json!);
      finish(JSON.stringify(body ?? null));
    },
    send(body?: unknown) {
      // Express's defaults: text as HTML, bytes as octet-stream, objects as JSON.
      if (body === undefined || body === null) return finish('');
      if (typeof body === 'string') {
        if (!reply.hasHeader('content-type')) void reply.type(SHORT_TYPES.html!);
        return finish(body);
      }
      if (Buffer.isBuffer(body) || body instanceof Uint8Array) {
        if (!reply.hasHeader('content-type')) void reply.type(SHORT_TYPES.bin!);
        return finish(Buffer.from(body));
      }
      return response.json(body);
    },
    sendStatus(code: number) {
      response.status(code);
      if (!reply.hasHeader('content-type')) void reply.type(SHORT_TYPES.text!);
      finish(STATUS_CODES[code] ?? String(code));
    },
    end() {
      finish('');
    },
  };
  return response;
}
