import { describe, expect, it } from 'vitest';
import { defaultViewOf, storedViewOf, WORLD_VIEW } from './default-view.js';

describe('defaultViewOf: where an empty map opens', () => {
  it('reads the reference’s defaultView, with the center as a LngLat object or a pair', () => {
    expect(defaultViewOf({ defaultView: { center: { lng: 13.4, lat: 52.5 }, zoom: 9, bearing: 10, pitch: 20 } })).toEqual({
      center: [13.4, 52.5],
      zoom: 9,
      bearing: 10,
      pitch: 20,
    });
    expect(defaultViewOf({ defaultView: { center: [2.35, 48.85], zoom: 11 } })).toEqual({ ...WORLD_VIEW, center: [2.35, 48.85], zoom: 11 });
  });

  it('shows the world without the option, and in place of parts out of range', () => {
    expect(defaultViewOf({})).toEqual(WORLD_VIEW);
    expect(defaultViewOf({ defaultView: 'Berlin' })).toEqual(WORLD_VIEW);
    expect(defaultViewOf({ defaultView: { center: [200, 10], zoom: 99, pitch: -5 } })).toEqual(WORLD_VIEW);
  });
});

describe('storedViewOf: the field editor’s map as the defaultView option', () => {
  it('stores the camera in the reference’s shape, rounded, which defaultViewOf reads back', () => {
    const stored = storedViewOf({ center: { lng: 13.404954321, lat: 52.520008765 }, zoom: 9.87654, bearing: 0, pitch: 0 });
    expect(stored).toEqual({ center: { lng: 13.404954, lat: 52.520009 }, zoom: 9.88, bearing: 0, pitch: 0 });
    expect(defaultViewOf({ defaultView: stored })).toEqual({ center: [13.404954, 52.520009], zoom: 9.88, bearing: 0, pitch: 0 });
  });

  it('brings a longitude panned past the antimeridian back into range, and never stores -0', () => {
    expect(storedViewOf({ center: { lng: 190.5, lat: -10 }, zoom: 3, bearing: -0, pitch: 0 })).toEqual({
      center: { lng: -169.5, lat: -10 },
      zoom: 3,
      bearing: 0,
      pitch: 0,
    });
    expect(storedViewOf({ center: { lng: -540.25, lat: 0 }, zoom: 1, bearing: 0, pitch: 0 }).center.lng).toBe(179.75);
    expect(Object.is(storedViewOf({ center: { lng: -0, lat: -0 }, zoom: 0, bearing: 0, pitch: 0 }).center.lng, -0)).toBe(false);
  });
});
