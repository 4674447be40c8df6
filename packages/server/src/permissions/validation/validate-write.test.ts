import { describe, expect, it } from 'vitest';
import { AppErrorList, isAppError } from '../../errors/app-error.js';
import type { ResolvedRule } from '../access.js';
import { fixtureSchema } from '../../../test/fixtures/permission-fixture-schema.js';
import { validateWrite } from './validate-write.js';

const schema = fixtureSchema({
  articles: {
    id: 'integer',
    title: { type: 'string', nullable: false },
    status: { type: 'string', nullable: false, defaultValue: 'draft' },
    owner: { type: 'uuid', special: ['user-created'], nullable: false },
    body: 'text',
  },
});
const collection = schema.collections.articles!;
const rule = (parts: Partial<ResolvedRule> = {}): ResolvedRule => {
  const fields = parts.fields ?? ['title', 'status', 'body'];
  return {
    collection: 'articles',
    action: 'create',
    filter: null,
    allFields: false,
    fields,
    fieldSet: new Set(fields),
    partial: null,
    validation: null,
    presets: {},
    ...parts,
  };
};

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppErrorList) return error.errors.map((e) => ({ code: e.code, message: e.message, ...e.extensions }));
    if (isAppError(error)) return [{ code: error.code }];
    throw error;
  }
  return [];
}

describe('validateWrite', () => {
  it('refuses a missing rule and any field outside the allow-list with FORBIDDEN', () => {
    expect(errorsOf(() => validateWrite({ rule: null, action: 'create', collection, payload: { title: 'a' } }))).toEqual([
      { code: 'FORBIDDEN' },
    ]);
    expect(errorsOf(() => validateWrite({ rule: rule(), action: 'create', collection, payload: { title: 'a', owner: 'u' } }))).toEqual([
      { code: 'FORBIDDEN' },
    ]);
  });

  it('merges presets under the payload, the caller winning', () => {
    const result = validateWrite({
      rule: rule({ presets: { status: 'review', body: 'x' } }),
      action: 'create',
      collection,
      payload: { title: 'a', body: 'mine' },
    });
    expect(result).toEqual({ status: 'review', body: 'mine', title: 'a' });
  });

  it('lets presets set fields the caller may not send', () => {
    const result = validateWrite({
      rule: rule({ fields: ['title'], presets: { body: 'preset' } }),
      action: 'create',
      collection,
      payload: { title: 'a' },
    });
    expect(result).toEqual({ body: 'preset', title: 'a' });
  });

  it('checks the validation rule against the merged payload, one error per failing field', () => {
    const validation = { _and: [{ title: { _regex: '^[A-Z]' } }, { body: { _nempty: true } }, { status: { _in: ['draft', 'review'] } }] };
    const errors = errorsOf(() =>
      validateWrite({
        rule: rule({ validation, presets: { status: 'published' } }),
        action: 'create',
        collection,
        payload: { title: 'lower', body: '' },
      }),
    );
    expect(errors).toEqual([
      {
        code: 'FAILED_VALIDATION',
        message: 'Validation failed for field "title". Value doesn\'t have the correct format.',
        field: 'title',
        type: 'regex',
        valid: '^[A-Z]',
      },
      { code: 'FAILED_VALIDATION', message: 'Validation failed for field "body". Value can\'t be empty.', field: 'body', type: 'nempty' },
      {
        code: 'FAILED_VALIDATION',
        message: 'Validation failed for field "status". Value has to be one of draft, review.',
        field: 'status',
        type: 'in',
        valid: ['draft', 'review'],
      },
    ]);
  });

  it('requires NOT NULL columns without a default on create, but not generated ones', () => {
    expect(errorsOf(() => validateWrite({ rule: rule(), action: 'create', collection, payload: { body: 'x' } }))).toEqual([
      { code: 'FAILED_VALIDATION', message: 'Validation failed for field "title". Value is required.', field: 'title', type: 'required' },
    ]);
    expect(errorsOf(() => validateWrite({ rule: rule(), action: 'create', collection, payload: { title: null } }))).toMatchObject([
      { field: 'title', type: 'nnull' },
    ]);
  });

  it('on update checks only what is sent', () => {
    expect(validateWrite({ rule: rule({ action: 'update' }), action: 'update', collection, payload: { body: 'x' } })).toEqual({
      body: 'x',
    });
    expect(
      errorsOf(() => validateWrite({ rule: rule({ action: 'update' }), action: 'update', collection, payload: { status: null } })),
    ).toMatchObject([{ field: 'status', type: 'nnull' }]);
  });

  it('accepts any field when the rule allows *', () => {
    expect(validateWrite({ rule: rule({ allFields: true, fields: [] }), action: 'update', collection, payload: { owner: 'u' } })).toEqual({
      owner: 'u',
    });
  });
});
