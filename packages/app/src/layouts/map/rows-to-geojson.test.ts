import { describe, expect, it } from 'vitest';
import { isFeatureInBounds, rowsToFeatures } from './rows-to-geojson.js';

describe('rowsToFeatures', () => {
  const rows = [
    { id: 1, title: 'Paris', place: { type: 'Point', coordinates: [2.35, 48.85] } },
    { id: 2, title: 'Berlin', place: 'POINT(13.4 52.5)' },
    { id: 3, title: 'Route', place: '{"type":"LineString","coordinates":[[0,40],[1,41]]}' },
    { id: 4, title: 'Nowhere', place: null },
    { id: 5, title: 'Broken', place: '{"type":' },
  ];
  const result = rowsToFeatures(rows, 'place', 'id', (row) => String(row.title));

  it('draws every readable geometry with the item key and label, and counts the rest', () => {
    expect(result.collection.features.map((feature) => [feature.properties, feature.geometry.type])).toEqual([
      [{ key: '1', label: 'Paris' }, 'Point'],
      [{ key: '2', label: 'Berlin' }, 'Point'],
      [{ key: '3', label: 'Route' }, 'LineString'],
    ]);
    expect(result.skipped).toBe(2);
  });

  it('bounds every position, and has none without features', () => {
    expect(result.bbox).toEqual([0, 40, 13.4, 52.5]);
    expect(rowsToFeatures([], 'place', 'id', () => '').bbox).toBeNull();
  });

  it('tells which features are in a view, lines crossing it included', () => {
    const [paris, berlin, route] = result.collection.features;
    const aroundParis = [2, 48, 3, 49] as [number, number, number, number];
    expect(isFeatureInBounds(paris!, aroundParis)).toBe(true);
    expect(isFeatureInBounds(berlin!, aroundParis)).toBe(false);
    expect(isFeatureInBounds(route!, [0.4, 40.4, 0.6, 40.6])).toBe(true);
  });
});
