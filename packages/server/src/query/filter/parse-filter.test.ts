import { describe, expect, it } from 'vitest';
import { publicAccountability } from '../../permissions/accountability.js';
import { parseFilter } from './parse-filter.js';

const now = new Date('2024-05-10T12:00:00.000Z');
const user = { ...publicAccountability(), user: 'u-1', role: 'r-1' };
const invalid = (raw: unknown, message: string) => {
  expect(() => parseFilter(raw, { now })).toThrowError(
    expect.objectContaining({ code: 'INVALID_QUERY', message: `Invalid query. ${message}.` }),
  );
};

describe('parseFilter', () => {
  it('splits several keys into _and of one-key objects and wraps bare values in _eq', () => {
    expect(parseFilter({ title: 'x', views: { _gt: 1 } })).toEqual({ _and: [{ title: { _eq: 'x' } }, { views: { _gt: 1 } }] });
  });

  it('converts "true", "false", "null" and CSV lists as the reference does', () => {
    expect(parseFilter({ a: { _eq: 'true' } })).toEqual({ a: { _eq: true } });
    expect(parseFilter({ a: { _null: 'false' } })).toEqual({ a: { _null: false } });
    expect(parseFilter({ a: { _eq: 'NULL' } })).toEqual({ a: { _eq: null } });
    expect(parseFilter({ a: { _in: '1,2,3' } })).toEqual({ a: { _in: ['1', '2', '3'] } });
    expect(parseFilter({ a: { _between: { 0: '1', 1: '5' } } })).toEqual({ a: { _between: ['1', '5'] } });
  });

  it('hoists a logical operator under a field', () => {
    expect(parseFilter({ author: { _or: [{ name: { _eq: 'a' } }, { age: { _gt: 3 } }] } })).toEqual({
      _or: [{ author: { name: { _eq: 'a' } } }, { author: { age: { _gt: 3 } } }],
    });
  });

  it('resolves $CURRENT_USER, $CURRENT_ROLE and $NOW with adjustments', () => {
    expect(parseFilter({ user: { _eq: '$CURRENT_USER' }, role: { _eq: '$CURRENT_ROLE' } }, { accountability: user })).toEqual({
      _and: [{ user: { _eq: 'u-1' } }, { role: { _eq: 'r-1' } }],
    });
    expect(parseFilter({ user: { _eq: '$CURRENT_USER' } }, { accountability: null })).toEqual({ user: { _eq: null } });
    expect(parseFilter({ d: { _lt: '$NOW' } }, { now })).toEqual({ d: { _lt: now } });
    expect(parseFilter({ d: { _gt: '$NOW(-1 year)' } }, { now })).toEqual({ d: { _gt: new Date('2023-05-10T12:00:00.000Z') } });
    expect(parseFilter({ d: { _gt: '$NOW(1 mo)' } }, { now })).toEqual({ d: { _gt: new Date('2024-06-10T12:00:00.000Z') } });
    // An adjustment that cannot be read stays text for the field's type to refuse.
    expect(parseFilter({ d: { _gt: '$NOW(soon)' } }, { now })).toEqual({ d: { _gt: '$NOW(soon)' } });
  });

  it('passes GeoJSON objects of geo operators and _eq/_neq on as JSON text', () => {
    const point = { type: 'Point', coordinates: [1, 2] };
    expect(parseFilter({ a: { _intersects: point } })).toEqual({ a: { _intersects: '{"type":"Point","coordinates":[1,2]}' } });
    expect(parseFilter({ a: { _nintersects_bbox: '{"type":"Point","coordinates":[1,2]}' } })).toEqual({
      a: { _nintersects_bbox: '{"type":"Point","coordinates":[1,2]}' },
    });
    expect(parseFilter({ a: { _eq: point }, b: { _neq: point } })).toEqual({
      _and: [{ a: { _eq: '{"type":"Point","coordinates":[1,2]}' } }, { b: { _neq: '{"type":"Point","coordinates":[1,2]}' } }],
    });
    invalid({ a: { _intersects: 5 } }, '"_intersects" has to be a GeoJSON geometry');
    invalid({ a: { _intersects_bbox: null } }, '"_intersects_bbox" has to be a GeoJSON geometry');
  });

  it('applies the value rules', () => {
    invalid({ a: { _in: [] } }, '"_in" has to be an array of values');
    invalid({ a: { _between: [1] } }, '"_between" has to be an array of two values');
    invalid({ a: { _null: 'yes' } }, '"_null" has to be a boolean');
    invalid({ a: { _eq: '' } }, 'You can\'t filter for an empty string in "_eq". Use "_empty" or "_nempty" instead');
    invalid({ a: { _eq: Number.NaN } }, 'The filter value for "_eq" is not a valid number');
    invalid({ a: { _eq: { b: 1 } } }, 'The filter value for "_eq" has to be a string, number, or boolean');
    invalid('{bad', '"filter" must be valid JSON');
  });
});
