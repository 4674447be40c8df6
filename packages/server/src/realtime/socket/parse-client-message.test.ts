import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, parseClientMessage } from './parse-client-message.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const options = { maxBytes: 1024, maxDepth: 10 };
const parse = (text: string | Buffer, binary = false) =>
  parseClientMessage(typeof text === 'string' ? Buffer.from(text) : text, binary, options);

describe('parseClientMessage', () => {
  it('accepts a message of a known type with a string or number uid, as a null-prototype object', () => {
    const result = parse('{"type":"items","collection":"a","uid":"x","query":{"filter":{"constructor":{"_eq":1}}}}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.message).toMatchObject({ type: 'items', uid: 'x' });
    expect(Object.getPrototypeOf(result.message)).toBeNull();
    expect(Object.getPrototypeOf((result.message.query as Record<string, unknown>).filter)).toBeNull();
    expect(parse('{"type":"ping","uid":5}')).toMatchObject({ ok: true });
  });

  it.each([
    ['binary', Buffer.from('{"type":"ping"}'), true, 'Binary'],
    ['not JSON', '{"type":', false, 'not valid JSON'],
    ['an array', '[{"type":"ping"}]', false, 'JSON object'],
    ['a number', '42', false, 'JSON object'],
    ['null', 'null', false, 'JSON object'],
    ['no type', '{"uid":1}', false, '"type"'],
    ['an unknown type', '{"type":"reboot"}', false, 'Unknown message type'],
    ['an object uid', '{"type":"ping","uid":{}}', false, '"uid"'],
    ['a NaN-like uid', '{"type":"ping","uid":1e400}', false, '"uid"'],
    ['a __proto__ key', '{"type":"ping","__proto__":{"polluted":1}}', false, 'prototype'],
    ['a nested __proto__ key', '{"type":"items","data":{"a":[{"__proto__":{}}]}}', false, 'prototype'],
    ['constructor.prototype', '{"type":"items","data":{"constructor":{"prototype":{"x":1}}}}', false, 'prototype'],
    ['a depth bomb', `${'['.repeat(50)}${']'.repeat(50)}`, false, 'deeper'],
  ])('refuses %s as malformed', (_name, data, binary, reason) => {
    const result = parse(data, binary);
    expect(result).toMatchObject({ ok: false, kind: 'malformed' });
    if (!result.ok) expect(result.reason).toContain(reason);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('echoes the uid of a message it refuses for its type', () => {
    expect(parse('{"type":"reboot","uid":"r"}')).toMatchObject({ ok: false, uid: 'r', type: 'reboot' });
  });

  it('refuses a message over maxBytes as too large before parsing it', () => {
    expect(parse(`{"type":"ping","pad":"${'x'.repeat(2000)}"}`)).toMatchObject({ ok: false, kind: 'too-large' });
  });

  it('measures nesting outside strings only', () => {
    expect(jsonNestsDeeperThan('{"a":"[[[[[[[[[[[[[[[[[["}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[[[[[["}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
  });

  it('never throws, and anything it accepts has a known type and a valid uid (fuzz)', () => {
    const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'uid', 'toString', 'valueOf');
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.oneof(fc.string(), hostileKey), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    const message = fc.record(
      {
        type: fc.oneof(fc.constantFrom('auth', 'subscribe', 'unsubscribe', 'items', 'ping', 'pong'), fc.string(), json),
        uid: fc.oneof(fc.string(), fc.integer(), json),
        data: json,
      },
      { requiredKeys: [] },
    );
    const frame = fc.oneof(
      message.map((value) => JSON.stringify(value)),
      json.map((value) => JSON.stringify(value) ?? ''),
      fc.string(),
      fc.string().map((text) => `{"type":"items","data":{"__proto__":${JSON.stringify(text)}}}`),
    );
    fc.assert(
      fc.property(frame, fc.boolean(), (text, binary) => {
        const result = parse(text, binary);
        if (result.ok) {
          expect(binary).toBe(false);
          expect(['auth', 'subscribe', 'unsubscribe', 'items', 'ping', 'pong']).toContain(result.message.type);
          const uid = result.message.uid;
          expect(uid === undefined || typeof uid === 'string' || Number.isFinite(uid)).toBe(true);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
