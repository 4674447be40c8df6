import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

maplibregl.setWorkerUrl(workerUrl);

/**
 * A MapLibre map over a basemap (the map layout's and the map interface's), made to keep going
 * offline: a failing tile or style request is swallowed, so the basemap style's background shows
 * where the tiles would be, and a browser without WebGL gets `onUnavailable(reason)` and null
 * instead of an exception.
 */
export function createBasemapMap(options: MapOptions, onUnavailable: (reason: string) => void): MapLibreMap | null {
  let map: MapLibreMap;
  try {
    map = new maplibregl.Map({ attributionControl: { compact: true }, ...options });
  } catch (error) {
    onUnavailable(error instanceof Error ? error.message : String(error));
    return null;
  }
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  // Reported here instead of the console; the map keeps going.
  map.on('error', () => undefined);
  return map;
}
