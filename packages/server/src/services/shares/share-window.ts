/** The columns that decide whether a share can be used now. */
export interface ShareWindow {
  date_start: unknown;
  date_end: unknown;
  max_uses: unknown;
  times_used: unknown;
}

/**
 * A stored timestamp as an instant. Depending on the database and the writer it is a Date, epoch
 * milliseconds (SQLite rows written by knex) or UTC text with or without a zone.
 */
export function toInstant(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const instant = Date.parse(zoned);
  return Number.isNaN(instant) ? null : instant;
}

/** Inside its dates (compared in memory: the column's storage differs per database). */
export function isWithinDates(share: ShareWindow, now: number): boolean {
  const start = toInstant(share.date_start);
  const end = toInstant(share.date_end);
  return (start === null || start <= now) && (end === null || end >= now);
}

/** Inside its dates and not used up. */
export function isShareUsable(share: ShareWindow, now: number): boolean {
  const max = share.max_uses === null || share.max_uses === undefined ? null : Number(share.max_uses);
  return isWithinDates(share, now) && (max === null || Number(share.times_used ?? 0) < max);
}
