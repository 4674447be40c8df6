/**
 * How a filter compares values in memory (form values in the browser, payloads on the server),
 * where a number often arrives as a string: "5" equals 5, ISO dates order as instants.
 */

export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

function asTime(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  const numberA = asNumber(a);
  const numberB = asNumber(b);
  if (numberA !== null && numberB !== null) return numberA === numberB;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** Negative, zero or positive like a sort comparator: numbers, then ISO dates, then text (as SQL orders it); null when the two cannot be ordered. */
export function compareValues(a: unknown, b: unknown): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  const numberA = asNumber(a);
  const numberB = asNumber(b);
  if (numberA !== null && numberB !== null) return numberA - numberB;
  const timeA = asTime(a);
  const timeB = asTime(b);
  if (timeA !== null && timeB !== null) return timeA - timeB;
  if (typeof a === 'string' && typeof b === 'string' && numberA === null && numberB === null) return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** `_in: "a,b"` and `_between: "1,5"` are lists too. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
}

/** The flag of `_null`, `_empty`, `_submitted`…: only false, "false", 0 and "0" turn it off. */
export function isFlagOn(value: unknown): boolean {
  return !(value === false || value === 'false' || value === 0 || value === '0');
}

/** Text the string operators can read: strings, numbers and booleans; null for anything else. */
export function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}
