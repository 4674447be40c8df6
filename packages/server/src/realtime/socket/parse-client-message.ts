/**
 * Turns one WebSocket frame of the REST socket into a checked message, or says why not. Knows only
 * the wire shapes of api-reference section 9; what a message means is the dispatcher's business.
 */

export type ClientMessageType = 'auth' | 'subscribe' | 'unsubscribe' | 'items' | 'ping' | 'pong';
const TYPES: ReadonlySet<string> = new Set<ClientMessageType>(['auth', 'subscribe', 'unsubscribe', 'items', 'ping', 'pong']);

/** A parsed frame: a null-prototype object with a known `type` and, when sent, a valid `uid`. */
export interface ClientMessage {
  type: ClientMessageType;
  uid?: string | number;
  [key: string]: unknown;
}

export type ParseProblem =
  /** Not a message at all (binary, not JSON, not an object, hostile keys, too deep): an offence. */
  | { kind: 'malformed'; reason: string; type?: string; uid?: string | number }
  /** Larger than WEBSOCKETS_MAX_MESSAGE_SIZE. */
  | { kind: 'too-large'; reason: string };

export type ParseResult = { ok: true; message: ClientMessage } | ({ ok: false } & ParseProblem);

export interface ParseOptions {
  maxBytes: number;
  /** MAX_JSON_DEPTH: deeper text is refused before JSON.parse builds it. */
  maxDepth: number;
}

const MAX_UID_LENGTH = 200;

export function parseClientMessage(data: Buffer | string, isBinary: boolean, options: ParseOptions): ParseResult {
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (size > options.maxBytes) return { ok: false, kind: 'too-large', reason: `Message is larger than ${options.maxBytes} bytes` };
  if (isBinary) return { ok: false, kind: 'malformed', reason: 'Binary messages are not supported' };
  const text = typeof data === 'string' ? data : data.toString('utf8');
  if (jsonNestsDeeperThan(text, options.maxDepth))
    return { ok: false, kind: 'malformed', reason: `JSON nested deeper than ${options.maxDepth} levels` };
  let value: unknown;
  try {
    value = JSON.parse(text, guardKeys);
  } catch (error) {
    const reason = error instanceof HostileKeyError ? error.message : 'Message is not valid JSON';
    return { ok: false, kind: 'malformed', reason };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, kind: 'malformed', reason: 'Message must be a JSON object' };
  const message = value as Record<string, unknown>;
  const uid = message.uid;
  const type = typeof message.type === 'string' ? message.type : undefined;
  if (uid !== undefined && !isUid(uid))
    return { ok: false, kind: 'malformed', reason: '"uid" must be a string or a finite number', ...(type ? { type } : {}) };
  const echo = uid === undefined ? {} : { uid: uid as string | number };
  if (type === undefined) return { ok: false, kind: 'malformed', reason: '"type" must be a string', ...echo };
  if (!TYPES.has(type)) return { ok: false, kind: 'malformed', reason: `Unknown message type "${type.slice(0, 50)}"`, type, ...echo };
  return { ok: true, message: message as ClientMessage };
}

function isUid(value: unknown): value is string | number {
  return (typeof value === 'string' && value.length <= MAX_UID_LENGTH) || (typeof value === 'number' && Number.isFinite(value));
}

class HostileKeyError extends Error {}

/**
 * JSON.parse reviver: every object becomes a null-prototype copy (no key can reach a prototype),
 * and `__proto__` or `constructor.prototype` are refused as the REST body parser refuses them.
 */
function guardKeys(this: unknown, key: string, value: unknown): unknown {
  if (key === '__proto__') throw new HostileKeyError('Message contains forbidden prototype property');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (key === 'constructor' && Object.prototype.hasOwnProperty.call(value, 'prototype'))
    throw new HostileKeyError('Message contains forbidden prototype property');
  return Object.assign(Object.create(null) as Record<string, unknown>, value);
}

/** Whether brackets in JSON text nest deeper than `max` (strings skipped); linear, no recursion. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
