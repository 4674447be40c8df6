import { FIELD_TYPES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { fieldTypeChoice, specialForType } from './field-types.js';

describe('the Map (geometry) field type', () => {
  it('offers any geometry first, then each kind, as the API names the geometry types', () => {
    const types = fieldTypeChoice('map').types ?? [];
    expect(types[0]).toBe('geometry');
    expect([...types].sort()).toEqual(FIELD_TYPES.filter((type) => type.startsWith('geometry')).sort());
  });

  it('flags the picked kind in meta.special, as it flags its type for uuid and hash; other choices keep their flags', () => {
    expect(specialForType(fieldTypeChoice('map'), 'geometry.Polygon')).toEqual(['geometry.Polygon']);
    expect(specialForType(fieldTypeChoice('map'), 'geometry')).toEqual(['geometry']);
    expect(specialForType(fieldTypeChoice('input-code'), 'json')).toEqual([]);
    expect(specialForType(fieldTypeChoice('tags'), 'json')).toEqual(['cast-json']);
  });
});
