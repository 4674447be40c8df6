import type { RequestParameters, StyleSpecification } from 'maplibre-gl';

/** A basemap as project settings store it (`directus_settings.basemaps`). */
export interface Basemap {
  name: string;
  type: 'raster' | 'tile' | 'style';
  url: string;
  tileSize?: number | null;
  attribution?: string | null;
}

/** The basemap used when the project lists none. */
export const OPENSTREETMAP: Basemap = {
  name: 'OpenStreetMap',
  type: 'raster',
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileSize: 256,
  attribution: '© OpenStreetMap contributors',
};

const TYPES = ['raster', 'tile', 'style'];

/** The usable basemaps of the settings (entries without a name, URL or known type are left out); OpenStreetMap when none is. */
export function basemapsOf(setting: unknown): Basemap[] {
  const list = Array.isArray(setting) ? setting : [];
  const usable = list.filter(
    (entry): entry is Basemap =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Basemap).name === 'string' &&
      (entry as Basemap).name !== '' &&
      typeof (entry as Basemap).url === 'string' &&
      (entry as Basemap).url !== '' &&
      TYPES.includes((entry as Basemap).type),
  );
  return usable.length > 0 ? usable : [OPENSTREETMAP];
}

/** `{a-c}` in a tile URL stands for several hosts (a.tile…, b.tile…, c.tile…). */
export function expandTileUrl(url: string): string[] {
  const match = /\{([a-z])-([a-z])\}/.exec(url);
  if (!match) return [url];
  const [from, to] = [match[1]!.charCodeAt(0), match[2]!.charCodeAt(0)];
  const hosts: string[] = [];
  for (let code = from; code <= to; code += 1) hosts.push(url.replace(match[0], String.fromCharCode(code)));
  return hosts;
}

/** A style URL of the basemap (`style`), or a style drawing its raster tiles (`raster`: a tile URL, `tile`: a TileJSON URL). */
export function basemapStyle(basemap: Basemap): StyleSpecification | string {
  if (basemap.type === 'style') return basemap.url;
  const tileSize = basemap.tileSize && basemap.tileSize > 0 ? basemap.tileSize : 256;
  const attribution = basemap.attribution ?? undefined;
  return {
    version: 8,
    sources: {
      basemap:
        basemap.type === 'raster'
          ? { type: 'raster', tiles: expandTileUrl(basemap.url), tileSize, attribution }
          : { type: 'raster', url: basemap.url, tileSize, attribution },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e8eef2' } },
      { id: 'basemap', type: 'raster', source: 'basemap' },
    ],
  };
}

/** Mapbox URLs (`mapbox://styles/…`) become the HTTP API's, with the project's `mapbox_key`. */
export function mapboxRequest(url: string, key: string | null): RequestParameters {
  if (!url.startsWith('mapbox://') || !key) return { url };
  const path = url.slice('mapbox://'.length);
  const api = path.startsWith('styles/')
    ? `https://api.mapbox.com/styles/v1/${path.slice('styles/'.length)}`
    : `https://api.mapbox.com/${path}`;
  return { url: `${api}${api.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(key)}` };
}
