import type { BBox, Feature, FeatureCollection, Geometry } from 'geojson';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { parseGeometry, positionsOf } from './geometry.js';

/** What each drawn feature carries: the item's key (as text, for the map's feature state) and how it reads. */
export interface FeatureProperties {
  key: string;
  label: string;
}

export interface ItemFeatures {
  collection: FeatureCollection<Geometry, FeatureProperties>;
  /** `[west, south, east, north]` of every feature; null when there is none. */
  bbox: BBox | null;
  /** Rows whose geometry is empty or unreadable: not drawn, counted for the note under the map. */
  skipped: number;
}

/** The rows as GeoJSON features of their geometry field, with the bounds the map fits. */
export function rowsToFeatures(
  rows: readonly Item[],
  geometryField: string,
  primaryKey: string,
  label: (row: Item) => string,
): ItemFeatures {
  const features: Feature<Geometry, FeatureProperties>[] = [];
  let skipped = 0;
  let bbox: BBox | null = null;
  for (const row of rows) {
    const geometry = parseGeometry(row[geometryField]);
    if (!geometry) {
      skipped += 1;
      continue;
    }
    for (const [lng, lat] of positionsOf(geometry) as [number, number][]) {
      bbox = bbox ? [Math.min(bbox[0], lng), Math.min(bbox[1], lat), Math.max(bbox[2], lng), Math.max(bbox[3], lat)] : [lng, lat, lng, lat];
    }
    features.push({ type: 'Feature', geometry, properties: { key: String(row[primaryKey] as PrimaryKey), label: label(row) } });
  }
  return { collection: { type: 'FeatureCollection', features }, bbox, skipped };
}

/** Whether a feature has a point inside `[west, south, east, north]` (or its bounds overlap it): the list's "visible" test. */
export function isFeatureInBounds(feature: Feature, bounds: BBox): boolean {
  if (!feature.geometry) return false;
  const positions = positionsOf(feature.geometry);
  const inside = ([lng, lat]: number[]) => lng! >= bounds[0] && lng! <= bounds[2] && lat! >= bounds[1] && lat! <= bounds[3];
  if (positions.some(inside)) return true;
  const lngs = positions.map((position) => position[0]!);
  const lats = positions.map((position) => position[1]!);
  return (
    Math.min(...lngs) <= bounds[2] && Math.max(...lngs) >= bounds[0] && Math.min(...lats) <= bounds[3] && Math.max(...lats) >= bounds[1]
  );
}
