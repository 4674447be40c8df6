/** A BCP 47-like tag: `de`, `de-DE`, `zh-Hant-TW`. */
const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const isLocale = (value: string): boolean => LOCALE.test(value);
