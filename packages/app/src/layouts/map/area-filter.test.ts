import { describe, expect, it } from 'vitest';
import { emptyGroup, treeToFilter } from '../../lib/filter/filter-tree.js';
import type { FilterGroup } from '../../lib/filter/filter-tree.js';
import { areaInFilter, bboxFilter, boxPolygon, withAreaRule } from './area-filter.js';

const paris = boxPolygon([2, 48], [3, 49]);

describe('the drawn-area filter', () => {
  it('makes a closed counter-clockwise polygon from two corners in any order', () => {
    expect(boxPolygon([3, 49], [2, 48])).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [2, 48],
          [3, 48],
          [3, 49],
          [2, 49],
          [2, 48],
        ],
      ],
    });
  });

  it('adds one _intersects rule to the page filter, replaces it when drawn again and removes it when cleared', () => {
    const status: FilterGroup = {
      ...emptyGroup(),
      children: [{ kind: 'rule', id: 's', path: 'status', type: 'string', operator: '_eq', value: 'open' }],
    };
    const drawn = withAreaRule(status, 'place', 'geometry.Point', paris);
    expect(treeToFilter(drawn)).toEqual({ _and: [{ status: { _eq: 'open' } }, { place: { _intersects: paris } }] });
    const berlin = boxPolygon([13, 52], [14, 53]);
    const redrawn = withAreaRule(drawn, 'place', 'geometry.Point', berlin);
    expect(treeToFilter(redrawn)).toEqual({ _and: [{ status: { _eq: 'open' } }, { place: { _intersects: berlin } }] });
    expect(treeToFilter(withAreaRule(redrawn, 'place', 'geometry.Point', null))).toEqual({ _and: [{ status: { _eq: 'open' } }] });
  });

  it('joins an _or filter with _and, so the area narrows every alternative', () => {
    const either: FilterGroup = {
      ...emptyGroup('_or'),
      children: [
        { kind: 'rule', id: 'a', path: 'status', type: 'string', operator: '_eq', value: 'open' },
        { kind: 'rule', id: 'b', path: 'status', type: 'string', operator: '_eq', value: 'new' },
      ],
    };
    expect(treeToFilter(withAreaRule(either, 'place', 'geometry', paris))).toEqual({
      _and: [{ _or: [{ status: { _eq: 'open' } }, { status: { _eq: 'new' } }] }, { place: { _intersects: paris } }],
    });
  });

  it('finds the area back in a saved filter, alone or inside _and, and ignores other shapes', () => {
    expect(areaInFilter({ place: { _intersects: paris } }, 'place')).toEqual(paris);
    expect(areaInFilter({ _and: [{ status: { _eq: 'x' } }, { place: { _intersects: JSON.stringify(paris) } }] }, 'place')).toEqual(paris);
    expect(areaInFilter({ place: { _intersects: { type: 'Point', coordinates: [1, 2] } } }, 'place')).toBeNull();
    expect(areaInFilter({ other: { _intersects: paris } }, 'place')).toBeNull();
    expect(areaInFilter(null, 'place')).toBeNull();
  });

  it('filters by the visible area with _intersects_bbox', () => {
    expect(bboxFilter('place', [2, 48, 3, 49])).toEqual({ place: { _intersects_bbox: paris } });
  });
});
