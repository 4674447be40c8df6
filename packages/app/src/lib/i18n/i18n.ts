import rosetta from 'rosetta';
import { MESSAGES_EN } from './messages-en.js';
import type { Messages } from './messages-en.js';

/** Catalogues other than English, each its own chunk, fetched the first time its language is picked. */
const LOADERS: Record<string, () => Promise<Messages>> = {
  de: async () => (await import('./messages-de.js')).MESSAGES_DE,
};

/** The languages the app speaks, by their primary subtag. */
export const APP_LANGUAGES: readonly string[] = ['en', ...Object.keys(LOADERS)];

/** `'collection.createItem'`: every dot path to a string of the English catalogue. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeysOf<Messages>;

/** The text of a key in the current language, `{{name}}` placeholders filled from `params`. */
export type TFunction = (key: MessageKey, params?: Record<string, string | number>) => string;

// rosetta (≈300 bytes): the catalogue lookup and `{{…}}` interpolation. i18next did the same for
// 15.8 KB gzipped of the sign-in route's 150 KB budget (`vite build`: 149.7 KB with it, 133.9 KB without).
const catalogues = rosetta<Messages>({ en: MESSAGES_EN });
catalogues.locale('en');
const listeners = new Set<() => void>();
/** The tag dates and numbers are written in: the user's own when the app speaks its language, else the app's language. */
let formattingLocale = 'en-US';

/**
 * The app's one catalogue. English is bundled, so the first render (the sign-in page) never waits;
 * a key missing in another language falls back to English.
 */
export const i18n = {
  get language(): string {
    return catalogues.locale();
  },
  /** The BCP 47 tag `Intl` formats dates and numbers in (`format.ts`), e.g. `de-DE` or `en-US`. */
  get locale(): string {
    return formattingLocale;
  },
  t: ((key, params) => catalogues.t(key, params) || catalogues.t(key, params, 'en') || key) as TFunction,
  /** Adds top-level sections to a language's catalogue (messages that arrive at run time, e.g. from an extension). */
  extend(language: string, sections: Record<string, Record<string, string>>): void {
    catalogues.set(language, sections as unknown as Messages);
  },
  /** Calls `onChange` after every language change; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};

const primarySubtag = (tag: string | null | undefined) => (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';

/** `de-DE` → `de` when the app has that catalogue, else `en`. */
export function appLanguageOf(tag: string | null | undefined): string {
  const primary = primarySubtag(tag);
  return APP_LANGUAGES.includes(primary) ? primary : 'en';
}

/** `de-AT` stays `de-AT` for a German app; a language the app lacks formats as the app's language does. */
function formattingLocaleOf(tag: string | null | undefined, language: string): string {
  const fallback = language === 'en' ? 'en-US' : language;
  if (!tag || primarySubtag(tag) !== language) return fallback;
  try {
    return Intl.getCanonicalLocales(tag.replace('_', '-'))[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Switches the app to the user's language (a BCP 47 tag such as `de-DE`), loading its catalogue
 * first, and sets `<html lang>` to what is shown: the user's tag, or `en` when the app lacks it.
 */
export async function applyLanguage(tag: string | null | undefined): Promise<void> {
  const language = appLanguageOf(tag);
  const load = LOADERS[language];
  if (load && !catalogues.table(language)) catalogues.set(language, await load());
  const locale = formattingLocaleOf(tag, language);
  if (catalogues.locale() !== language || formattingLocale !== locale) {
    formattingLocale = locale;
    catalogues.locale(language);
    for (const listener of listeners) listener();
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' || !tag ? 'en' : tag;
}
