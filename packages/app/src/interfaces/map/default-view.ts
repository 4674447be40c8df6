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
