import { describe, expect, it } from 'vitest';
import { writableItemsFilter } from './writable-items-filter.js';

const published = { status: { _eq: 'published' } };
const own = { owner: { _eq: 'u1' } };
const partial = {
  filters: [published, own, { title: { _nnull: true } }],
  fields: new Map([
    ['secret', [0]],
    ['score', [0]],
    ['summary', [0, 2]],
  ]),
};

describe('writableItemsFilter', () => {
  it('is null without per-row fields, or when no written field is decided per row', () => {
    expect(writableItemsFilter(null, ['secret'])).toBeNull();
    expect(writableItemsFilter(partial, ['title', 'id'])).toBeNull();
  });

  it('asks, per written field, for one of the rows allowing it; fields of the same rows share one condition', () => {
    expect(writableItemsFilter(partial, ['secret', 'score', 'title'])).toEqual({ shape: '0', filter: published });
    expect(writableItemsFilter(partial, ['summary', 'secret'])).toEqual({
      shape: '0;0,2',
      filter: { _and: [published, { _or: [published, { title: { _nnull: true } }] }] },
    });
  });
});
