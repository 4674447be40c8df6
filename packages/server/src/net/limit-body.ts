import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { OutboundFailed } from './outbound-errors.js';

/**
 * The response body as the caller reads it: counts bytes and fails with `too-large` past
 * `maxBytes`; turns a connection lost mid-body into `unreachable`. Destroying the returned stream
 * (by the caller, on error or at the deadline) destroys the response and so closes the socket.
 */
export function limitBody(response: IncomingMessage, maxBytes: number | undefined, url: string): Readable {
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (maxBytes !== undefined && received > maxBytes)
        callback(new OutboundFailed('too-large', `The answer of URL "${url}" is larger than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
  // The caller sees errors through its own listener (pipeline, for await, `text()`); this one only
  // keeps a body that was dropped unread from crashing the process when the deadline destroys it.
  body.on('error', () => {});
  response.on('error', (error) => body.destroy(lostConnection(url, error)));
  response.on('close', () => {
    if (!response.complete) body.destroy(lostConnection(url));
  });
  body.on('close', () => response.destroy());
  response.pipe(body);
  return body;
}

function lostConnection(url: string, cause?: unknown): OutboundFailed {
  return new OutboundFailed('unreachable', `The connection to URL "${url}" was lost before the answer ended`, cause);
}
