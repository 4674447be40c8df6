const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DD HH:MM:SS[.mmm]` in UTC: sortable as text and accepted by every database. */
export function utcDateTimeText(date: Date): string {
  const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? base : `${base}.${pad(ms, 3)}`;
}
