import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../testing/fixtures.js';
import { reorderFields } from './reorder-fields.js';

const fields = [
  makeField('a', 'id', 'integer', { sort: 1 }),
  makeField('a', 'title', 'string', { sort: 2 }),
  makeField('a', 'meta', 'alias', { sort: 3, special: ['group'] }),
  makeField('a', 'seo', 'string', { sort: 1, group: 'meta' }),
];

describe('reorderFields', () => {
  it('renumbers the level it lands on, joining the target group', () => {
    expect(reorderFields(fields, 'title', 'id')).toEqual([
      { field: 'title', meta: { sort: 1, group: null } },
      { field: 'id', meta: { sort: 2, group: null } },
    ]);
    expect(reorderFields(fields, 'title', 'seo')).toEqual([
      { field: 'title', meta: { sort: 1, group: 'meta' } },
      { field: 'seo', meta: { sort: 2, group: 'meta' } },
    ]);
  });

  it('never moves a group into itself', () => {
    expect(reorderFields(fields, 'meta', 'seo')).toEqual([]);
  });
});
