import type { LocaleSingularArg } from '@fullcalendar/react';
import german from '@fullcalendar/react/locales/de';

/** FullCalendar's own text (buttons, "all-day", week start) in each app language it ships; English is its default. */
const CALENDAR_LOCALES = new Map<string, LocaleSingularArg>([['de', german]]);

/** The FullCalendar locale for the app's language (`i18n.language`), English when it has none. */
export const calendarLocale = (language: string): LocaleSingularArg => CALENDAR_LOCALES.get(language) ?? 'en';
