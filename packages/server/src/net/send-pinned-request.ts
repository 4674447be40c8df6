import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { OutboundFailed } from './outbound-errors.js';
import { redactUrl, type OutboundTarget, type ResolvedAddress } from './resolve-target.js';

export interface PinnedRequest {
  method: string;
  headers: OutgoingHttpHeaders;
  body?: string | Buffer;
  signal: AbortSignal;
}

/**
 * Sends one request to the address `resolveTarget` checked, never to a fresh lookup: the socket's
 * `lookup` answers with the pinned address, so a name that re-resolves elsewhere (DNS rebinding)
 * cannot move the connection. `Host` and the TLS server name stay the URL's host name. A fresh
 * agent per request, so no pooled socket made for another address is reused.
 */
export function sendPinnedRequest(target: OutboundTarget, options: PinnedRequest): Promise<IncomingMessage> {
  const { url, hostname, address } = target;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send({
      protocol: url.protocol,
      hostname,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: options.method,
      headers: options.headers,
      lookup: pinnedLookup(address),
      agent: false,
      signal: options.signal,
    });
    request.once('response', resolve);
    request.once('error', (error) => {
      if (options.signal.aborted) reject(options.signal.reason);
      else reject(new OutboundFailed('unreachable', `Couldn't reach URL "${redactUrl(url)}"`, error));
    });
    request.end(options.body);
  });
}

/** A `lookup` that always answers the pinned address, in both the single and the `all` form. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}
