import { useMemo } from 'react';
import { basemapsOf, basemapStyle, mapboxRequest } from './basemap-style.js';
import type { Basemap } from './basemap-style.js';
import { useMapSettings } from './use-map-items.js';

export interface BasemapChoice {
  /** The project's usable basemaps (OpenStreetMap when it lists none). */
  basemaps: Basemap[];
  basemap: Basemap;
  style: ReturnType<typeof basemapStyle>;
  /** Mapbox URLs with the project's key. */
  transformRequest: (url: string) => { url: string };
}

/** The basemap named `name` among the project's (the first when there is no such one), with its MapLibre style. */
export function useBasemap(name: string | null | undefined): BasemapChoice {
  const settings = useMapSettings();
  const setting: unknown = settings.data?.basemaps;
  const mapboxKey = typeof settings.data?.mapbox_key === 'string' ? settings.data.mapbox_key : null;
  const basemaps = useMemo(() => basemapsOf(setting), [setting]);
  const basemap = basemaps.find((entry) => entry.name === name) ?? basemaps[0]!;
  const style = useMemo(() => basemapStyle(basemap), [basemap]);
  const transformRequest = useMemo(() => (url: string) => mapboxRequest(url, mapboxKey), [mapboxKey]);
  return { basemaps, basemap, style, transformRequest };
}
