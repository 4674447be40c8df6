/**
 * `$NOW` and `$NOW(<adjustment>)` (api-reference section 4), the one definition the server's
 * filters, its permission rules and the app's in-browser checks share. Arithmetic is in UTC, so
 * the same rule gives the same instant on every machine whatever its time zone.
 */

const NOW_VARIABLE = /^\$NOW(?:\((.*)\))?$/s;

/** The adjustment of a `$NOW` variable (`null` for a bare `$NOW`), or undefined when `value` is not one. */
export function nowAdjustment(value: unknown): string | null | undefined {
  if (typeof value !== 'string') return undefined;
  const match = NOW_VARIABLE.exec(value);
  if (!match) return undefined;
  return match[1] ?? null;
}

export function isNowVariable(value: unknown): value is string {
  return nowAdjustment(value) !== undefined;
}

/** The units of an adjustment, by their short names. */
export type NowUnit = 'ms' | 's' | 'm' | 'h' | 'd' | 'w' | 'mo' | 'y';
type Unit = NowUnit;

const UNIT_MS: Record<Exclude<Unit, 'mo' | 'y'>, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

const UNIT_NAMES = new Map<string, Unit>([
  ...['ms', 'msec', 'msecs', 'millisecond', 'milliseconds'].map((name) => [name, 'ms'] as const),
  ...['s', 'sec', 'secs', 'second', 'seconds'].map((name) => [name, 's'] as const),
  ...['m', 'min', 'mins', 'minute', 'minutes'].map((name) => [name, 'm'] as const),
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((name) => [name, 'h'] as const),
  ...['', 'd', 'day', 'days'].map((name) => [name, 'd'] as const),
  ...['w', 'week', 'weeks'].map((name) => [name, 'w'] as const),
  ...['mo', 'mon', 'month', 'months'].map((name) => [name, 'mo'] as const),
  ...['y', 'yr', 'yrs', 'year', 'years'].map((name) => [name, 'y'] as const),
]);

/**
 * `-1 year`, `+2 hours`, `7` (days when no unit), `+90s`, `1.5 h`. Months and years move the
 * calendar (a month after 31 January is the last day of February, as date libraries count it);
 * shorter units add their length in milliseconds. Null when the adjustment cannot be read.
 */
export function adjustDate(from: Date, adjustment: string): Date | null {
  const parsed = parseAdjustment(adjustment);
  if (!parsed) return null;
  const { amount, unit } = parsed;
  if (unit === 'mo' || unit === 'y') return addCalendarMonths(from, Math.trunc(amount) * (unit === 'y' ? 12 : 1));
  return new Date(from.getTime() + amount * UNIT_MS[unit]);
}

/** `-7 days` → { amount: -7, unit: 'd' }; null when the adjustment cannot be read. */
export function parseAdjustment(adjustment: string): { amount: number; unit: NowUnit } | null {
  const match = /^\s*([+-]?)\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(adjustment);
  const unit = match ? UNIT_NAMES.get(match[3]!.toLowerCase()) : undefined;
  if (!match || !unit) return null;
  return { amount: Number(match[2]) * (match[1] === '-' ? -1 : 1), unit };
}

/** The same day-of-month `months` later, clamped to the target month's last day; time of day kept (UTC). */
function addCalendarMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The instant a `$NOW` variable names at `now`; undefined when `value` is not one, null when its
 * adjustment cannot be read (each caller decides what an unreadable rule means for it).
 */
export function resolveNow(value: unknown, now: Date): Date | null | undefined {
  const adjustment = nowAdjustment(value);
  if (adjustment === undefined) return undefined;
  return adjustment === null ? new Date(now.getTime()) : adjustDate(now, adjustment);
}
