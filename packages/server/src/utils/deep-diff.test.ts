import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDeepDiff } from './apply-deep-diff.js';
import { deepDiff } from './deep-diff.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

const json = fc.jsonValue({ maxDepth: 4 });

/** Whether a JSON value has a `__proto__` key at any depth (fast-check's JSON values may). */
function hasProtoKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasProtoKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some((key) => key === '__proto__' || hasProtoKey((value as Record<string, unknown>)[key]));
}

describe('deepDiff', () => {
  it('lists changes in the deep-diff package format', () => {
    expect(deepDiff({ a: 1, b: { c: 'x' }, d: [1, 2, 3] }, { a: 2, b: { c: 'x', e: null }, d: [1], f: true })).toEqual([
      { kind: 'E', path: ['a'], lhs: 1, rhs: 2 },
      { kind: 'N', path: ['b', 'e'], rhs: null },
      { kind: 'A', path: ['d'], index: 1, item: { kind: 'D', lhs: 2 } },
      { kind: 'A', path: ['d'], index: 2, item: { kind: 'D', lhs: 3 } },
      { kind: 'N', path: ['f'], rhs: true },
    ]);
    expect(deepDiff(undefined, { a: 1 })).toEqual([{ kind: 'N', rhs: { a: 1 } }]);
    expect(deepDiff({ a: 1 }, undefined)).toEqual([{ kind: 'D', lhs: { a: 1 } }]);
    expect(deepDiff({ a: [1] }, { a: { 0: 1 } })).toEqual([{ kind: 'E', path: ['a'], lhs: [1], rhs: { 0: 1 } }]);
    expect(deepDiff({ a: [1] }, { a: [1, { b: 2 }] })).toEqual([{ kind: 'A', path: ['a'], index: 1, item: { kind: 'N', rhs: { b: 2 } } }]);
    expect(deepDiff({ same: [1, { x: null }] }, { same: [1, { x: null }] })).toBeUndefined();
  });

  it('property: applying the diff of a and b to a gives b, and a is left as it was', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const before = structuredClone(a);
        const result = applyDeepDiff(a, deepDiff(a, b) ?? []);
        // A change at a `__proto__` key is refused by design (see below); any other diff applies.
        if ((hasProtoKey(a) || hasProtoKey(b)) && !result.ok) expect(result.problem).toMatch(/__proto__/);
        else expect(result).toEqual({ ok: true, value: b });
        expect(a).toEqual(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});

describe('applyDeepDiff', () => {
  it('refuses changes that point nowhere or at a prototype, without changing anything', () => {
    const base = { meta: { note: 'x', list: [1, 2] } };
    expect(applyDeepDiff(base, [{ kind: 'E', path: ['meta', 'missing', 'deep'], lhs: 1, rhs: 2 }])).toEqual({
      ok: false,
      problem: 'nothing at "meta.missing.deep"',
    });
    expect(applyDeepDiff(base, [{ kind: 'D', path: ['meta', 'gone'], lhs: 1 }])).toMatchObject({ ok: false });
    expect(applyDeepDiff(base, [{ kind: 'N', path: ['__proto__', 'polluted'], rhs: true }])).toMatchObject({ ok: false });
    expect(applyDeepDiff(base, [{ kind: 'N', path: ['meta', 'list', 'key'], rhs: true }])).toMatchObject({ ok: false });
    expect(applyDeepDiff(base, [{ kind: 'A', path: ['meta', 'list'], index: 9, item: { kind: 'N', rhs: 3 } }])).toMatchObject({
      ok: false,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(base).toEqual({ meta: { note: 'x', list: [1, 2] } });
  });

  it('stores a `constructor` key as an ordinary key', () => {
    expect(applyDeepDiff({ options: {} }, [{ kind: 'N', path: ['options', 'constructor'], rhs: 1 }])).toEqual({
      ok: true,
      value: { options: { constructor: 1 } },
    });
  });
});
