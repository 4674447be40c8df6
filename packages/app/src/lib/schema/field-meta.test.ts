import { describe, expect, it } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { fieldConditions, fieldDisplayOptions, fieldOptions, fieldValidation } from './field-meta.js';

describe('field meta readers', () => {
  it('read the options as records, empty when unset or not an object', () => {
    expect(fieldOptions(makeField('a', 'b', 'string', { options: { slug: true } }))).toEqual({ slug: true });
    expect(fieldOptions(makeField('a', 'b', 'string', { options: ['x'] }))).toEqual({});
    expect(fieldOptions({ ...makeField('a', 'b', 'string'), meta: null })).toEqual({});
    expect(fieldDisplayOptions(makeField('a', 'b', 'string', { display_options: { bold: true } }))).toEqual({ bold: true });
    expect(fieldDisplayOptions(makeField('a', 'b', 'string', { display_options: 'bold' }))).toEqual({});
  });

  it('reads a validation filter only when it has a rule', () => {
    expect(fieldValidation(makeField('a', 'b', 'string', { validation: { b: { _nnull: true } } }))).toEqual({ b: { _nnull: true } });
    expect(fieldValidation(makeField('a', 'b', 'string', { validation: {} }))).toBeNull();
    expect(fieldValidation(makeField('a', 'b', 'string'))).toBeNull();
  });

  it('keeps only the conditions whose rule is a filter object', () => {
    const valid = { name: 'Lock', rule: { status: { _eq: 'published' } }, readonly: true };
    expect(fieldConditions(makeField('a', 'b', 'string', { conditions: [valid, { name: 'No rule' }, { rule: 'status' }, null] }))).toEqual([
      valid,
    ]);
    expect(fieldConditions(makeField('a', 'b', 'string', { conditions: { rule: {} } }))).toEqual([]);
  });
});
