/**
 * Relative dates of filter values, as the reference writes them: `$NOW`, `$NOW(-7 days)`,
 * `$NOW(+1 day)` (api-reference §4, dynamic variables). Pure; no React.
 */

export const RELATIVE_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;
export type RelativeUnit = (typeof RELATIVE_UNITS)[number];

export interface RelativeDate {
  amount: number;
  unit: RelativeUnit;
  /** `ago` = in the past (`-`), `from-now` = in the future (`+`). */
  direction: 'ago' | 'from-now';
}

/** What the relative editor starts with: "7 days ago". */
export const DEFAULT_RELATIVE_DATE: RelativeDate = { amount: 7, unit: 'days', direction: 'ago' };

const UNIT_ALIASES: Record<string, RelativeUnit> = {
  m: 'minutes', min: 'minutes', mins: 'minutes', minute: 'minutes', minutes: 'minutes',
  h: 'hours', hr: 'hours', hrs: 'hours', hour: 'hours', hours: 'hours',
  '': 'days', d: 'days', day: 'days', days: 'days',
  w: 'weeks', week: 'weeks', weeks: 'weeks',
  mo: 'months', mon: 'months', month: 'months', months: 'months',
  y: 'years', yr: 'years', yrs: 'years', year: 'years', years: 'years',
};

const NOW_PATTERN = /^\$NOW(?:\(\s*([+-]?)\s*(\d+)\s*([a-z]*)\s*\))?$/i;

export function isRelativeDate(value: unknown): value is string {
  return typeof value === 'string' && value.trim().startsWith('$NOW');
}

/** `$NOW(-7 days)` → 7 days ago; `$NOW` → 0 days ago; null when the text is not one the editor can show. */
export function parseRelativeDate(value: string): RelativeDate | null {
  const match = NOW_PATTERN.exec(value.trim());
  if (!match) return null;
  if (match[2] === undefined) return { amount: 0, unit: 'days', direction: 'ago' };
  const unit = Object.hasOwn(UNIT_ALIASES, (match[3] ?? '').toLowerCase()) ? UNIT_ALIASES[(match[3] ?? '').toLowerCase()] : undefined;
  if (!unit) return null;
  return { amount: Number(match[2]), unit, direction: match[1] === '-' ? 'ago' : 'from-now' };
}

/** 7 days ago → `$NOW(-7 days)`; 1 day from now → `$NOW(+1 day)`; 0 → `$NOW`. */
export function formatRelativeDate({ amount, unit, direction }: RelativeDate): string {
  const whole = Math.max(0, Math.trunc(amount));
  if (whole === 0) return '$NOW';
  const name = whole === 1 ? unit.slice(0, -1) : unit;
  return `$NOW(${direction === 'ago' ? '-' : '+'}${whole} ${name})`;
}
