import { describe, expect, it } from 'vitest';
import { matchesFilter, validateFilter } from './matches-filter.js';

describe('matchesFilter', () => {
  it('compares form strings with numbers loosely', () => {
    expect(matchesFilter({ count: { _eq: 3 } }, { count: '3' })).toBe(true);
    expect(matchesFilter({ count: { _gt: 10 } }, { count: '9' })).toBe(false);
    expect(matchesFilter({ count: { _between: [1, 5] } }, { count: 5 })).toBe(true);
    expect(matchesFilter({ count: { _nbetween: [1, 5] } }, { count: 6 })).toBe(true);
  });

  it('handles lists, nulls and emptiness', () => {
    expect(matchesFilter({ status: { _in: ['draft', 'review'] } }, { status: 'review' })).toBe(true);
    expect(matchesFilter({ status: { _nin: 'draft,review' } }, { status: 'draft' })).toBe(false);
    expect(matchesFilter({ note: { _null: true } }, {})).toBe(true);
    expect(matchesFilter({ note: { _nnull: true } }, { note: null })).toBe(false);
    expect(matchesFilter({ tags: { _empty: true } }, { tags: [] })).toBe(true);
    expect(matchesFilter({ title: { _nempty: true } }, { title: '' })).toBe(false);
  });

  it('handles text operators with and without case', () => {
    expect(matchesFilter({ title: { _contains: 'ell' } }, { title: 'Hello' })).toBe(true);
    expect(matchesFilter({ title: { _icontains: 'HELL' } }, { title: 'Hello' })).toBe(true);
    expect(matchesFilter({ title: { _starts_with: 'h' } }, { title: 'Hello' })).toBe(false);
    expect(matchesFilter({ title: { _iends_with: 'LO' } }, { title: 'Hello' })).toBe(true);
    expect(matchesFilter({ title: { _ncontains: 'x' } }, { title: 'Hello' })).toBe(true);
  });

  it('combines _and / _or and walks relations', () => {
    const item = { status: 'published', author: { name: 'Ann' }, comments: [{ body: 'hi' }, { body: 'spam' }] };
    expect(matchesFilter({ _or: [{ status: { _eq: 'draft' } }, { author: { name: { _eq: 'Ann' } } }] }, item)).toBe(true);
    expect(matchesFilter({ _and: [{ status: { _eq: 'draft' } }, { author: { name: { _eq: 'Ann' } } }] }, item)).toBe(false);
    expect(matchesFilter({ comments: { body: { _eq: 'spam' } } }, item)).toBe(true);
    expect(matchesFilter({ comments: { _none: { body: { _eq: 'spam' } } } }, item)).toBe(false);
  });

  it('resolves $NOW and user variables', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    expect(matchesFilter({ date: { _lt: '$NOW' } }, { date: '2024-05-31T00:00:00Z' }, { now })).toBe(true);
    expect(matchesFilter({ date: { _gt: '$NOW(-2 days)' } }, { date: '2024-05-31T00:00:00Z' }, { now })).toBe(true);
    expect(matchesFilter({ owner: { _eq: '$CURRENT_USER' } }, { owner: 'u1' }, { variables: { $CURRENT_USER: 'u1' } })).toBe(true);
  });
});

describe('validateFilter', () => {
  it('names each failing field and lets fields that were not sent pass', () => {
    const rule = { _and: [{ title: { _regex: '^[A-Z]' } }, { code: { _regex: '/^x\\d+$/i' } }, { other: { _eq: 1 } }] };
    expect(validateFilter(rule, { title: 'lower', code: 'X12' })).toEqual([{ field: 'title', operator: '_regex' }]);
  });

  it('reports every branch of an _or when none passes', () => {
    const failures = validateFilter({ _or: [{ a: { _eq: 1 } }, { b: { _eq: 2 } }] }, { a: 0, b: 0 });
    expect(failures.map((failure) => failure.field)).toEqual(['a', 'b']);
  });

  it('supports _submitted', () => {
    expect(validateFilter({ title: { _submitted: true } }, {})).toHaveLength(1);
    expect(validateFilter({ title: { _submitted: true } }, { title: null })).toHaveLength(0);
  });
});
