/** Languages offered when adding a value, besides those already used (the reference offers a similar list). */
export const COMMON_LOCALES: readonly { code: string; name: string }[] = [
  { code: 'en-US', name: 'English (United States)' },
  { code: 'en-GB', name: 'English (United Kingdom)' },
  { code: 'de-DE', name: 'German (Germany)' },
  { code: 'fr-FR', name: 'French (France)' },
  { code: 'es-ES', name: 'Spanish (Spain)' },
  { code: 'it-IT', name: 'Italian (Italy)' },
  { code: 'nl-NL', name: 'Dutch (Netherlands)' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)' },
  { code: 'pl-PL', name: 'Polish (Poland)' },
  { code: 'sv-SE', name: 'Swedish (Sweden)' },
  { code: 'da-DK', name: 'Danish (Denmark)' },
  { code: 'cs-CZ', name: 'Czech (Czechia)' },
  { code: 'tr-TR', name: 'Turkish (Turkey)' },
  { code: 'ru-RU', name: 'Russian (Russia)' },
  { code: 'uk-UA', name: 'Ukrainian (Ukraine)' },
  { code: 'ja-JP', name: 'Japanese (Japan)' },
  { code: 'ko-KR', name: 'Korean (South Korea)' },
  { code: 'zh-CN', name: 'Chinese (China)' },
  { code: 'ar-SA', name: 'Arabic (Saudi Arabia)' },
];

/** A BCP 47-like tag: `de`, `de-DE`, `zh-Hant-TW`. */
const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const isLocale = (value: string): boolean => LOCALE.test(value);

/** The common locales plus any other language already used, without repeats. */
export function localeOptions(used: readonly string[]): { code: string; name: string }[] {
  const extra = used.filter((code) => !COMMON_LOCALES.some((locale) => locale.code === code)).map((code) => ({ code, name: code }));
  return [...COMMON_LOCALES, ...extra];
}
