import { FIELD_TYPES, type FieldType } from '@tessera/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCsvValue } from './convert-csv-value.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const field = (type: FieldType, alias = false) => ({ type, alias });

describe('convertCsvValue', () => {
  it.each([
    ['string', '', null],
    ['string', 'null', 'null'],
    ['text', '{"a":1}', '{"a":1}'],
    ['integer', '42', 42],
    ['integer', '-7', -7],
    ['integer', '1.5', '1.5'],
    ['integer', '9007199254740993', '9007199254740993'],
    ['integer', 'abc', 'abc'],
    ['integer', '1e3', '1e3'],
    ['integer', 'null', null],
    ['integer', '{"name":"x"}', { name: 'x' }],
    ['bigInteger', '9007199254740993', '9007199254740993'],
    ['bigInteger', '12', 12],
    ['float', '4.25', 4.25],
    ['decimal', '10.50', '10.50'],
    ['boolean', 'true', true],
    ['boolean', 'FALSE', false],
    ['boolean', '1', true],
    ['boolean', '0', false],
    ['boolean', 'maybe', 'maybe'],
    ['json', '{"a":[1,2]}', { a: [1, 2] }],
    ['json', '[1,2]', [1, 2]],
    ['json', 'plain text', 'plain text'],
    ['csv', 'a,b', 'a,b'],
    ['csv', '["a","b"]', ['a', 'b']],
    ['date', '2024-01-15', '2024-01-15'],
    ['uuid', '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01', '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01'],
  ] as Array<[FieldType, string, unknown]>)('reads %s "%s" as %j', (type, text, expected) => {
    expect(convertCsvValue(field(type), text)).toEqual(expected);
  });

  it('reads relational alias fields (o2m, m2m) as JSON: a list of keys or items', () => {
    expect(convertCsvValue(field('alias', true), '[1,2]')).toEqual([1, 2]);
    expect(convertCsvValue(field('alias', true), '{"create":[{"name":"a"}]}')).toEqual({ create: [{ name: 'a' }] });
    expect(convertCsvValue(field('alias', true), '')).toBeNull();
  });

  it('keeps "__proto__" inside JSON text an own key, never the prototype', () => {
    const value = convertCsvValue(field('json'), '{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, and whatever it converts is the text itself or what the text says (fuzz)', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        'null',
        'true',
        'false',
        '0',
        '1',
        '-0',
        '1.5',
        '1e9',
        '[',
        '{',
        '{"a":',
        '[1,2]',
        '{"a":1}',
        '__proto__',
        '9'.repeat(30),
      ),
      fc.integer().map(String),
      fc.double().map(String),
      fc.json(),
    );
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_TYPES), fc.boolean(), text, (type, alias, cell) => {
        const value = convertCsvValue(field(type, alias), cell);
        if (cell === '') expect(value).toBeNull();
        else if (typeof value === 'string' && value !== cell) expect(value).toBe(JSON.parse(cell));
        else if (typeof value === 'string') expect(value).toBe(cell);
        else if (typeof value === 'number') expect(Number(cell)).toBe(value);
        else if (typeof value === 'boolean') expect(['true', 'false', '1', '0']).toContain(cell.toLowerCase());
        else if (value === null) expect(cell === 'null' || JSON.parse(cell) === null).toBe(true);
        else expect(value).toEqual(JSON.parse(cell));
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
