import { describe, expect, it } from 'vitest';
import { recheckErrors } from './recheck-errors.js';

describe('recheckErrors', () => {
  it('clears the error of a field once its new value passes, and keeps the others', () => {
    const errors = {
      title: 'This field is required.',
      slug: 'Value has to be unique.',
    };
    expect(
      recheckErrors({
        errors,
        found: {},
        before: { title: null, slug: 'a' },
        after: { title: 'T', slug: 'a' },
      }),
    ).toEqual({ slug: 'Value has to be unique.' });
  });

  it("shows the client's new message while a changed field still fails, and drops a server refusal of the old value", () => {
    const errors = {
      code: 'Must start with a capital.',
      slug: 'Value has to be unique.',
    };
    const found = { code: 'Must start with a capital.' };
    expect(
      recheckErrors({
        errors,
        found,
        before: { code: 'a', slug: 'x' },
        after: { code: 'ab', slug: 'y' },
      }),
    ).toEqual({ code: 'Must start with a capital.' });
  });

  it('adds no error to a field that had none and checks a dot path by its field', () => {
    const errors = { 'author.name': 'Value is required.' };
    expect(
      recheckErrors({
        errors,
        found: { title: 'This field is required.' },
        before: { author: { name: null } },
        after: { author: { name: 'Ann' }, title: null },
      }),
    ).toEqual({});
  });
});
