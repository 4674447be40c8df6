import { validateHeaderName, validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysOption } from './item-options.js';
import { MAX_OPTION_DEPTH, optionToObject, optionToString } from './operation-options.js';
import jsonWebToken from './operations/json-web-token.js';
import type { OperationContext } from './operation-types.js';
import { MAX_HEADERS, parseHeaderList } from './request-headers.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

/** Either a value, or the API's INVALID_PAYLOAD: never another error. */
function outcomeOf(parse: () => unknown): { value: unknown } | { code: string } {
  try {
    return { value: parse() };
  } catch (error) {
    expect(error).toMatchObject({ code: 'INVALID_PAYLOAD', status: 400 });
    return { code: 'INVALID_PAYLOAD' };
  }
}

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom('__proto__', 'constructor', 'prototype', '{"__proto__":{"x":1}}', '[', '{', 'null', '"\u0000"', '\r\nX: 1'),
  fc.json(),
);
const anything = fc.oneof(fc.anything(), hostileText, fc.jsonValue());

describe('flow option parsers under fuzzing', () => {
  it('optionToObject parses JSON text and passes values through, or answers INVALID_PAYLOAD', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const outcome = outcomeOf(() => optionToObject(input, 'payload'));
        if ('value' in outcome && typeof input === 'string') expect(outcome.value).toEqual(JSON.parse(input));
        if ('value' in outcome && typeof input !== 'string') expect(outcome.value).toBe(input);
      }),
      { numRuns: fuzzRuns(500) },
    );
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });

  it('optionToObject refuses JSON nested past the bound before anything walks it', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_OPTION_DEPTH + 1, max: 200_000 }), (depth) => {
        expect(outcomeOf(() => optionToObject(`${'['.repeat(depth)}${']'.repeat(depth)}`, 'query'))).toEqual({ code: 'INVALID_PAYLOAD' });
      }),
      { numRuns: fuzzRuns(20) },
    );
  });

  it('optionToString always answers text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constant(undefined)), (input) => {
        expect(typeof optionToString(input)).toBe('string');
      }),
    );
  });

  it('keysOption answers a list of keys or INVALID_PAYLOAD', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const outcome = outcomeOf(() => keysOption(input));
        if ('value' in outcome) expect(Array.isArray(outcome.value)).toBe(true);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it('parseHeaderList answers only headers Node accepts, or INVALID_PAYLOAD', () => {
    const entry = fc.record({ header: fc.oneof(hostileText, fc.stringMatching(/^[A-Za-z-]{1,20}$/)), value: anything });
    const list = fc.oneof(fc.array(entry, { maxLength: MAX_HEADERS + 5 }), anything);
    fc.assert(
      fc.property(
        fc.oneof(
          list,
          list.map((value) => JSON.stringify(value) ?? ''),
        ),
        (input) => {
          const outcome = outcomeOf(() => parseHeaderList(input));
          if (!('value' in outcome)) return;
          const headers = outcome.value as Record<string, string>;
          expect(Object.getPrototypeOf(headers)).toBeNull();
          expect(Object.keys(headers).length).toBeLessThanOrEqual(MAX_HEADERS);
          for (const [name, value] of Object.entries(headers)) {
            expect(() => validateHeaderName(name)).not.toThrow();
            expect(() => validateHeaderValue(name, value)).not.toThrow();
          }
        },
      ),
      { numRuns: fuzzRuns(500) },
    );
  });

  it('json-web-token decode answers a payload or null for any text, never throws', async () => {
    const context = {} as OperationContext;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText,
          fc.tuple(fc.base64String(), fc.base64String(), fc.string()).map((parts) => parts.join('.')),
        ),
        async (token) => {
          const outcome = await (async () => {
            try {
              return { value: await jsonWebToken.handler({ operation: 'decode', token }, context) };
            } catch (error) {
              return { error };
            }
          })();
          if ('error' in outcome) expect(outcome.error).toMatchObject({ code: 'INVALID_PAYLOAD' });
          else expect(outcome.value === null || typeof outcome.value === 'object').toBe(true);
        },
      ),
      { numRuns: fuzzRuns(300) },
    );
  });
});
