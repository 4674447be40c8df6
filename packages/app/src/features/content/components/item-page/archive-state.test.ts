import { describe, expect, it } from 'vitest';
import { makeCollection, makeField } from '../../../../testing/fixtures.js';
import { archiveState } from './archive-state.js';

describe('archiveState', () => {
  const collection = makeCollection('posts', {
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
  });
  const status = makeField('posts', 'status', 'string');

  it('offers Archive on a live item and Unarchive on an archived one', () => {
    expect(archiveState(collection, [status], { status: 'published' })).toEqual({
      field: 'status',
      isArchived: false,
      archiveValue: 'archived',
      unarchiveValue: 'draft',
      currentValue: 'published',
    });
    expect(archiveState(collection, [status], { status: 'archived' })?.isArchived).toBe(true);
  });

  it('writes the values in the field type', () => {
    const flagged = makeCollection('posts', {
      archive_field: 'hidden',
      archive_value: 'true',
      unarchive_value: 'false',
    });
    expect(
      archiveState(flagged, [makeField('posts', 'hidden', 'boolean')], {
        hidden: true,
      }),
    ).toEqual({
      field: 'hidden',
      isArchived: true,
      archiveValue: true,
      unarchiveValue: false,
      currentValue: true,
    });
    const numbered = makeCollection('posts', {
      archive_field: 'state',
      archive_value: '9',
      unarchive_value: null,
    });
    expect(
      archiveState(numbered, [makeField('posts', 'state', 'integer')], {
        state: 1,
      }),
    ).toEqual({
      field: 'state',
      isArchived: false,
      archiveValue: 9,
      unarchiveValue: null,
      currentValue: 1,
    });
  });

  it('offers nothing without an archive field, or when the user may not write it', () => {
    expect(archiveState(makeCollection('posts'), [status], { status: 'x' })).toBeNull();
    expect(archiveState(collection, [makeField('posts', 'status', 'string', { readonly: true })], { status: 'x' })).toBeNull();
    expect(archiveState(collection, [], { status: 'x' })).toBeNull();
  });
});
