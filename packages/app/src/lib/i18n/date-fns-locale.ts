import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { i18n } from './i18n.js';

/** date-fns's words ("3 days ago", month names of a pattern) for each language the app speaks. */
const LOCALES = new Map<string, Locale>([
  ['en', enUS],
  ['de', de],
]);

/** The date-fns locale of the app's language (`i18n.language`); English when date-fns is not given one for it. */
export const dateFnsLocale = (): Locale => LOCALES.get(i18n.language) ?? enUS;
