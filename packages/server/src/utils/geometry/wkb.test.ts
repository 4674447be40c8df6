import { describe, expect, it } from 'vitest';
import type { Geometry } from './geojson.js';
import { fromWkb, toWkb } from './wkb.js';

const square = (x: number, y: number, size: number) =>
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ] as Array<[number, number]>;

const ALL: Geometry[] = [
  { type: 'Point', coordinates: [1, 2] },
  {
    type: 'LineString',
    coordinates: [
      [0, 0],
      [1.25, -7.5],
      [3, 3],
    ],
  },
  { type: 'Polygon', coordinates: [square(0, 0, 10), square(2, 2, 2)] },
  {
    type: 'MultiPoint',
    coordinates: [
      [1, 2],
      [3, 4],
    ],
  },
  {
    type: 'MultiLineString',
    coordinates: [
      [
        [0, 0],
        [1, 1],
      ],
      [
        [2, 2],
        [3, 3],
      ],
    ],
  },
  { type: 'MultiPolygon', coordinates: [[square(0, 0, 1)], [square(5, 5, 1), square(5.25, 5.25, 0.5)]] },
  {
    type: 'GeometryCollection',
    geometries: [
      { type: 'Point', coordinates: [0.1, 0.2] },
      {
        type: 'GeometryCollection',
        geometries: [
          {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        ],
      },
    ],
  },
];

describe('WKB', () => {
  it('writes the EWKB PostGIS gives for SRID 4326', () => {
    expect(
      toWkb({ type: 'Point', coordinates: [1, 2] }, { srid: 4326 })
        .toString('hex')
        .toUpperCase(),
    ).toBe('0101000020E6100000000000000000F03F0000000000000040');
    expect(
      toWkb(
        {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        { srid: 4326 },
      )
        .toString('hex')
        .toUpperCase(),
    ).toBe('0102000020E61000000200000000000000000000000000000000000000000000000000F03F000000000000F03F');
  });

  it('writes plain WKB without an SRID', () => {
    expect(
      toWkb({ type: 'Point', coordinates: [1, 2] })
        .toString('hex')
        .toUpperCase(),
    ).toBe('0101000000000000000000F03F0000000000000040');
  });

  it.each(ALL.map((geometry) => [geometry.type, geometry] as const))(
    'reads back a %s exactly from EWKB and from plain WKB',
    (_type, geometry) => {
      expect(fromWkb(toWkb(geometry, { srid: 4326 }))).toEqual(geometry);
      expect(fromWkb(toWkb(geometry))).toEqual(geometry);
    },
  );

  it('keeps every bit of a coordinate', () => {
    const geometry: Geometry = { type: 'Point', coordinates: [0.1 + 0.2, -179.99999999999997] };
    expect(fromWkb(toWkb(geometry, { srid: 4326 }))).toEqual(geometry);
  });

  it('reads big-endian WKB and ISO Z types (Z kept)', () => {
    expect(fromWkb(Buffer.from('000000000140000000000000004008000000000000', 'hex'))).toEqual({ type: 'Point', coordinates: [2, 3] });
    const pointZ = Buffer.alloc(1 + 4 + 24);
    pointZ.writeUInt8(1, 0);
    pointZ.writeUInt32LE(1001, 1);
    [1, 2, 3].forEach((value, index) => pointZ.writeDoubleLE(value, 5 + index * 8));
    expect(fromWkb(pointZ)).toEqual({ type: 'Point', coordinates: [1, 2, 3] });
  });

  it('refuses cut-off, padded or nonsense bytes', () => {
    const point = toWkb({ type: 'Point', coordinates: [1, 2] }, { srid: 4326 });
    expect(() => fromWkb(point.subarray(0, point.length - 1))).toThrow(/ends early/);
    expect(() => fromWkb(Buffer.concat([point, Buffer.from([0])]))).toThrow(/Trailing bytes/);
    expect(() => fromWkb(Buffer.from('0109000000', 'hex'))).toThrow(/Unknown WKB geometry type/);
    expect(() => fromWkb(Buffer.from('0102000000ffffff7f', 'hex'))).toThrow(/beyond the end/);
    expect(() => fromWkb(Buffer.from('01040000000100000001020000000000000000', 'hex'))).toThrow(/holds a LineString where a Point belongs/);
  });
});
