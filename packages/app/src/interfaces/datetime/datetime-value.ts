/**
 * Converting between the API's date formats and the browser's date inputs: `date` is
 * YYYY-MM-DD, `time` HH:MM:SS, `dateTime` a local time without zone (YYYY-MM-DDTHH:MM:SS),
 * `timestamp` an instant in ISO form (shown in the browser's time zone).
 */

const pad = (n: number) => String(n).padStart(2, '0');

function localParts(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function inputTypeFor(type: string): 'date' | 'time' | 'datetime-local' {
  if (type === 'date') return 'date';
  if (type === 'time') return 'time';
  return 'datetime-local';
}

/** API value → what the <input> shows. */
export function toInputValue(value: unknown, type: string): string {
  if (typeof value !== 'string' || value === '') return '';
  if (type === 'date') return value.slice(0, 10);
  if (type === 'time') return value.slice(0, 5);
  if (type === 'timestamp') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : localParts(date);
  }
  return value.replace(' ', 'T').slice(0, 16);
}

/** What the <input> gave → API value (null when cleared). */
export function fromInputValue(text: string, type: string): string | null {
  if (text === '') return null;
  if (type === 'date') return text;
  if (type === 'time') return text.length === 5 ? `${text}:00` : text;
  if (type === 'timestamp') {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return text.length === 16 ? `${text}:00` : text;
}
