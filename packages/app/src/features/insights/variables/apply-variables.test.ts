import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyVariables, isVariableKey } from './apply-variables.js';

describe('dashboard variables in panel options', () => {
  const variables = new Map<string, unknown>([
    ['status', 'draft'],
    ['authors', [1, 2]],
    ['limit', 5],
    ['__proto__', 'polluted?'],
  ]);

  it('puts variables into strings at any depth, a whole {{ key }} as the value itself', () => {
    const options = {
      collection: 'articles',
      filter: { _and: [{ status: { _eq: '{{ status }}' } }, { author: { _in: '{{authors}}' } }] },
      text: 'Showing {{ status }} articles by {{ authors }}, {{ unknown }} stays',
      limit: '{{ limit }}',
    };
    expect(applyVariables(options, variables)).toEqual({
      collection: 'articles',
      filter: { _and: [{ status: { _eq: 'draft' } }, { author: { _in: [1, 2] } }] },
      text: 'Showing draft articles by 1,2, {{ unknown }} stays',
      limit: 5,
    });
  });

  it('leaves the options as they are without variables, and never touches prototypes', () => {
    const options = { filter: { status: { _eq: '{{ status }}' } } };
    expect(applyVariables(options, new Map())).toBe(options);
    const hostile = JSON.parse('{"__proto__": {"polluted": "{{ __proto__ }}"}, "constructor": "{{ status }}"}') as Record<string, unknown>;
    const applied = applyVariables(hostile, variables);
    expect(Object.getPrototypeOf(applied)).toBe(Object.prototype);
    expect(Object.hasOwn(applied, '__proto__')).toBe(true);
    expect(applied.constructor).toBe('draft');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks variable keys', () => {
    expect(['status', '_x', 'a1'].map(isVariableKey)).toEqual([true, true, true]);
    expect(['', '1a', 'a-b', 'a b', '{{a}}'].map(isVariableKey)).toEqual([false, false, false, false, false]);
  });

  it('never throws and keeps the shape of any JSON options, however deep', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.string(), (json, value) => {
        const options = { value: json };
        const applied = applyVariables(options, new Map([['x', value]]));
        expect(typeof applied).toBe('object');
        expect(Object.keys(applied)).toEqual(['value']);
      }),
    );
    let deep: Record<string, unknown> = { leaf: '{{ status }}' };
    for (let level = 0; level < 200; level++) deep = { nested: deep };
    expect(() => applyVariables(deep, variables)).not.toThrow();
  });
});
