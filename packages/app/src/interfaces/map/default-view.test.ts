import { describe, expect, it } from 'vitest';
import { defaultViewOf, WORLD_VIEW } from './default-view.js';

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
