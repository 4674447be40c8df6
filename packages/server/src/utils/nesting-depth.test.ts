import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan } from './nesting-depth.js';

describe('isNestedDeeperThan', () => {
  it.each([
    [1, 0, false],
    [null, 0, false],
    [{}, 0, true],
    [{}, 1, false],
    [{ a: { _eq: 1 } }, 2, false],
    [{ a: { _eq: 1 } }, 1, true],
    [{ _and: [{ id: { _eq: 1 } }] }, 4, false],
    [{ _and: [{ id: { _eq: 1 } }] }, 3, true],
    [[[[]]], 3, false],
    [[[[]]], 2, true],
  ])('%j nested within %i → %s', (value, max, expected) => {
    expect(isNestedDeeperThan(value, max)).toBe(expected);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    const value: unknown = JSON.parse(text);
    expect(isNestedDeeperThan(value, 100)).toBe(true);
    expect(isNestedDeeperThan(value, 100_000)).toBe(false);
  });
});
