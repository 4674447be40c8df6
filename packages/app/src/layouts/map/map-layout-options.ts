/** The map layout's options, saved in the preset as `layout_options.map` (the reference app's names). */
export interface MapOptions {
  /** The field holding each item's geometry; null picks the first geometry field. */
  geometryField: string | null;
  /** The name of a basemap from the project settings; null is the first (or OpenStreetMap). */
  basemap: string | null;
  /** What a feature's popup and list entry read; null is the collection's display template. */
  displayTemplate: string | null;
  /** Points close together are drawn as one circle with their count. */
  clusterData: boolean;
  /** Only the items inside the visible area are listed (`_intersects_bbox`), refreshed as the map moves. */
  autoLocationFilter: boolean;
}

export const DEFAULT_MAP_OPTIONS: MapOptions = {
  geometryField: null,
  basemap: null,
  displayTemplate: null,
  clusterData: true,
  autoLocationFilter: false,
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads `layout_options.map` from a preset: whatever is missing or of the wrong type gets its default. */
export function mapOptionsFrom(options: Record<string, unknown>): MapOptions {
  return {
    geometryField: text(options.geometryField),
    basemap: text(options.basemap),
    displayTemplate: text(options.displayTemplate),
    clusterData: flag(options.clusterData, DEFAULT_MAP_OPTIONS.clusterData),
    autoLocationFilter: flag(options.autoLocationFilter, DEFAULT_MAP_OPTIONS.autoLocationFilter),
  };
}
