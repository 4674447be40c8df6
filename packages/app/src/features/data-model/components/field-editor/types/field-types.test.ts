import { describe, expect, it } from 'vitest';
import { fieldTypeChoice, specialForType } from './field-types.js';

describe('the Map (geometry) field type', () => {
  it('offers any geometry first, then each kind as the API names it', () => {
    expect(fieldTypeChoice('map').types).toEqual([
      'geometry',
      'geometry.Point',
      'geometry.LineString',
      'geometry.Polygon',
      'geometry.MultiPoint',
      'geometry.MultiLineString',
      'geometry.MultiPolygon',
    ]);
  });

  it('flags the picked kind in meta.special, as it flags its type for uuid and hash; other choices keep their flags', () => {
    expect(specialForType(fieldTypeChoice('map'), 'geometry.Polygon')).toEqual(['geometry.Polygon']);
    expect(specialForType(fieldTypeChoice('map'), 'geometry')).toEqual(['geometry']);
    expect(specialForType(fieldTypeChoice('input-code'), 'json')).toEqual([]);
    expect(specialForType(fieldTypeChoice('tags'), 'json')).toEqual(['cast-json']);
  });
});
