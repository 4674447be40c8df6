import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../../testing/fixtures.js';
import { fieldChanges, parseDefaultValue } from './field-changes.js';
import { draftOf } from './field-draft.js';

describe('parseDefaultValue', () => {
  it.each([
    ['integer', '42', { value: 42 }],
    ['integer', '4.2', { error: 'Enter a whole number.' }],
    ['bigInteger', '9007199254740993', { value: '9007199254740993' }],
    ['float', '-1.5', { value: -1.5 }],
    ['decimal', 'x', { error: 'Enter a number.' }],
    ['boolean', 'true', { value: true }],
    ['boolean', 'yes', { error: 'Choose true or false.' }],
    ['json', '{"a":[1]}', { value: { a: [1] } }],
    ['json', '{a', { error: 'Enter valid JSON.' }],
    ['string', ' spaced ', { value: ' spaced ' }],
    ['string', '   ', { value: null }],
  ])('%s "%s"', (type, text, expected) => {
    expect(parseDefaultValue(type, text)).toEqual(expected);
  });
});

describe('fieldChanges', () => {
  it('sends only what differs, emptied text and lists as null, and no schema for an alias', () => {
    const field = makeField('articles', 'notice', 'alias', { note: 'Read me', interface: 'presentation-notice', options: { text: 'Hi' } });
    const saved = draftOf(field);
    const draft = { ...saved, meta: { ...saved.meta, note: '  ', options: {} } };
    expect(fieldChanges('alias', saved, draft)).toEqual({ meta: { note: null, options: null }, schema: undefined, errors: {} });
  });

  it('leaves a saved default alone and reports a typed value that does not parse', () => {
    const field = makeField('articles', 'count', 'integer', {}, { default_value: 3 });
    const saved = draftOf(field);
    expect(saved.schema?.defaultValue).toBe('3');
    expect(fieldChanges('integer', saved, saved)).toEqual({ meta: {}, schema: undefined, errors: {} });
    const typed = { ...saved, schema: { ...saved.schema!, defaultValue: 'many' } };
    expect(fieldChanges('integer', saved, typed).errors).toEqual({ default_value: 'Enter a whole number.' });
  });
});
