import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countConditions } from './count-conditions.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

describe('countConditions', () => {
  it.each([
    [{ title: { _eq: 'x' } }, 1],
    [{ title: 'x' }, 1],
    [{ title: { _eq: 'x', _neq: 'y' }, views: { _gt: 1 } }, 3],
    [{ id: { _in: Array.from({ length: 50_000 }, (_, i) => i) } }, 1],
    [{ _or: [{ a: { _eq: 1 } }, { b: { _null: true } }, { _and: [{ c: { _lt: 2 } }, { d: 'e' }] }] }, 4],
    [{ _or: { 0: { a: { _eq: 1 } }, 1: { b: { _eq: 2 } } } }, 2],
    [{ author: { team: { name: { _contains: 'x' } } } }, 1],
    [{ comments: { _some: { body: { _eq: 'x' } } }, tags: { _none: { name: { _eq: 'y' } } } }, 2],
    [JSON.parse('{"__proto__": {"_eq": 1}, "constructor": {"_eq": 2}}') as unknown, 2],
    [{}, 0],
    [null, 0],
  ])('%j → %i', (filter, expected) => {
    expect(countConditions(filter, 1_000_000)).toBe(expected);
  });

  it('stops one past the limit, at once on a filter of a million conditions', () => {
    const huge = { _or: Array.from({ length: 1_000_000 }, (_, i) => ({ title: { _eq: `t${i}` } })) };
    const started = performance.now();
    expect(countConditions(huge, 1000)).toBe(1001);
    expect(performance.now() - started).toBeLessThan(200);
    expect(countConditions({ _or: huge._or.slice(0, 1000) }, 1000)).toBe(1000);
  });

  it('walks 100,000 levels without recursion', () => {
    let deep: unknown = { title: { _eq: 1 } };
    for (let level = 0; level < 100_000; level++) deep = { _and: [deep] };
    expect(countConditions(deep, 10)).toBe(1);
  });

  it('fuzz: never throws, never counts past max + 1', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 50 }), (value, max) => {
        const count = countConditions(value, max);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(max + 1);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});
