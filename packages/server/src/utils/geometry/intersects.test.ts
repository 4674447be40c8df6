import { describe, expect, it } from 'vitest';
import type { Geometry, Position } from './geojson.js';
import { bboxIntersects, boundingBox, intersects } from './intersects.js';

const point = (x: number, y: number): Geometry => ({ type: 'Point', coordinates: [x, y] });
const line = (...coordinates: Position[]): Geometry => ({ type: 'LineString', coordinates });
const ring = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
/** 10×10 square at the origin with a 4×4 hole from (3,3) to (7,7). */
const holed: Geometry = { type: 'Polygon', coordinates: [ring(0, 0, 10), ring(3, 3, 4)] };
const square = (x: number, y: number, size: number): Geometry => ({ type: 'Polygon', coordinates: [ring(x, y, size)] });

describe('intersects', () => {
  it.each<[string, Geometry, Geometry, boolean]>([
    ['equal points', point(1, 2), point(1, 2), true],
    ['different points', point(1, 2), point(1, 2.000001), false],
    ['a point on a line vertex', point(1, 1), line([0, 0], [1, 1], [2, 0]), true],
    ['a point inside a line segment', point(0.5, 0.5), line([0, 0], [1, 1]), true],
    ['a point beside a line', point(0.5, 0.6), line([0, 0], [1, 1]), false],
    ['a point on the extension of a segment', point(2, 2), line([0, 0], [1, 1]), false],
    ['a point inside a polygon', point(1, 1), holed, true],
    ['a point on a polygon edge', point(10, 5), holed, true],
    ['a point on a polygon corner', point(0, 0), holed, true],
    ['a point outside a polygon', point(11, 5), holed, false],
    ['a point level with a vertex, outside', point(-1, 10), holed, false],
    ['a point in a hole', point(5, 5), holed, false],
    ['a point on a hole edge', point(3, 5), holed, true],
    ['crossing lines', line([0, 0], [2, 2]), line([0, 2], [2, 0]), true],
    ['lines touching at an end', line([0, 0], [1, 1]), line([1, 1], [2, 0]), true],
    ['a line ending on another (T)', line([1, 0], [1, 1]), line([0, 1], [2, 1]), true],
    ['overlapping collinear lines', line([0, 0], [2, 0]), line([1, 0], [3, 0]), true],
    ['collinear lines apart', line([0, 0], [1, 0]), line([2, 0], [3, 0]), false],
    ['parallel lines', line([0, 0], [2, 0]), line([0, 1], [2, 1]), false],
    ['a line crossing a polygon edge', line([-1, 1], [1, 1]), holed, true],
    ['a line wholly inside a polygon', line([1, 1], [2, 2]), holed, true],
    ['a line wholly inside a hole', line([4, 4], [6, 6]), holed, false],
    ['a line along a hole edge', line([3, 4], [3, 6]), holed, true],
    ['a line across a hole only', line([4, 5], [8, 5]), holed, true],
    ['a line outside a polygon', line([11, 0], [11, 10]), holed, false],
    ['overlapping polygons', square(0, 0, 2), square(1, 1, 2), true],
    ['polygons sharing an edge', square(0, 0, 2), square(2, 0, 2), true],
    ['polygons sharing a corner', square(0, 0, 2), square(2, 2, 2), true],
    ['a polygon inside another', square(1, 1, 1), holed, true],
    ['a polygon around another', holed, square(1, 1, 1), true],
    ['a polygon inside a hole', square(4, 4, 2), holed, false],
    ['a polygon filling a hole exactly (edges shared)', square(3, 3, 4), holed, true],
    ['a polygon around the whole holed polygon', square(-1, -1, 12), holed, true],
    ['polygons apart', square(0, 0, 1), square(3, 3, 1), false],
    [
      'a polygon in the notch of an L, bounding boxes overlapping',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [4, 0],
            [4, 1],
            [1, 1],
            [1, 4],
            [0, 4],
            [0, 0],
          ],
        ],
      },
      square(2, 2, 1),
      false,
    ],
    [
      'a multi-point with one point inside',
      {
        type: 'MultiPoint',
        coordinates: [
          [20, 20],
          [5, 1],
        ],
      },
      holed,
      true,
    ],
    [
      'a multi-point with every point in the hole or outside',
      {
        type: 'MultiPoint',
        coordinates: [
          [20, 20],
          [5, 5],
        ],
      },
      holed,
      false,
    ],
    ['a multi-polygon with one part overlapping', { type: 'MultiPolygon', coordinates: [[ring(20, 20, 1)], [ring(9, 9, 2)]] }, holed, true],
    [
      'a multi-line-string apart',
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [20, 20],
            [21, 21],
          ],
          [
            [4, 4],
            [5, 5],
          ],
        ],
      },
      holed,
      false,
    ],
    ['a collection with a line crossing', { type: 'GeometryCollection', geometries: [point(50, 50), line([9, 5], [12, 5])] }, holed, true],
    ['a collection of parts in the hole', { type: 'GeometryCollection', geometries: [point(5, 5), square(4, 4, 1)] }, holed, false],
  ])('%s', (_name, a, b, expected) => {
    expect(intersects(a, b)).toBe(expected);
    expect(intersects(b, a)).toBe(expected);
  });
});

describe('bboxIntersects', () => {
  it.each<[string, Geometry, Geometry, boolean]>([
    ['boxes overlapping while the shapes do not', line([0, 0], [1, 1]), line([0, 1], [0.4, 0.6]), true],
    ['a polygon in a hole (its box inside the outer box)', square(4, 4, 2), holed, true],
    ['boxes touching at an edge', square(0, 0, 1), square(1, 0, 1), true],
    ['boxes touching at a corner', square(0, 0, 1), point(1, 1), true],
    ['boxes apart', square(0, 0, 1), point(1, 1.5), false],
  ])('%s', (_name, a, b, expected) => {
    expect(bboxIntersects(a, b)).toBe(expected);
    expect(bboxIntersects(b, a)).toBe(expected);
  });

  it('takes every position of every part', () => {
    expect(
      boundingBox({ type: 'GeometryCollection', geometries: [point(-3, 2), { type: 'MultiPolygon', coordinates: [[ring(1, -5, 2)]] }] }),
    ).toEqual([-3, -5, 3, 2]);
  });
});
