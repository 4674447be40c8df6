import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error.js';
import { graphqlParamsOfBody, graphqlParamsOfQuerystring } from './graphql-params.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'query', 'variables', 'operationName'];
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** What qs may hand the route: strings, arrays and nested objects under any key. */
const querystringInput = fc.record(
  {
    query: fc.oneof(fc.string(), fc.constant('{ a }'), fc.array(fc.string(), { maxLength: 3 }), jsonish),
    variables: fc.oneof(
      fc.string(),
      fc.json(),
      jsonish,
      fc.constantFrom('{"__proto__":{"polluted":1}}', '{"a":{"__proto__":1}}', '[]', 'null', '1'),
    ),
    operationName: fc.oneof(fc.string(), jsonish),
  },
  { requiredKeys: [] },
);

describe('graphqlParamsOfQuerystring', () => {
  it('takes variables holding a list longer than a call takes arguments (300,000 values)', () => {
    const variables = JSON.stringify({ ids: Array.from({ length: 300_000 }, () => 0) });
    expect(graphqlParamsOfQuerystring({ query: '{ a }', variables }, 10).variables.ids).toHaveLength(300_000);
  });

  it('reads query, JSON variables and operationName', () => {
    expect(graphqlParamsOfQuerystring({ query: '{ a }', variables: '{"n":1}', operationName: 'A' }, 10)).toEqual({
      query: '{ a }',
      variables: { n: 1 },
      operationName: 'A',
    });
    expect(graphqlParamsOfQuerystring({ query: '{ a }' }, 10)).toEqual({ query: '{ a }', variables: {}, operationName: null });
  });

  it.each([
    [{}, 'INVALID_PAYLOAD', 'Must provide query string'],
    [{ query: ['{ a }', '{ b }'] }, 'INVALID_PAYLOAD', '"query" must be a string'],
    [{ query: '{ a }', variables: { n: '1' } }, 'INVALID_QUERY', 'Variables are invalid JSON'],
    [{ query: '{ a }', variables: '{n:1}' }, 'INVALID_QUERY', 'Variables are invalid JSON'],
    [{ query: '{ a }', variables: '[1]' }, 'INVALID_QUERY', 'Variables must be a JSON object'],
    [{ query: '{ a }', variables: '{"__proto__":{"polluted":true}}' }, 'INVALID_QUERY', 'forbidden prototype property'],
    [{ query: '{ a }', variables: '{"a":[{"b":{"__proto__":1}}]}' }, 'INVALID_QUERY', 'forbidden prototype property'],
    [{ query: '{ a }', variables: `${'['.repeat(50)}${']'.repeat(50)}` }, 'INVALID_QUERY', 'Variables must be a JSON object'],
    [{ query: '{ a }', variables: `{"a":${'['.repeat(50)}${']'.repeat(50)}}` }, 'INVALID_QUERY', 'nest deeper than 10 levels'],
    [{ query: '{ a }', operationName: ['A'] }, 'INVALID_QUERY', '"operationName" must be a string'],
  ])('refuses %j with %s', (input, code, message) => {
    let thrown: unknown;
    try {
      graphqlParamsOfQuerystring(input, 10);
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown) && thrown.code).toBe(code);
    expect((thrown as Error).message).toContain(message);
  });

  it('fuzz: any querystring either parses to plain params or is refused with a 400 AppError, never polluting prototypes', () => {
    fc.assert(
      fc.property(querystringInput, (input) => {
        try {
          const params = graphqlParamsOfQuerystring(input as Record<string, unknown>, 10);
          expect(typeof params.query).toBe('string');
          expect(params.query.length).toBeGreaterThan(0);
          expect(Object.getPrototypeOf(params.variables)).toBe(Object.prototype);
          expect(Object.hasOwn(params.variables, '__proto__')).toBe(false);
          expect(params.operationName === null || typeof params.operationName === 'string').toBe(true);
        } catch (error) {
          if (!isAppError(error)) throw error;
          expect(error.status).toBe(400);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});

describe('graphqlParamsOfBody', () => {
  it('reads a JSON body and treats null variables as none', () => {
    expect(graphqlParamsOfBody({ query: '{ a }', variables: null, operationName: null })).toEqual({
      query: '{ a }',
      variables: {},
      operationName: null,
    });
  });

  it('fuzz: any body either parses or is refused with INVALID_PAYLOAD', () => {
    fc.assert(
      fc.property(
        fc.oneof(jsonish, fc.record({ query: jsonish, variables: jsonish, operationName: jsonish }, { requiredKeys: [] })),
        (body) => {
          try {
            const params = graphqlParamsOfBody(body);
            expect(typeof params.query).toBe('string');
            expect(typeof params.variables).toBe('object');
          } catch (error) {
            if (!isAppError(error)) throw error;
            expect(error.code).toBe('INVALID_PAYLOAD');
          }
        },
      ),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
