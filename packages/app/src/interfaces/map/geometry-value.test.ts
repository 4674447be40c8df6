import { describe, expect, it } from 'vitest';
import type { Geometry } from 'geojson';
import {
  drawShapesFor,
  fromSimpleGeometries,
  geometryTypeOf,
  isMultiple,
  parseGeometryText,
  readFieldValue,
  toFieldValue,
  toSimpleGeometries,
} from './geometry-value.js';
import type { SimpleGeometry } from './geometry-value.js';

const point = (lng: number, lat: number): SimpleGeometry => ({ type: 'Point', coordinates: [lng, lat] });
const square: SimpleGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const line: SimpleGeometry = {
  type: 'LineString',
  coordinates: [
    [0, 0],
    [2, 2],
  ],
};

describe('geometryTypeOf: the kind a field takes', () => {
  it('is the subtype of a geometry.* column, whatever the option says', () => {
    expect(geometryTypeOf('geometry.Point', {})).toBe('Point');
    expect(geometryTypeOf('geometry.MultiPolygon', { geometryType: 'Point' })).toBe('MultiPolygon');
  });

  it('is the geometryType option on geometry, json and text columns; any geometry without one or with an unknown one', () => {
    expect(geometryTypeOf('geometry', { geometryType: 'LineString' })).toBe('LineString');
    expect(geometryTypeOf('json', { geometryType: 'Polygon' })).toBe('Polygon');
    expect(geometryTypeOf('geometry', {})).toBeNull();
    expect(geometryTypeOf('json', { geometryType: 'Circle' })).toBeNull();
    expect(geometryTypeOf('geometry.Circle', {})).toBeNull();
  });
});

describe('drawShapesFor / isMultiple: what the map offers', () => {
  it('offers only the shape of a kind, and all three for any geometry', () => {
    expect(drawShapesFor('Point')).toEqual(['point']);
    expect(drawShapesFor('MultiLineString')).toEqual(['linestring']);
    expect(drawShapesFor('Polygon')).toEqual(['polygon']);
    expect(drawShapesFor(null)).toEqual(['point', 'linestring', 'polygon']);
  });

  it('keeps several shapes for Multi… kinds and any geometry, one for the single kinds', () => {
    expect([isMultiple('Point'), isMultiple('MultiPoint'), isMultiple(null)]).toEqual([false, true, true]);
  });
});

describe('toSimpleGeometries / fromSimpleGeometries: between a value and the shapes on the map', () => {
  it('splits Multi… geometries and collections into their shapes', () => {
    expect(
      toSimpleGeometries({
        type: 'MultiPoint',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toEqual([point(1, 2), point(3, 4)]);
    expect(
      toSimpleGeometries({ type: 'GeometryCollection', geometries: [line, { type: 'MultiPolygon', coordinates: [square.coordinates] }] }),
    ).toEqual([line, square]);
  });

  it('is null without shapes', () => {
    expect(fromSimpleGeometries([], 'Point')).toBeNull();
    expect(fromSimpleGeometries([], null)).toBeNull();
  });

  it('keeps the last shape for a single kind and only shapes of that kind', () => {
    expect(fromSimpleGeometries([point(1, 1), point(2, 2)], 'Point')).toEqual(point(2, 2));
    expect(fromSimpleGeometries([square, line], 'Polygon')).toEqual(square);
    expect(fromSimpleGeometries([line], 'Point')).toBeNull();
  });

  it('joins the shapes of its kind for a Multi… kind', () => {
    expect(fromSimpleGeometries([point(1, 1), line, point(2, 2)], 'MultiPoint')).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [1, 1],
        [2, 2],
      ],
    });
    expect(fromSimpleGeometries([square], 'MultiPolygon')).toEqual({ type: 'MultiPolygon', coordinates: [square.coordinates] });
  });

  it('is the one shape, or a GeometryCollection of several, for any geometry', () => {
    expect(fromSimpleGeometries([line], null)).toEqual(line);
    expect(fromSimpleGeometries([point(1, 1), square], null)).toEqual({ type: 'GeometryCollection', geometries: [point(1, 1), square] });
  });

  it('gives back what it was given, for every kind', () => {
    const values: [Geometry, 'Point' | 'MultiLineString' | 'Polygon' | null][] = [
      [point(5, 6), 'Point'],
      [{ type: 'MultiLineString', coordinates: [line.coordinates as number[][], line.coordinates as number[][]] }, 'MultiLineString'],
      [square, 'Polygon'],
      [{ type: 'GeometryCollection', geometries: [point(0, 0), line] }, null],
    ];
    for (const [value, type] of values) expect(fromSimpleGeometries(toSimpleGeometries(value), type)).toEqual(value);
  });
});

describe('toFieldValue / readFieldValue: the value as the API takes and gives it', () => {
  it('stores the GeoJSON object in geometry and json columns, WKT in text columns, and null for nothing', () => {
    expect(toFieldValue(point(13.4, 52.5), 'geometry.Point')).toEqual({ type: 'Point', coordinates: [13.4, 52.5] });
    expect(toFieldValue(point(13.4, 52.5), 'json')).toEqual({ type: 'Point', coordinates: [13.4, 52.5] });
    expect(toFieldValue(point(13.4, 52.5), 'text')).toBe('POINT (13.4 52.5)');
    expect(toFieldValue(null, 'geometry')).toBeNull();
  });

  it('reads GeoJSON objects, GeoJSON text and WKT, and says what is wrong with other values', () => {
    expect(readFieldValue({ type: 'Point', coordinates: [1, 2] }, 'Point')).toEqual({ geometry: point(1, 2), problem: null });
    expect(readFieldValue('POINT(1 2)', null)).toEqual({ geometry: point(1, 2), problem: null });
    expect(readFieldValue(null, 'Point')).toEqual({ geometry: null, problem: null });
    expect(readFieldValue('somewhere', 'Point')).toEqual({ geometry: null, problem: 'unreadable' });
    expect(readFieldValue(square, 'Point')).toEqual({ geometry: square, problem: 'wrongType' });
  });
});

describe('parseGeometryText: the GeoJSON typed into the text editor', () => {
  it('takes a geometry of the field’s kind, and empty text as no value', () => {
    expect(parseGeometryText('{"type":"Point","coordinates":[13.4,52.5]}', 'Point')).toEqual({
      geometry: point(13.4, 52.5),
      problem: null,
    });
    expect(parseGeometryText('  ', 'Point')).toEqual({ geometry: null, problem: null });
  });

  it('refuses broken JSON, JSON that is no geometry, and another kind than the field takes', () => {
    expect(parseGeometryText('{"type":', null).problem).toBe('invalidJson');
    expect(parseGeometryText('{"type":"Point","coordinates":["a"]}', null).problem).toBe('notGeometry');
    expect(parseGeometryText(JSON.stringify(square), 'Point').problem).toBe('wrongType');
    expect(parseGeometryText(JSON.stringify(square), 'MultiPolygon').problem).toBe('wrongType');
  });
});
