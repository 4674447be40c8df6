/** Loose comparisons for evaluating filters in the browser, where form values are often strings. */

function asNumber(value: unknown): number | null {
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
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  return typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : String(a) === String(b);
}

/** Negative, zero or positive like a sort comparator; null when the two cannot be ordered. */
export function compareValues(a: unknown, b: unknown): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  const numberA = asNumber(a);
  const numberB = asNumber(b);
  if (numberA !== null && numberB !== null) return numberA - numberB;
  const timeA = asTime(a);
  const timeB = asTime(b);
  if (timeA !== null && timeB !== null) return timeA - timeB;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}
