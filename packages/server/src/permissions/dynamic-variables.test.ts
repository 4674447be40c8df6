import { describe, expect, it } from 'vitest';
import { collectVariables, readPath, resolveVariables, type VariableContext } from './dynamic-variables.js';

const now = new Date('2024-03-15T12:00:00.000Z');
const context: VariableContext = {
  user: 'u1',
  role: 'r1',
  userData: { id: 'u1', team: { name: 'blue', region: { code: 'eu' } }, groups: [{ group_id: 7 }, { group_id: 9 }] },
  roleData: { id: 'r1', name: 'Editor' },
  now,
};

describe('collectVariables', () => {
  it('finds bare variables and the paths rules name, once each', () => {
    const usage = collectVariables({
      _and: [
        { owner: { _eq: '$CURRENT_USER' } },
        { team: { _eq: '$CURRENT_USER.team.name' } },
        { x: { _in: ['$CURRENT_USER.team.name', '$CURRENT_ROLE.name'] } },
      ],
    });
    expect(usage).toEqual({ any: true, userPaths: ['team.name'], rolePaths: ['name'] });
  });

  it('reports no variables for plain values, so the rule is used as compiled', () => {
    expect(collectVariables({ status: { _eq: 'published' }, price: { _gt: 5 }, note: { _eq: '$not a variable' } })).toEqual({
      any: false,
      userPaths: [],
      rolePaths: [],
    });
  });

  it('counts $NOW and $NOW(adjustment) as variables', () => {
    expect(collectVariables({ date: { _lt: '$NOW' } }).any).toBe(true);
    expect(collectVariables({ date: { _lt: '$NOW(-1 day)' } }).any).toBe(true);
  });
});

describe('resolveVariables', () => {
  it('replaces the current user, role and their fields, relational paths included', () => {
    const filter = {
      _and: [
        { owner: { _eq: '$CURRENT_USER' } },
        { role: { _eq: '$CURRENT_ROLE' } },
        { region: { _eq: '$CURRENT_USER.team.region.code' } },
        { label: { _eq: '$CURRENT_ROLE.name' } },
      ],
    };
    expect(resolveVariables(filter, context)).toEqual({
      _and: [{ owner: { _eq: 'u1' } }, { role: { _eq: 'r1' } }, { region: { _eq: 'eu' } }, { label: { _eq: 'Editor' } }],
    });
  });

  it('spreads a list-valued path (o2m) into the surrounding _in list', () => {
    expect(resolveVariables({ group: { _in: ['$CURRENT_USER.groups.group_id', 3] } }, context)).toEqual({ group: { _in: [7, 9, 3] } });
  });

  it('reads a missing path or a public caller as null', () => {
    expect(resolveVariables({ a: { _eq: '$CURRENT_USER.nothing.here' } }, context)).toEqual({ a: { _eq: null } });
    expect(resolveVariables({ a: { _eq: '$CURRENT_USER' } }, { ...context, user: null, userData: null })).toEqual({ a: { _eq: null } });
  });

  it('turns $NOW into an ISO instant, adjusted when asked', () => {
    expect(resolveVariables({ d: { _lte: '$NOW' } }, context)).toEqual({ d: { _lte: '2024-03-15T12:00:00.000Z' } });
    expect(resolveVariables({ d: { _gte: '$NOW(-1 year)' } }, context)).toEqual({ d: { _gte: '2023-03-15T12:00:00.000Z' } });
  });

  it('leaves the compiled value untouched', () => {
    const filter = { owner: { _eq: '$CURRENT_USER' } };
    resolveVariables(filter, context);
    expect(filter).toEqual({ owner: { _eq: '$CURRENT_USER' } });
  });
});

describe('$NOW in rules (arithmetic: packages/shared filter-semantics.test.ts)', () => {
  it('counts an adjustment it cannot read as now', () => {
    expect(resolveVariables({ d: { _lt: '$NOW(soon)' } }, context)).toEqual({ d: { _lt: now.toISOString() } });
  });
});

describe('readPath', () => {
  it('collects through lists and drops nulls', () => {
    expect(readPath({ a: [{ b: 1 }, { b: null }, { b: 2 }] }, ['a', 'b'])).toEqual([1, 2]);
    expect(readPath(null, ['a'])).toBeNull();
  });
});
