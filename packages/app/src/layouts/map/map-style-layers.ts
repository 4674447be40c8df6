import type { Map as MapLibreMap } from 'maplibre-gl';

/** Clustered points: a circle growing with the count. */
export const CLUSTER_LAYER = 'items-clusters';
/** The layers of single features a click opens. */
export const ITEM_LAYERS = ['items-points', 'items-lines', 'items-polygons'] as const;

const ACCENT = '#6644ff';

/** The items' layers over the basemap, and the drawn area on top. */
export function addItemLayers(map: MapLibreMap): void {
  map.addLayer({
    id: 'items-polygons',
    type: 'fill',
    source: 'items',
    filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
    paint: { 'fill-color': ACCENT, 'fill-opacity': 0.25, 'fill-outline-color': ACCENT },
  });
  map.addLayer({
    id: 'items-lines',
    type: 'line',
    source: 'items',
    filter: ['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]],
    paint: { 'line-color': ACCENT, 'line-width': 3 },
  });
  map.addLayer({
    id: CLUSTER_LAYER,
    type: 'circle',
    source: 'items',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': ACCENT,
      'circle-opacity': 0.75,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 24, 1000, 30],
    },
  });
  map.addLayer({
    id: 'items-points',
    type: 'circle',
    source: 'items',
    filter: ['all', ['in', ['geometry-type'], ['literal', ['Point', 'MultiPoint']]], ['!', ['has', 'point_count']]],
    paint: { 'circle-color': ACCENT, 'circle-radius': 7, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
  });
  map.addLayer({
    id: 'area',
    type: 'fill',
    source: 'area',
    paint: { 'fill-color': '#ff9900', 'fill-opacity': 0.15, 'fill-outline-color': '#cc6600' },
  });
}
