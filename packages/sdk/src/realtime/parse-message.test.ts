import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMessage } from './parse-message.js';
import { socketUrl } from './socket-url.js';

describe('parseMessage', () => {
  it('reads a JSON object from text or bytes and refuses everything else', () => {
    expect(parseMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseMessage(new TextEncoder().encode('{"type":"pong"}'))).toEqual({ type: 'pong' });
    for (const other of ['[]', 'null', '1', '"x"', '{', '', undefined, 42, {}]) expect(parseMessage(other)).toBeNull();
  });

  it('keeps a "__proto__" key as data, not as the prototype', () => {
    const message = parseMessage('{"__proto__":{"admin":true}}');
    expect(Object.getPrototypeOf(message)).toBe(Object.prototype);
    expect((message as { admin?: unknown }).admin).toBeUndefined();
  });

  it('fuzz: never throws, and answers either null or a plain object', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.uint8Array().map((bytes) => bytes),
          fc.anything(),
        ),
        (input) => {
          const result = parseMessage(input);
          expect(result === null || (typeof result === 'object' && !Array.isArray(result))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('socketUrl', () => {
  it('derives ws(s)://host[/base]/websocket from the client URL', () => {
    expect(socketUrl(new URL('http://example.com'), undefined, null)).toBe('ws://example.com/websocket');
    expect(socketUrl(new URL('https://example.com/api/?x=1'), undefined, null)).toBe('wss://example.com/api/websocket');
    expect(socketUrl(new URL('wss://example.com/socket'), undefined, null)).toBe('wss://example.com/socket');
  });

  it('uses the given url, and adds the token (escaped) in strict mode', () => {
    expect(socketUrl(new URL('http://example.com'), 'ws://other:1/ws', 'a&b=c')).toBe('ws://other:1/ws?access_token=a%26b%3Dc');
  });
});
