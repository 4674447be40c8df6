import { describe, expect, it } from 'vitest';
import { evaluateFilter } from './evaluate-filter.js';

const failingFields = (filter: Record<string, unknown>, payload: Record<string, unknown>) => evaluateFilter(filter, payload).map((f) => `${f.field}:${f.type}`);

describe('evaluateFilter (validation rules against a payload)', () => {
  it.each([
    [{ _eq: 'a' }, 'a', 'b'],
    [{ _eq: 5 }, '5', 6],
    [{ _neq: 'a' }, 'b', 'a'],
    [{ _in: ['a', 'b'] }, 'b', 'c'],
    [{ _in: 'a,b' }, 'a', 'c'],
    [{ _nin: ['a'] }, 'b', 'a'],
    [{ _null: true }, null, 'x'],
    [{ _nnull: true }, 'x', null],
    [{ _empty: true }, '', 'x'],
    [{ _nempty: true }, 'x', ''],
    [{ _contains: 'ell' }, 'hello', 'HELLO'],
    [{ _ncontains: 'ell' }, 'HELLO', 'hello'],
    [{ _icontains: 'ELL' }, 'hello', 'help'],
    [{ _starts_with: 'he' }, 'hello', 'oh hello'],
    [{ _nstarts_with: 'he' }, 'oh', 'hello'],
    [{ _istarts_with: 'HE' }, 'hello', 'oh'],
    [{ _ends_with: 'lo' }, 'hello', 'help'],
    [{ _iends_with: 'LO' }, 'hello', 'help'],
    [{ _nends_with: 'lo' }, 'help', 'hello'],
    [{ _gt: 5 }, 6, 5],
    [{ _gte: 5 }, 5, 4],
    [{ _lt: 5 }, '4', 5],
    [{ _lte: 5 }, 5, 5.5],
    [{ _gt: '2024-01-01' }, '2024-06-01T00:00:00Z', '2023-12-31'],
    [{ _between: [1, 10] }, 10, 11],
    [{ _nbetween: [1, 10] }, 11, 5],
    [{ _regex: '^[a-z]+$' }, 'abc', 'ab1'],
    [{ _regex: '/^ABC$/i' }, 'abc', 'abcd'],
  ])('%j passes %j and refuses %j', (rule, good, bad) => {
    expect(evaluateFilter({ f: rule }, { f: good })).toEqual([]);
    expect(failingFields({ f: rule }, { f: bad })).toHaveLength(1);
  });

  it('does not check a field the payload does not carry, except with _submitted', () => {
    expect(evaluateFilter({ title: { _nnull: true, _regex: '^x' } }, { other: 1 })).toEqual([]);
    expect(failingFields({ title: { _submitted: true } }, {})).toEqual(['title:required']);
    expect(evaluateFilter({ title: { _submitted: true } }, { title: null })).toEqual([]);
  });

  it('reports every failing field of an _and, with the reference detail and extensions', () => {
    const failures = evaluateFilter({ _and: [{ title: { _eq: 'x' } }, { price: { _gt: 10 } }] }, { title: 'y', price: 3 });
    expect(failures).toEqual([
      { field: 'title', type: 'eq', detail: 'Value has to be x.', extensions: { valid: 'x' } },
      { field: 'price', type: 'gt', detail: 'Value has to be greater than 10.', extensions: { valid: 10 } },
    ]);
  });

  it('passes an _or when one branch passes, and reports all branches when none does', () => {
    const rule = { _or: [{ status: { _eq: 'draft' } }, { reviewer: { _nnull: true } }] };
    expect(evaluateFilter(rule, { status: 'draft', reviewer: null })).toEqual([]);
    expect(evaluateFilter(rule, { status: 'published', reviewer: 'u1' })).toEqual([]);
    expect(failingFields(rule, { status: 'published', reviewer: null })).toEqual(['status:eq', 'reviewer:nnull']);
  });

  it('checks a nested object with a relational rule and names the path', () => {
    expect(failingFields({ author: { name: { _eq: 'Ann' } } }, { author: { name: 'Bob' } })).toEqual(['author.name:eq']);
    expect(evaluateFilter({ author: { name: { _eq: 'Ann' } } }, { author: 3 })).toEqual([]);
  });

  it('fails closed on an unknown operator, a malformed rule or a bad pattern', () => {
    expect(failingFields({ f: { _nope: 1 } }, { f: 1 })).toEqual(['f:nope']);
    expect(failingFields({ f: 'x' }, { f: 1 })).toEqual(['f:invalid']);
    expect(failingFields({ f: { _regex: '(' } }, { f: '(' })).toEqual(['f:regex']);
    expect(failingFields({ f: { _gt: 5 } }, { f: 'abc' })).toEqual(['f:gt']);
  });
});
