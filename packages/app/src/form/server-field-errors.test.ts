import { describe, expect, it } from 'vitest';
import { FakeApiError } from '../testing/fake-client.js';
import { makeField } from '../testing/fixtures.js';
import { serverFieldErrors } from './server-field-errors.js';

/** An API answer with several entries, as the server sends one per failing field. */
function answer(...entries: { message: string; extensions: Record<string, unknown> }[]) {
  const error = new FakeApiError(400, 'FAILED_VALIDATION', 'x');
  error.errors.splice(0, 1, ...entries);
  return error;
}

describe('serverFieldErrors', () => {
  it('turns FAILED_VALIDATION entries into readable messages keyed by their field', () => {
    const error = answer(
      {
        message: 'Validation failed for field "title". Value is required.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'title',
          type: 'required',
        },
      },
      {
        message: 'Validation failed for field "slug". Value doesn\'t have the correct format.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'slug',
          type: 'regex',
          valid: '^[a-z-]+$',
        },
      },
      {
        message: 'Validation failed for field "code". Value has to be unique.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'code',
          type: 'unique',
        },
      },
      {
        message: 'Validation failed for field "rating". Value has to be between 1 and 5.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'rating',
          type: 'between',
          valid: [1, 5],
        },
      },
      {
        message: 'Validation failed for field "views". Value has to be greater than 3.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'views',
          type: 'gt',
          valid: 3,
        },
      },
    );
    expect(serverFieldErrors(error)).toEqual({
      title: 'Value is required.',
      slug: 'Must match ^[a-z-]+$.',
      code: 'Value has to be unique.',
      // A rule without a sentence of ours keeps the server's detail, without the "Validation failed" prefix.
      rating: 'Value has to be between 1 and 5.',
      views: 'Value has to be greater than 3.',
    });
  });

  it('places RECORD_NOT_UNIQUE and NOT_NULL_VIOLATION beside the field they name', () => {
    expect(
      serverFieldErrors(
        new FakeApiError(400, 'RECORD_NOT_UNIQUE', 'Value for field "slug" in collection "articles" has to be unique.', {
          collection: 'articles',
          field: 'slug',
        }),
      ),
    ).toEqual({ slug: 'Value has to be unique.' });
    expect(
      serverFieldErrors(
        new FakeApiError(400, 'NOT_NULL_VIOLATION', 'Value for field "title" in collection "articles" can\'t be null.', {
          collection: 'articles',
          field: 'title',
        }),
      ),
    ).toEqual({ title: 'Value is required.' });
  });

  it('keeps the first message per field and leaves out entries that name no field', () => {
    const error = answer(
      {
        message: 'Validation failed for field "title". Value is required.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'title',
          type: 'required',
        },
      },
      {
        message: 'Validation failed for field "title". Value can\'t be null.',
        extensions: {
          code: 'FAILED_VALIDATION',
          field: 'title',
          type: 'nnull',
        },
      },
      {
        message: "You don't have permission to access this.",
        extensions: { code: 'FORBIDDEN' },
      },
    );
    expect(serverFieldErrors(error)).toEqual({ title: 'Value is required.' });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(
      serverFieldErrors(
        answer({
          message: 'Validation failed for field "x". Bad.',
          extensions: {
            code: 'FAILED_VALIDATION',
            field: 'x',
            type: 'constructor',
          },
        }),
      ),
    ).toEqual({ x: 'Bad.' });
  });

  it("reads a failed validation rule as the field's validation_message, but a missing value keeps its own sentence", () => {
    const fields = [
      makeField('articles', 'title', 'string', { validation: { title: { _contains: 'News' } }, validation_message: 'Mention News.' }),
      makeField('articles', 'slug', 'string', { validation_message: 'A slug, please.' }),
      makeField('articles', 'body', 'text'),
    ];
    const error = answer(
      {
        message: 'Validation failed for field "title". Value has to contain News.',
        extensions: { code: 'FAILED_VALIDATION', field: 'title', type: 'contains', substring: 'News' },
      },
      {
        message: 'Validation failed for field "slug". Value is required.',
        extensions: { code: 'FAILED_VALIDATION', field: 'slug', type: 'required' },
      },
      {
        message: 'Validation failed for field "body". Value has to contain x.',
        extensions: { code: 'FAILED_VALIDATION', field: 'body', type: 'contains', substring: 'x' },
      },
    );
    expect(serverFieldErrors(error, fields)).toEqual({
      title: 'Mention News.',
      slug: 'Value is required.',
      body: 'Value has to contain x.',
    });
    expect(serverFieldErrors(error).title).toBe('Value has to contain News.');
  });
});
