import { addDays, format, isValid, parseISO } from 'date-fns';
import type { Filter } from '../../lib/filter/filter-tree.js';
import type { Field, Item, PrimaryKey } from '../../lib/schema/types.js';

/** The field types a calendar can place items by. */
const DATE_TYPES: ReadonlySet<string> = new Set(['date', 'dateTime', 'timestamp']);

export const isDateField = (field: Field | undefined): field is Field => Boolean(field && DATE_TYPES.has(field.type));

export const dateFieldCandidates = (fields: readonly Field[]): Field[] => fields.filter(isDateField);

/**
 * A moment as the API stores it for the field's type: `date` the local day, `dateTime` the local
 * wall-clock time without zone (as the reference does), `timestamp` an instant in UTC.
 */
export function formatForType(date: Date, type: string): string {
  if (type === 'date') return format(date, 'yyyy-MM-dd');
  if (type === 'dateTime') return format(date, "yyyy-MM-dd'T'HH:mm:ss");
  return date.toISOString();
}

/**
 * The page's filter narrowed to the items starting inside the visible range [start, end), so a
 * collection of any size sends only what the calendar shows.
 */
export function rangeFilter(field: Field, start: Date, end: Date, pageFilter: Filter | undefined): Filter {
  const range: Filter = { [field.field]: { _gte: formatForType(start, field.type), _lt: formatForType(end, field.type) } };
  return { _and: pageFilter ? [range, pageFilter] : [range] };
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  url: string;
  key: PrimaryKey;
}

export interface EventPlan {
  primaryKey: string;
  start: Field;
  end: Field | undefined;
  title: (row: Item) => string;
  href: (row: Item) => string;
}

const parseValue = (value: unknown) => (typeof value === 'string' && isValid(parseISO(value)) ? value : null);

/** A row as a calendar event, or null when its start is empty or not a date. */
export function eventOf(row: Item, plan: EventPlan): CalendarEvent | null {
  const start = parseValue(row[plan.start.field]);
  if (!start) return null;
  const key = row[plan.primaryKey] as PrimaryKey;
  const event: CalendarEvent = {
    id: String(key),
    key,
    title: plan.title(row) || String(key),
    start,
    allDay: plan.start.type === 'date',
    url: plan.href(row),
  };
  const end = plan.end ? parseValue(row[plan.end.field]) : null;
  if (plan.end && end && parseISO(end) >= parseISO(start)) {
    // A date end is the last day of the item; the calendar's end is exclusive.
    event.end = plan.end.type === 'date' ? format(addDays(parseISO(end), 1), 'yyyy-MM-dd') : end;
  }
  return event;
}

/** The fields to write when an event was moved: the start, and the end when it has one. */
export function movedPatch(start: Date, end: Date | null, plan: Pick<EventPlan, 'start' | 'end'>): Item {
  const patch: Item = { [plan.start.field]: formatForType(start, plan.start.type) };
  if (plan.end && end) {
    const last = plan.end.type === 'date' ? addDays(end, -1) : end;
    patch[plan.end.field] = formatForType(last, plan.end.type);
  }
  return patch;
}
