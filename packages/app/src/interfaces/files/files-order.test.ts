import { describe, expect, it } from 'vitest';
import { displayRows } from '../related-items/alterations.js';
import { moveRow, nextSortValue, sortedRows, withOrder } from './files-order.js';

const initial = [
  { id: 10, files_id: 'a', sort: 2 },
  { id: 11, files_id: 'b', sort: 1 },
  { id: 12, files_id: 'c', sort: null },
];

describe('files order', () => {
  it('shows rows by their sort value, unsorted last', () => {
    const rows = sortedRows(displayRows(initial, undefined, 'id'), 'sort');
    expect(rows.map((row) => row.item.files_id)).toEqual(['b', 'a', 'c']);
    expect(nextSortValue(rows, 'sort')).toBe(3);
    expect(sortedRows(displayRows(initial, undefined, 'id'), null).map((row) => row.item.files_id)).toEqual(['a', 'b', 'c']);
  });

  it('moves a row', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
  });

  it('writes each changed place: updates for existing rows, the sort in a new row', () => {
    const value = { create: [{ files_id: 'd', sort: 4 }], update: [], delete: [] };
    const rows = sortedRows(displayRows(initial, value, 'id'), 'sort');
    const reordered = moveRow(rows, 2, 0);
    expect(withOrder(value, reordered, 'sort', 'id')).toEqual({
      create: [{ files_id: 'd', sort: 1 }],
      update: [
        { id: 11, sort: 2 },
        { id: 10, sort: 3 },
        { id: 12, sort: 4 },
      ],
      delete: [],
    });
  });
});
