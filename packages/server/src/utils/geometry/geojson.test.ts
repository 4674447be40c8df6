import { describe, expect, it } from 'vitest';
import { geoJsonText, parseGeoJson } from './geojson.js';

const fail = (reason: string) => new Error(reason);
const parse = (value: unknown) => parseGeoJson(value, fail);

describe('parseGeoJson', () => {
  it('takes every geometry type, as an object or JSON text, and keeps only type and coordinates', () => {
    expect(parse({ type: 'Point', coordinates: [1.5, -2], bbox: [1.5, -2, 1.5, -2], crs: { type: 'name' } })).toEqual({
      type: 'Point',
      coordinates: [1.5, -2],
    });
    expect(parse('{"type":"LineString","coordinates":[[0,0],[1,1]]}')).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    const square = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ];
    expect(parse({ type: 'Polygon', coordinates: [square] })).toEqual({ type: 'Polygon', coordinates: [square] });
    expect(
      parse({
        type: 'MultiPoint',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(
      parse({
        type: 'MultiLineString',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [0, 0],
          [1, 1],
        ],
      ],
    });
    expect(parse({ type: 'MultiPolygon', coordinates: [[square]] })).toEqual({ type: 'MultiPolygon', coordinates: [[square]] });
    expect(parse({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2], id: 7 }] })).toEqual({
      type: 'GeometryCollection',
      geometries: [{ type: 'Point', coordinates: [1, 2] }],
    });
  });

  it('writes canonical JSON text: type first, nothing else', () => {
    expect(geoJsonText(parse({ coordinates: [1, 2], type: 'Point', properties: {} }))).toBe('{"type":"Point","coordinates":[1,2]}');
  });

  it.each([
    ['not JSON', '{"type":', /an object or its JSON text/],
    ['not an object', 42, /GeoJSON geometry object/],
    ['an array', [1, 2], /GeoJSON geometry object/],
    ['an unknown type', { type: 'Circle', coordinates: [0, 0] }, /"type" must be one of Point, LineString/],
    ['a Feature', { type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] } }, /"type" must be one of/],
    ['a point without coordinates', { type: 'Point' }, /\[x, y\] pairs/],
    ['a three-dimensional position', { type: 'Point', coordinates: [1, 2, 3] }, /\[x, y\] pairs/],
    ['a text coordinate', { type: 'Point', coordinates: ['1', 2] }, /\[x, y\] pairs/],
    ['an infinite coordinate', { type: 'Point', coordinates: [Infinity, 2] }, /\[x, y\] pairs/],
    ['a one-position line', { type: 'LineString', coordinates: [[0, 0]] }, /at least two positions/],
    [
      'an open ring',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
      /must be closed/,
    ],
    [
      'a ring of three positions',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      },
      /at least four positions/,
    ],
    ['an empty multi-point', { type: 'MultiPoint', coordinates: [] }, /non-empty array/],
    ['an empty collection', { type: 'GeometryCollection', geometries: [] }, /non-empty "geometries"/],
    ['a bad collection member', { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [0] }] }, /\[x, y\] pairs/],
  ])('refuses %s', (_name, value, reason) => {
    expect(() => parse(value)).toThrow(reason);
  });

  it('refuses collections nested past eight levels', () => {
    let value: unknown = { type: 'Point', coordinates: [0, 0] };
    for (let i = 0; i < 8; i++) value = { type: 'GeometryCollection', geometries: [value] };
    expect(parse(value)).toMatchObject({ type: 'GeometryCollection' });
    expect(() => parse({ type: 'GeometryCollection', geometries: [value] })).toThrow(/nested too deeply/);
  });
});
