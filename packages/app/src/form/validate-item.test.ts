import { describe, expect, it } from 'vitest';
import { makeField } from '../testing/fixtures.js';
import { applyConditions } from './apply-conditions.js';
import { validateItem } from './validate-item.js';

const title = makeField('articles', 'title', 'string', {
  required: true,
  validation: { _and: [{ title: { _regex: '^[A-Z]' } }] },
  validation_message: 'Start with a capital letter.',
});
const status = makeField('articles', 'status', 'string', { required: true }, { default_value: 'draft' });
const uid = makeField('articles', 'uid', 'uuid', { required: true, special: ['uuid'] });
const reason = makeField('articles', 'reason', 'string', { conditions: [{ rule: { status: { _eq: 'archived' } }, required: true }] });

describe('validateItem', () => {
  it('requires values on a new item unless the server fills them', () => {
    const errors = validateItem({ fields: [title, status, uid], values: {}, payload: {}, isNew: true });
    expect(errors).toEqual({ title: 'This field is required.' });
  });

  it('on an existing item only checks the values being changed', () => {
    expect(validateItem({ fields: [title], values: { title: 'Kept' }, payload: {}, isNew: false })).toEqual({});
    expect(validateItem({ fields: [title], values: { title: '' }, payload: { title: '' }, isNew: false })).toEqual({
      title: 'This field is required.',
    });
  });

  it("reports a failing validation rule with the field's message", () => {
    expect(validateItem({ fields: [title], values: { title: 'lower' }, payload: { title: 'lower' }, isNew: false })).toEqual({
      title: 'Start with a capital letter.',
    });
    expect(validateItem({ fields: [title], values: { title: 'Upper' }, payload: { title: 'Upper' }, isNew: false })).toEqual({});
  });

  it('applies conditions before checking', () => {
    expect(validateItem({ fields: [reason], values: { status: 'archived' }, payload: { status: 'archived' }, isNew: true })).toEqual({
      reason: 'This field is required.',
    });
    expect(validateItem({ fields: [reason], values: { status: 'draft' }, payload: { status: 'draft' }, isNew: true })).toEqual({});
  });
});

describe('applyConditions', () => {
  it('lets the last matching condition win and merges its options', () => {
    const field = makeField('articles', 'slug', 'string', {
      options: { placeholder: 'a', trim: true },
      conditions: [
        { rule: { status: { _nnull: true } }, readonly: true, options: { placeholder: 'b' } },
        { rule: { status: { _eq: 'published' } }, hidden: true },
      ],
    });
    const published = applyConditions(field, { status: 'published' });
    expect(published.meta).toMatchObject({ hidden: true, readonly: false });
    const draft = applyConditions(field, { status: 'draft' });
    expect(draft.meta).toMatchObject({ hidden: false, readonly: true, options: { placeholder: 'b', trim: true } });
    expect(applyConditions(field, {}).meta).toMatchObject({ hidden: false, readonly: false });
  });
});
