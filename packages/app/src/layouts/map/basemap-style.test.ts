import { describe, expect, it } from 'vitest';
import { basemapsOf, basemapStyle, expandTileUrl, mapboxRequest, OPENSTREETMAP } from './basemap-style.js';

describe('basemaps from the project settings', () => {
  it('keeps the usable entries and falls back to OpenStreetMap', () => {
    const local = { name: 'Local', type: 'raster', url: 'http://127.0.0.1/tiles/{z}/{x}/{y}.png', tileSize: 256 };
    expect(basemapsOf([local, { name: '', type: 'raster', url: 'x' }, { name: 'V', type: 'vector', url: 'x' }, 'junk'])).toEqual([local]);
    expect(basemapsOf(null)).toEqual([OPENSTREETMAP]);
    expect(basemapsOf([{ name: 'No URL', type: 'raster' }])).toEqual([OPENSTREETMAP]);
  });

  it('draws raster tiles (with {a-c} hosts), TileJSON and style URLs', () => {
    expect(expandTileUrl('https://{a-c}.tile.test/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.test/{z}/{x}/{y}.png',
      'https://b.tile.test/{z}/{x}/{y}.png',
      'https://c.tile.test/{z}/{x}/{y}.png',
    ]);
    const raster = basemapStyle({ name: 'R', type: 'raster', url: 'https://t.test/{z}/{x}/{y}.png', tileSize: 512, attribution: '©' });
    expect(typeof raster === 'object' && raster.sources.basemap).toEqual({
      type: 'raster',
      tiles: ['https://t.test/{z}/{x}/{y}.png'],
      tileSize: 512,
      attribution: '©',
    });
    const tile = basemapStyle({ name: 'T', type: 'tile', url: 'https://t.test/tiles.json' });
    expect(typeof tile === 'object' && tile.sources.basemap).toMatchObject({
      type: 'raster',
      url: 'https://t.test/tiles.json',
      tileSize: 256,
    });
    expect(basemapStyle({ name: 'S', type: 'style', url: 'https://s.test/style.json' })).toBe('https://s.test/style.json');
  });

  it('signs mapbox:// URLs with the project key and leaves the others', () => {
    expect(mapboxRequest('mapbox://styles/me/abc', 'pk.1')).toEqual({ url: 'https://api.mapbox.com/styles/v1/me/abc?access_token=pk.1' });
    expect(mapboxRequest('mapbox://styles/me/abc', null)).toEqual({ url: 'mapbox://styles/me/abc' });
    expect(mapboxRequest('https://t.test/a.png', 'pk.1')).toEqual({ url: 'https://t.test/a.png' });
  });
});
