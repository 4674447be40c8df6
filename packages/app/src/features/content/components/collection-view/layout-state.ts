import type { Filter } from '../../../../lib/filter/filter-tree.js';
import type { Preset } from '../../../../lib/schema/system-types.js';

export type LayoutName = 'tabular' | 'cards';

/** What a collection page shows and how; saved in presets (bookmarks and the user's layout). */
export interface LayoutState {
  layout: LayoutName;
  /** Visible columns; null means "the default for this collection". */
  fields: string[] | null;
  sort: string[];
  limit: number;
  page: number;
  widths: Record<string, number>;
  filter: Filter | null;
  search: string;
}

export const DEFAULT_LIMIT = 25;

export const DEFAULT_LAYOUT_STATE: LayoutState = {
  layout: 'tabular',
  fields: null,
  sort: [],
  limit: DEFAULT_LIMIT,
  page: 1,
  widths: {},
  filter: null,
  search: '',
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : null;

/** Reads a preset row (layout_query / layout_options keyed by layout, as the reference app stores them). */
export function stateFromPreset(preset: Preset | null | undefined): LayoutState {
  if (!preset) return { ...DEFAULT_LAYOUT_STATE };
  const layout: LayoutName = preset.layout === 'cards' ? 'cards' : 'tabular';
  const query = record(record(preset.layout_query)[layout]);
  const options = record(record(preset.layout_options)[layout]);
  const widths = Object.fromEntries(
    Object.entries(record(options.widths)).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
  return {
    layout,
    fields: strings(query.fields),
    sort: strings(query.sort) ?? (typeof query.sort === 'string' ? [query.sort] : []),
    limit: typeof query.limit === 'number' && query.limit > 0 ? query.limit : DEFAULT_LIMIT,
    page: typeof query.page === 'number' && query.page > 0 ? query.page : 1,
    widths,
    filter: preset.filter && Object.keys(preset.filter).length > 0 ? preset.filter : null,
    search: preset.search ?? '',
  };
}

/** The preset columns for a state. */
export function stateToPreset(state: LayoutState): Pick<Preset, 'layout' | 'layout_query' | 'layout_options' | 'filter' | 'search'> {
  const query: Record<string, unknown> = { sort: state.sort, limit: state.limit, page: state.page };
  if (state.fields) query.fields = state.fields;
  return {
    layout: state.layout,
    layout_query: { [state.layout]: query },
    layout_options: { [state.layout]: { widths: state.widths } },
    filter: state.filter,
    search: state.search || null,
  };
}
