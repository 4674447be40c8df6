import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGeometry, positionsOf } from './geometry.js';

describe('parseGeometry', () => {
  it('reads GeoJSON objects, GeoJSON text, features and WKT', () => {
    expect(parseGeometry({ type: 'Point', coordinates: [2.35, 48.85] })).toEqual({ type: 'Point', coordinates: [2.35, 48.85] });
    expect(parseGeometry('{"type":"LineString","coordinates":[[0,0],[1,1]]}')).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    expect(parseGeometry({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [1, 2] } })).toEqual({
      type: 'Point',
      coordinates: [1, 2],
    });
    expect(parseGeometry('POINT(13.4 52.5)')).toEqual({ type: 'Point', coordinates: [13.4, 52.5] });
    expect(parseGeometry('SRID=4326;POLYGON((0 0,1 0,1 1,0 0))')?.type).toBe('Polygon');
  });

  it('gives null for what is not a geometry', () => {
    for (const value of [
      null,
      undefined,
      '',
      'nonsense',
      '{"type":"Point"',
      { type: 'Point', coordinates: ['a', 1] },
      { type: 'Circle' },
      42,
      [],
    ])
      expect(parseGeometry(value)).toBeNull();
  });

  it('never throws on arbitrary strings and JSON, and whatever it returns has finite positions', () => {
    const coordinates = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.string(), fc.constant(null));
    const geometryish = fc.record({
      type: fc.constantFrom('Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiPolygon', 'GeometryCollection', 'Feature', 'x'),
      coordinates: fc.oneof(fc.array(coordinates), fc.array(fc.array(coordinates)), fc.array(fc.array(fc.array(coordinates)))),
      geometry: fc.anything(),
      geometries: fc.anything(),
    });
    const wktish = fc
      .tuple(
        fc.constantFrom('POINT', 'LINESTRING', 'POLYGON', 'MULTIPOINT', 'GEOMETRYCOLLECTION', 'SRID=4326;POINT', 'POINT Z'),
        fc.string(),
      )
      .map(([head, tail]) => `${head}${tail}`);
    const value = fc.oneof(
      fc.string(),
      wktish,
      fc.json(),
      geometryish,
      geometryish.map((entry) => JSON.stringify(entry)),
      fc.anything(),
    );
    fc.assert(
      fc.property(value, (input) => {
        const geometry = parseGeometry(input);
        if (geometry) for (const position of positionsOf(geometry)) expect(position.every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
