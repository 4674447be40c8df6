import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../../testing/fixtures.js';
import { revertPayload } from './revert-payload.js';
import { revisionChanges } from './revision-changes.js';

describe('revisionChanges', () => {
  it("compares the delta's fields between the previous revision's data and this one's, in the form's order", () => {
    const previous = {
      data: { id: 1, title: 'Hello', status: 'draft', views: 3 },
    };
    const revision = {
      data: { id: 1, title: 'Hello there', status: 'published', views: 3 },
      delta: { status: 'published', title: 'Hello there' },
    };
    expect(revisionChanges(revision, previous, ['id', 'title', 'status', 'views'])).toEqual([
      { field: 'title', before: 'Hello', after: 'Hello there' },
      { field: 'status', before: 'draft', after: 'published' },
    ]);
  });

  it('has no "before" for the first revision and falls back to the delta when data lacks a field', () => {
    expect(revisionChanges({ data: null, delta: { title: 'New', tags: ['a'] } }, null)).toEqual([
      { field: 'title', before: null, after: 'New' },
      { field: 'tags', before: null, after: ['a'] },
    ]);
  });
});

describe('revertPayload', () => {
  it("keeps the revision's values of fields that still exist and the user may update", () => {
    const fields = [
      makeField('a', 'id', 'integer', {}, { is_primary_key: true }),
      makeField('a', 'title', 'string'),
      makeField('a', 'locked', 'string', { readonly: true }),
      makeField('a', 'date_updated', 'timestamp', {
        special: ['date-updated'],
      }),
      makeField('a', 'notes', 'alias', { special: ['o2m'] }),
      makeField('a', 'status', 'string'),
    ];
    const data = {
      id: 1,
      title: 'Old',
      locked: 'x',
      date_updated: '2024-01-01',
      notes: [1],
      removed_field: 'gone',
      status: null,
    };
    expect(revertPayload(data, fields)).toEqual({ title: 'Old', status: null });
    expect(revertPayload(null, fields)).toEqual({});
  });
});
