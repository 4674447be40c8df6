/** Why a request was refused before anything was sent. */
export type OutboundRefusalReason = 'invalid-url' | 'protocol' | 'denied-address';

/** Thrown, before connecting, for a malformed URL, a scheme other than http/https, or a denied address. */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

/** How an allowed exchange failed. */
export type OutboundFailureKind = 'timeout' | 'too-large' | 'too-many-redirects' | 'unreachable';

/**
 * Thrown by `openOutboundStream`, or raised by the body stream it returned, when an allowed
 * exchange does not complete: deadline passed, body over `maxBytes`, redirect loop, network error.
 */
export class OutboundFailed extends Error {
  constructor(
    readonly kind: OutboundFailureKind,
    message: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'OutboundFailed';
  }
}
