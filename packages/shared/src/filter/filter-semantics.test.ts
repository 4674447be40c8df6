import { afterAll, describe, expect, it } from 'vitest';
import { evaluateFilter, matchesFilter } from './evaluate-filter.js';
import { MEMORY_OPERATORS } from './memory-operators.js';
import { adjustDate, parseAdjustment, resolveNow } from './now-variable.js';

/**
 * One definition of filter semantics, run by both the server's and the app's test projects (Node
 * and jsdom): `$NOW` arithmetic and in-memory evaluation, every operator with a value that passes
 * and one that fails, under several time zones.
 */

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe'];
const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(ZONES)('$NOW in time zone %s', (zone) => {
  const inZone = () => (process.env.TZ = zone);

  it.each([
    ['2024-03-15T12:00:00.000Z', '+2 hours', '2024-03-15T14:00:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '-30 minutes', '2024-03-15T11:30:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '7', '2024-03-22T12:00:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '-1 week', '2024-03-08T12:00:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '+90s', '2024-03-15T12:01:30.000Z'],
    ['2024-03-15T12:00:00.000Z', '+500 ms', '2024-03-15T12:00:00.500Z'],
    ['2024-03-15T12:00:00.000Z', '-3d', '2024-03-12T12:00:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '1.5 hours', '2024-03-15T13:30:00.000Z'],
    // A day is 24 hours of UTC, across any zone's daylight-saving change.
    ['2024-03-09T12:00:00.000Z', '+1 day', '2024-03-10T12:00:00.000Z'],
    ['2024-10-05T16:00:00.000Z', '+1 day', '2024-10-06T16:00:00.000Z'],
    // Calendar months and years, clamped to the last day of a shorter month.
    ['2024-03-15T12:00:00.000Z', '+1 month', '2024-04-15T12:00:00.000Z'],
    ['2024-01-31T08:00:00.000Z', '+1 month', '2024-02-29T08:00:00.000Z'],
    ['2023-01-31T08:00:00.000Z', '+1 mo', '2023-02-28T08:00:00.000Z'],
    ['2024-03-31T23:30:00.000Z', '-1 month', '2024-02-29T23:30:00.000Z'],
    ['2024-12-15T00:00:00.000Z', '+1 month', '2025-01-15T00:00:00.000Z'],
    ['2024-01-15T00:00:00.000Z', '-13 months', '2022-12-15T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', '-1 year', '2023-02-28T12:00:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '-2 years', '2022-03-15T12:00:00.000Z'],
    ['2024-03-15T12:00:00.000Z', '+1y', '2025-03-15T12:00:00.000Z'],
  ])('%s %s = %s', (from, adjustment, expected) => {
    inZone();
    expect(adjustDate(new Date(from), adjustment)?.toISOString()).toBe(expected);
    expect(resolveNow(`$NOW(${adjustment})`, new Date(from))?.toISOString()).toBe(expected);
  });

  it('reads a bare $NOW as now, refuses adjustments it cannot read, and leaves other text alone', () => {
    inZone();
    const now = new Date('2024-03-15T12:00:00.000Z');
    expect(resolveNow('$NOW', now)?.toISOString()).toBe(now.toISOString());
    expect(resolveNow('$NOW(soon)', now)).toBeNull();
    expect(resolveNow('$NOW(+3 fortnights)', now)).toBeNull();
    expect(resolveNow('$NOWHERE', now)).toBeUndefined();
    expect(resolveNow('$CURRENT_USER', now)).toBeUndefined();
    expect(resolveNow(42, now)).toBeUndefined();
    expect(parseAdjustment('-7 days')).toEqual({ amount: -7, unit: 'd' });
    expect(parseAdjustment('+1 mon')).toEqual({ amount: 1, unit: 'mo' });
    expect(parseAdjustment('3 fortnights')).toBeNull();
  });

  it('compares dates against $NOW the same way', () => {
    inZone();
    const now = new Date('2024-06-01T00:00:00Z');
    expect(matchesFilter({ date: { _lt: '$NOW' } }, { date: '2024-05-31T23:59:59Z' }, { now })).toBe(true);
    expect(matchesFilter({ date: { _gt: '$NOW(-2 days)' } }, { date: '2024-05-31T00:00:00Z' }, { now })).toBe(true);
    expect(matchesFilter({ date: { _gte: '$NOW(-1 month)' } }, { date: '2024-04-30T23:59:59Z' }, { now })).toBe(false);
    expect(matchesFilter({ date: { _between: ['$NOW(-1 year)', '$NOW'] } }, { date: '2023-06-01T00:00:00Z' }, { now })).toBe(true);
  });
});

/** [operator, compare, a value that passes, a value that fails] */
const OPERATOR_CASES: Array<[string, unknown, unknown, unknown]> = [
  ['_eq', 'a', 'a', 'b'],
  ['_eq', 5, '5', 6],
  ['_eq', 3, '3.0', '3.1'],
  ['_eq', true, true, false],
  ['_eq', true, 'true', 'false'],
  ['_eq', { a: 1 }, { a: 1 }, { a: 2 }],
  ['_neq', 'a', 'b', 'a'],
  ['_in', ['a', 'b'], 'b', 'c'],
  ['_in', 'a,b', 'a', 'c'],
  ['_in', [1, 2], '2', 3],
  ['_nin', ['a'], 'b', 'a'],
  ['_null', true, null, 'x'],
  ['_null', 'false', 'x', null],
  ['_nnull', true, 'x', null],
  ['_empty', true, '', 'x'],
  ['_empty', true, [], ['x']],
  ['_nempty', true, 'x', ''],
  ['_contains', 'ell', 'hello', 'HELLO'],
  ['_contains', 'tech', ['news', 'tech'], ['news']],
  ['_ncontains', 'ell', 'HELLO', 'hello'],
  ['_icontains', 'ELL', 'hello', 'help'],
  ['_nicontains', 'ELL', 'help', 'hello'],
  ['_starts_with', 'he', 'hello', 'oh hello'],
  ['_nstarts_with', 'he', 'oh', 'hello'],
  ['_istarts_with', 'HE', 'hello', 'oh'],
  ['_nistarts_with', 'HE', 'oh', 'Hello'],
  ['_ends_with', 'lo', 'hello', 'help'],
  ['_nends_with', 'lo', 'help', 'hello'],
  ['_iends_with', 'LO', 'hello', 'help'],
  ['_niends_with', 'LO', 'help', 'hellO'],
  ['_gt', 5, 6, 5],
  ['_gt', 10, '11', '9'],
  ['_gt', 'm', 'n', 'a'],
  ['_gt', 5, 6, 'abc'],
  ['_gte', 5, 5, 4],
  ['_lt', 5, '4', 5],
  ['_lte', 5, 5, 5.5],
  ['_gt', '2024-01-01', '2024-06-01T00:00:00Z', '2023-12-31'],
  ['_between', [1, 10], 10, 11],
  ['_between', '1,10', '1', 0],
  ['_nbetween', [1, 10], 11, 5],
  ['_regex', '^[a-z]+$', 'abc', 'ab1'],
  ['_regex', '/^ABC$/i', 'abc', 'abcd'],
  ['_regex', '(', 'never', '('],
];

describe('every operator, on a value that passes and one that fails', () => {
  it.each(OPERATOR_CASES)('%s %j passes %j and refuses %j', (operator, compare, good, bad) => {
    expect(evaluateFilter({ f: { [operator]: compare } }, { f: good }), 'passing value').toEqual(
      operator === '_regex' && compare === '(' ? [expect.objectContaining({ type: 'regex' })] : [],
    );
    expect(evaluateFilter({ f: { [operator]: compare } }, { f: bad }).map((failure) => `${failure.field}:${failure.type}`)).toEqual([
      `f:${operator.slice(1)}`,
    ]);
  });

  it('covers every in-memory operator', () => {
    const tested = new Set([...OPERATOR_CASES.map(([operator]) => operator), '_submitted']);
    expect([...MEMORY_OPERATORS.keys()].filter((operator) => !tested.has(operator))).toEqual([]);
  });
});

describe('validation (a payload) and conditions (a whole item)', () => {
  it('does not check a field the payload does not carry, except with _submitted', () => {
    expect(evaluateFilter({ title: { _nnull: true, _regex: '^x' } }, { other: 1 })).toEqual([]);
    expect(evaluateFilter({ title: { _submitted: true } }, {}).map((failure) => `${failure.field}:${failure.type}`)).toEqual([
      'title:required',
    ]);
    expect(evaluateFilter({ title: { _submitted: true } }, { title: null })).toEqual([]);
    // As a condition, a missing field counts as null.
    expect(matchesFilter({ note: { _null: true } }, {})).toBe(true);
    expect(matchesFilter({ note: { _submitted: true } }, {})).toBe(false);
  });

  it('reports every failing field of an _and with the reference detail and extensions', () => {
    expect(evaluateFilter({ _and: [{ title: { _eq: 'x' } }, { price: { _gt: 10 } }] }, { title: 'y', price: 3 })).toEqual([
      { field: 'title', operator: '_eq', type: 'eq', detail: 'Value has to be x.', extensions: { valid: 'x' } },
      { field: 'price', operator: '_gt', type: 'gt', detail: 'Value has to be greater than 10.', extensions: { valid: 10 } },
    ]);
  });

  it('passes an _or when one branch passes and reports all branches when none does', () => {
    const rule = { _or: [{ status: { _eq: 'draft' } }, { reviewer: { _nnull: true } }] };
    expect(evaluateFilter(rule, { status: 'draft', reviewer: null })).toEqual([]);
    expect(evaluateFilter(rule, { status: 'published', reviewer: 'u1' })).toEqual([]);
    expect(evaluateFilter(rule, { status: 'published', reviewer: null }).map((failure) => failure.field)).toEqual(['status', 'reviewer']);
  });

  it('walks m2o objects, o2m lists, _some and _none', () => {
    const item = { status: 'published', author: { name: 'Ann' }, comments: [{ body: 'hi' }, { body: 'spam' }] };
    expect(matchesFilter({ author: { name: { _eq: 'Ann' } } }, item)).toBe(true);
    expect(matchesFilter({ comments: { body: { _eq: 'spam' } } }, item)).toBe(true);
    expect(matchesFilter({ comments: { _some: { body: { _eq: 'hi' } } } }, item)).toBe(true);
    expect(matchesFilter({ comments: { _none: { body: { _eq: 'spam' } } } }, item)).toBe(false);
    expect(evaluateFilter({ author: { name: { _eq: 'Ann' } } }, { author: { name: 'Bob' } }).map((failure) => failure.field)).toEqual([
      'author.name',
    ]);
    // A payload that sets the relation by key carries no nested fields to check.
    expect(evaluateFilter({ author: { name: { _eq: 'Ann' } } }, { author: 3 })).toEqual([]);
  });

  it('resolves the caller’s variables', () => {
    expect(matchesFilter({ owner: { _eq: '$CURRENT_USER' } }, { owner: 'u1' }, { variables: { $CURRENT_USER: 'u1' } })).toBe(true);
    expect(matchesFilter({ owner: { _in: ['$CURRENT_USER', 'u9'] } }, { owner: 'u2' }, { variables: { $CURRENT_USER: 'u1' } })).toBe(false);
  });

  it('fails closed on unknown operators, malformed rules and hostile names', () => {
    const types = (filter: Record<string, unknown>, item: Record<string, unknown>) =>
      evaluateFilter(filter, item).map((failure) => `${failure.field}:${failure.type}`);
    expect(types({ f: { _nope: 1 } }, { f: 1 })).toEqual(['f:nope']);
    expect(types({ f: 'x' }, { f: 1 })).toEqual(['f:invalid']);
    expect(types(JSON.parse('{"f":{"__proto__":1}}') as Record<string, unknown>, { f: 1 })).toEqual(['f:_proto__']);
    expect(types({ f: { constructor: { _eq: 1 } } }, { f: {} })).toEqual([]);
    // `constructor` of a plain object is not a submitted field.
    expect(matchesFilter({ constructor: { _nnull: true } }, {})).toBe(false);
    expect(matchesFilter({ toString: { _null: true } }, {})).toBe(true);
  });
});
