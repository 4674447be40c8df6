import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../testing/fixtures.js';
import { FULL_WRITE_ACCESS, permittedFields } from './permitted-fields.js';

const fields = [
  makeField('articles', 'title', 'string', { interface: 'input' }),
  makeField('articles', 'status', 'string', {
    interface: 'input',
    conditions: [{ rule: { title: { _eq: 'x' } }, readonly: false, hidden: true }],
  }),
  makeField('articles', 'comments', 'alias', { special: ['o2m'] }),
];
const state = (result: ReturnType<typeof permittedFields>) =>
  result.map((field) => ({ field: field.field, readonly: field.meta?.readonly, default: field.schema?.default_value }));

describe('permittedFields', () => {
  it('leaves every field as it is with full access', () => {
    expect(permittedFields(fields, FULL_WRITE_ACCESS)).toEqual(fields);
  });

  it('makes fields outside the allow-list read-only, for good', () => {
    const result = permittedFields(fields, { allowed: true, fields: ['title'], presets: {} });
    expect(state(result)).toEqual([
      { field: 'title', readonly: false, default: null },
      { field: 'status', readonly: true, default: null },
      { field: 'comments', readonly: true, default: undefined },
    ]);
    // A condition cannot unlock it.
    expect(result[1]?.meta?.conditions).toEqual([{ rule: { title: { _eq: 'x' } }, readonly: true, hidden: true }]);
  });

  it('makes everything read-only without the action', () => {
    expect(state(permittedFields(fields, { allowed: false, fields: ['*'], presets: {} })).map((entry) => entry.readonly)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('turns presets into defaults, also of a field the user may not change', () => {
    const result = permittedFields(fields, { allowed: true, fields: ['title'], presets: { status: 'draft', title: null, comments: [1] } });
    expect(state(result)).toEqual([
      { field: 'title', readonly: false, default: null },
      { field: 'status', readonly: true, default: 'draft' },
      { field: 'comments', readonly: true, default: undefined },
    ]);
    expect(fields[1]?.schema?.default_value).toBeNull();
  });
});
