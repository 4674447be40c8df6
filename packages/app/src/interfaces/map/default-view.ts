/** Where the map opens when the value is empty: the interface's `defaultView` option, as the reference stores it. */
export interface DefaultView {
  center: [number, number];
  zoom: number;
  bearing: number;
  pitch: number;
}

/** The whole world, when the field has no default view. */
export const WORLD_VIEW: DefaultView = { center: [0, 20], zoom: 1, bearing: 0, pitch: 0 };

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `[lng, lat]` or `{ lng, lat }` (a MapLibre LngLat saved as JSON) → `[lng, lat]` within range; null otherwise. */
function centerOf(value: unknown): [number, number] | null {
  const [lng, lat] = Array.isArray(value)
    ? (value as unknown[])
    : typeof value === 'object' && value !== null
      ? [(value as { lng?: unknown }).lng, (value as { lat?: unknown }).lat]
      : [];
  if (!finite(lng) || !finite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return [lng, lat];
}

/** `options.defaultView` (`{ center, zoom, bearing, pitch }`) with whatever is missing or out of range taken from {@link WORLD_VIEW}. */
export function defaultViewOf(options: Record<string, unknown>): DefaultView {
  const view = options.defaultView;
  if (typeof view !== 'object' || view === null) return WORLD_VIEW;
  const { center, zoom, bearing, pitch } = view as Record<string, unknown>;
  return {
    center: centerOf(center) ?? WORLD_VIEW.center,
    zoom: finite(zoom) && zoom >= 0 && zoom <= 24 ? zoom : WORLD_VIEW.zoom,
    bearing: finite(bearing) ? bearing : WORLD_VIEW.bearing,
    pitch: finite(pitch) && pitch >= 0 && pitch <= 85 ? pitch : WORLD_VIEW.pitch,
  };
}

/** `options.defaultView` as the reference stores it (the centre as a MapLibre LngLat object), and a MapLibre camera read through its getters. */
export interface StoredView {
  center: { lng: number; lat: number };
  zoom: number;
  bearing: number;
  pitch: number;
}

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals || 0;

/** A longitude past the antimeridian (a map panned round the world) brought back into -180…180. */
const wrapped = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The camera of the field editor's map as `options.defaultView`: six decimals of a degree (about
 * 10 cm) and two of zoom, so panning stores a tidy value, and the longitude wrapped into range so
 * that {@link defaultViewOf} reads it back.
 */
export function storedViewOf(camera: StoredView): StoredView {
  return {
    center: { lng: rounded(wrapped(camera.center.lng), 6), lat: rounded(camera.center.lat, 6) },
    zoom: rounded(camera.zoom, 2),
    bearing: rounded(camera.bearing, 1),
    pitch: rounded(camera.pitch, 1),
  };
}
