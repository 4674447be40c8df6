import type { Filter } from '../../../../lib/filter/filter-tree.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { DEFAULT_KANBAN_OPTIONS } from '../../../../layouts/kanban/kanban-layout-options.js';
import type { KanbanOptions } from '../../../../layouts/kanban/kanban-layout-options.js';
import {
  calendarOptionsFrom,
  calendarOptionsToPreset,
  DEFAULT_CALENDAR_OPTIONS,
} from '../../../../layouts/calendar/calendar-layout-options.js';
import type { CalendarOptions } from '../../../../layouts/calendar/calendar-layout-options.js';
import { DEFAULT_MAP_OPTIONS, mapOptionsFrom } from '../../../../layouts/map/map-layout-options.js';
import type { MapOptions } from '../../../../layouts/map/map-layout-options.js';

export type LayoutName = 'tabular' | 'cards' | 'kanban' | 'calendar' | 'map';

export const LAYOUT_NAMES: readonly LayoutName[] = ['tabular', 'cards', 'kanban', 'calendar', 'map'];

export const isBuiltInLayout = (layout: string): layout is LayoutName => LAYOUT_NAMES.some((name) => name === layout);

/** What a collection page shows and how; saved in presets (bookmarks and the user's layout). */
export interface LayoutState {
  /** A built-in layout, or the id of an installed layout extension. */
  layout: string;
  /** Visible columns; null means "the default for this collection". */
  fields: string[] | null;
  sort: string[];
  limit: number;
  page: number;
  widths: Record<string, number>;
  filter: Filter | null;
  search: string;
  /** The kanban layout's options (layout_options.kanban). */
  kanban: KanbanOptions;
  /** The calendar layout's options (layout_options.calendar). */
  calendar: CalendarOptions;
  /** The map layout's options (layout_options.map). */
  map: MapOptions;
  /** The options of the layout extension shown (layout_options.<its id>); empty for built-ins. */
  extension: Record<string, unknown>;
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
  kanban: DEFAULT_KANBAN_OPTIONS,
  calendar: DEFAULT_CALENDAR_OPTIONS,
  map: DEFAULT_MAP_OPTIONS,
  extension: {},
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A key's own value only: a preset naming `__proto__` or `constructor` reads nothing. */
const own = (value: Record<string, unknown>, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : null;

const fieldName = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function kanbanOptions(options: Record<string, unknown>): KanbanOptions {
  return { groupField: fieldName(options.groupField), titleField: fieldName(options.titleField), textField: fieldName(options.textField) };
}

/**
 * Reads a preset row (layout_query / layout_options keyed by layout, as the reference app stores
 * them). `isExtensionLayout` tells an installed layout extension's id; any other layout the preset
 * names (an extension removed or disabled since) becomes the table.
 */
export function stateFromPreset(preset: Preset | null | undefined, isExtensionLayout: (id: string) => boolean = () => false): LayoutState {
  if (!preset) return { ...DEFAULT_LAYOUT_STATE };
  const named = typeof preset.layout === 'string' ? preset.layout : '';
  const isExtension = !isBuiltInLayout(named) && named !== '' && isExtensionLayout(named);
  const layout = isBuiltInLayout(named) || isExtension ? named : 'tabular';
  const query = record(own(record(preset.layout_query), layout));
  const options = record(own(record(preset.layout_options), layout));
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
    kanban: kanbanOptions(record(record(preset.layout_options).kanban)),
    calendar: calendarOptionsFrom(record(record(preset.layout_options).calendar)),
    map: mapOptionsFrom(record(record(preset.layout_options).map)),
    extension: isExtension ? { ...options } : {},
  };
}

function layoutOptions(state: LayoutState): Record<string, unknown> {
  if (state.layout === 'kanban') return { ...state.kanban };
  if (state.layout === 'calendar') return calendarOptionsToPreset(state.calendar);
  if (state.layout === 'map') return { ...state.map };
  if (!isBuiltInLayout(state.layout)) return { ...state.extension };
  return { widths: state.widths };
}

/** The preset columns for a state. */
export function stateToPreset(state: LayoutState): Pick<Preset, 'layout' | 'layout_query' | 'layout_options' | 'filter' | 'search'> {
  const query: Record<string, unknown> = { sort: state.sort, limit: state.limit, page: state.page };
  if (state.fields) query.fields = state.fields;
  return {
    layout: state.layout,
    layout_query: { [state.layout]: query },
    layout_options: { [state.layout]: layoutOptions(state) },
    filter: state.filter,
    search: state.search || null,
  };
}
