import { i18n } from './i18n.js';
import { languageName } from './format.js';

/** Languages offered wherever a language is picked (the reference offers a similar list); names come from `Intl.DisplayNames`. */
export const LANGUAGE_TAGS: readonly string[] = [
  'en-US',
  'en-GB',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'pt-PT',
  'pl-PL',
  'sv-SE',
  'da-DK',
  'cs-CZ',
  'tr-TR',
  'ru-RU',
  'uk-UA',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'ar-SA',
];

export interface LanguageOption {
  tag: string;
  /** "Deutsch (Deutschland)" for a German reader, "German (Germany)" for an English one. */
  name: string;
}

/** The offered languages plus `extra` ones (already stored values), named in the app's language and sorted by name. */
export function languageOptions(extra: readonly (string | null | undefined)[] = []): LanguageOption[] {
  const tags = [...new Set([...LANGUAGE_TAGS, ...extra.filter((tag): tag is string => Boolean(tag))])];
  const collator = new Intl.Collator(i18n.locale);
  return tags.map((tag) => ({ tag, name: languageName(tag) })).sort((a, b) => collator.compare(a.name, b.name));
}
