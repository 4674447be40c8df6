import { describe, expect, it } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { INTERFACES, interfaceFor } from '../registry.js';

describe('the map interface in the registry', () => {
  it('is the input of every geometry field, with or without meta.interface', () => {
    for (const type of ['geometry', 'geometry.Point', 'geometry.MultiPolygon'] as const) {
      expect(interfaceFor(makeField('places', 'place', type, { interface: 'map' }), null)?.id).toBe('map');
      expect(interfaceFor(makeField('places', 'place', type), null)?.id).toBe('map');
    }
  });

  it('is offered for geometry, json and text columns, with the geometry type and the default view as its options', () => {
    for (const type of ['geometry', 'geometry.LineString', 'json', 'text']) expect(INTERFACES.map?.types).toContain(type);
    expect(INTERFACES.map?.options?.map((option) => option.key)).toEqual(['geometryType', 'defaultView']);
  });
});
