/** Where the calendar was left: FullCalendar's view type and the first day it showed. */
export interface CalendarViewInfo {
  type: string;
  startDateStr: string;
}

/** The calendar layout's options, saved in the preset as `layout_options.calendar` (the reference's names). */
export interface CalendarOptions {
  /** Event title; null means the collection's display template. */
  template: string | null;
  startDateField: string | null;
  endDateField: string | null;
  viewInfo: CalendarViewInfo | null;
}

export const DEFAULT_CALENDAR_OPTIONS: CalendarOptions = { template: null, startDateField: null, endDateField: null, viewInfo: null };

/** The views the toolbar offers. */
export const CALENDAR_VIEWS = ['dayGridMonth', 'dayGridWeek', 'listWeek'] as const;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function viewInfoOf(value: unknown): CalendarViewInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, startDateStr } = value as Record<string, unknown>;
  const isKnownView = CALENDAR_VIEWS.some((view) => view === type);
  const start = text(startDateStr);
  return isKnownView && start && !Number.isNaN(Date.parse(start)) ? { type: type as string, startDateStr: start } : null;
}

/** Reads `layout_options.calendar` from a preset; anything malformed falls back to its default. */
export function calendarOptionsFrom(options: Record<string, unknown>): CalendarOptions {
  return {
    template: text(options.template),
    startDateField: text(options.startDateField),
    endDateField: text(options.endDateField),
    viewInfo: viewInfoOf(options.viewInfo),
  };
}

/** What the preset stores: only the options that are set, as the reference leaves unset ones out. */
export function calendarOptionsToPreset(options: CalendarOptions): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== null));
}
