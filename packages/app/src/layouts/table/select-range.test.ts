import { describe, expect, it } from 'vitest';
import { selectRange } from './select-range.js';

const page = [1, 2, 3, 4, 5];

describe('selectRange', () => {
  it('ticks every row between the anchor and the target, either way round', () => {
    expect(selectRange([2], page, 2, 4)).toEqual([2, 3, 4]);
    expect(selectRange([4], page, 4, 1)).toEqual([4, 1, 2, 3]);
  });

  it('unticks the range when the target row was ticked', () => {
    expect(selectRange([1, 2, 3, 4, 5], page, 2, 4)).toEqual([1, 5]);
  });

  it('toggles only the target without an anchor on this page', () => {
    expect(selectRange([], page, null, 3)).toEqual([3]);
    expect(selectRange([9], page, 9, 3)).toEqual([9, 3]);
  });
});
