import FullCalendar from '@fullcalendar/react';
import type { DatesSetInfo, EventClickInfo, EventDropInfo } from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import { formatISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorState } from '../../components/error-state.js';
import { itemLabel, templateFields } from '../../lib/display-template/render-display-template.js';
import { formatNumber } from '../../lib/i18n/format.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { Filter } from '../../lib/filter/filter-tree.js';
import type { Field, Item } from '../../lib/schema/types.js';
import { dateFieldCandidates, eventOf, isDateField, movedPatch, rangeFilter } from './calendar-dates.js';
import type { EventPlan } from './calendar-dates.js';
import { DEFAULT_CALENDAR_OPTIONS } from './calendar-layout-options.js';
import type { CalendarOptions } from './calendar-layout-options.js';
import { CalendarOptionsBar } from './calendar-options.js';
import { calendarLocale } from './calendar-locale.js';
import { CALENDAR_LIMIT, useCalendarItems } from './use-calendar-items.js';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';

export interface CalendarLayoutProps {
  itemsKey: readonly unknown[];
  collection: string;
  fields: readonly Field[];
  primaryKeyField: string;
  /** The collection's display template, the event title's default. */
  displayTemplate: string | null;
  /** The page's filter (archive included) and search. */
  filter: Filter | undefined;
  search: string;
  itemHref: (row: Item) => string;
  options: CalendarOptions;
  onOptionsChange: (options: CalendarOptions) => void;
  /** May the user change this field (update permission)? Else events cannot be dragged. */
  canUpdateField: (field: string) => boolean;
}

interface Range {
  start: Date;
  end: Date;
}

/** The options the user changed, so a fallback (the first date field) never gets saved as their choice. */
function changedOnly(shown: CalendarOptions, changed: CalendarOptions): Partial<CalendarOptions> {
  const keys = Object.keys(DEFAULT_CALENDAR_OPTIONS) as (keyof CalendarOptions)[];
  return Object.fromEntries(keys.filter((key) => shown[key] !== changed[key]).map((key) => [key, changed[key]]));
}

/** The calendar layout: the items of the visible month or week placed by a date field, moved by dragging. */
export default function CalendarLayout(props: CalendarLayoutProps) {
  const { fields, primaryKeyField: pk } = props;
  const navigate = useNavigate();
  const { t } = useTranslation();
  const base = useHref('/');
  const [range, setRange] = useState<Range | null>(null);
  const dateFields = dateFieldCandidates(fields);
  const byName = (name: string | null) => (name ? fields.find((field) => field.field === name) : undefined);
  const start = byName(props.options.startDateField) ?? dateFields[0];
  const end = [byName(props.options.endDateField)].find((field) => isDateField(field) && field !== start);
  const shown: CalendarOptions = { ...props.options, startDateField: start?.field ?? null, endDateField: end?.field ?? null };
  const template = props.options.template ?? props.displayTemplate;
  const known = (path: string) => fields.some((field) => field.field === path.split('.')[0]);
  const queryFields = [pk, start?.field, end?.field, ...(template ? templateFields(template).filter(known) : [])];
  const { items, move } = useCalendarItems({
    itemsKey: props.itemsKey,
    collection: props.collection,
    primaryKey: pk,
    fields: [...new Set(queryFields.filter((key): key is string => Boolean(key)))],
    filter: start && isDateField(start) && range ? rangeFilter(start, range.start, range.end, props.filter) : null,
    search: props.search,
  });
  const rows = items.data?.data;
  const { itemHref } = props;
  const plan = useMemo<EventPlan | null>(
    () =>
      start
        ? {
            primaryKey: pk,
            start,
            end,
            title: (row) => itemLabel(row, template, pk),
            href: (row) => `${base.replace(/\/$/, '')}${itemHref(row)}`,
          }
        : null,
    [pk, start, end, template, base, itemHref],
  );
  // Stable between renders, so FullCalendar never resets its events in the middle of a drag.
  const events = useMemo(() => (plan && rows ? rows.map((row) => eventOf(row, plan)).filter((event) => event !== null) : []), [plan, rows]);
  // The events FullCalendar had when a drag began, until it ends: a refetch landing mid-drag (the preset
  // just saved, a window refocus) would replace the dragged event and the drop would be lost.
  const [draggedEvents, setDraggedEvents] = useState<typeof events | null>(null);
  const canDrag = Boolean(start && props.canUpdateField(start.field) && (!end || props.canUpdateField(end.field)));

  if (!start || !plan) {
    return (
      <EmptyState title={t('layoutOptions.noDateField')} icon="inbox">
        {t('layoutOptions.noDateFieldText')}
      </EmptyState>
    );
  }

  const onDatesSet = ({ view }: DatesSetInfo) => {
    setRange((current) =>
      current && +current.start === +view.activeStart && +current.end === +view.activeEnd
        ? current
        : { start: view.activeStart, end: view.activeEnd },
    );
    const viewInfo = { type: view.type, startDateStr: formatISO(view.currentStart) };
    const saved = props.options.viewInfo;
    if (saved?.type !== viewInfo.type || saved.startDateStr !== viewInfo.startDateStr)
      props.onOptionsChange({ ...props.options, viewInfo });
  };
  const onEventClick = ({ event, jsEvent }: EventClickInfo) => {
    if (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey || jsEvent.button !== 0) return;
    const row = rows?.find((candidate) => String(candidate[pk]) === event.id);
    if (!row) return;
    jsEvent.preventDefault();
    void navigate(props.itemHref(row));
  };
  const onEventDrop = ({ event, revert }: EventDropInfo) => {
    const row = rows?.find((candidate) => String(candidate[pk]) === event.id);
    if (!row || !event.start) return revert();
    move({ key: row[pk] as never, patch: movedPatch(event.start, event.end, plan), revert });
  };
  const total = items.data?.meta?.filter_count ?? 0;
  return (
    <div className="calendar">
      <CalendarOptionsBar
        options={shown}
        dateFields={dateFields}
        defaultTemplate={props.displayTemplate}
        onChange={(changed) => props.onOptionsChange({ ...props.options, ...changedOnly(shown, changed) })}
      />
      {items.error ? <ErrorState error={items.error} onRetry={() => void items.refetch()} /> : null}
      {rows && total > rows.length ? (
        <p className="calendar__note" role="status">
          {t('layoutOptions.calendarLimit', { limit: formatNumber(CALENDAR_LIMIT), total: formatNumber(total) })}
        </p>
      ) : null}
      <div className={`calendar__body${items.isPlaceholderData || items.isFetching ? ' calendar__body--fetching' : ''}`}>
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, listPlugin, interactionPlugin]}
          initialView={props.options.viewInfo?.type ?? 'dayGridMonth'}
          initialDate={props.options.viewInfo?.startDateStr}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek,listWeek' }}
          locale={calendarLocale(i18n.language)}
          height="auto"
          dayMaxEventRows={4}
          events={draggedEvents ?? events}
          editable={canDrag}
          eventDragStart={() => setDraggedEvents(events)}
          eventDragStop={() => setDraggedEvents(null)}
          eventDurationEditable={false}
          datesSet={onDatesSet}
          eventClick={onEventClick}
          eventDrop={onEventDrop}
        />
      </div>
    </div>
  );
}
