import { isNowVariable, nowAdjustment, parseAdjustment, type NowUnit } from '@tessera/shared';

/**
 * Relative dates of filter values, as the reference writes them: `$NOW`, `$NOW(-7 days)`,
 * `$NOW(+1 day)` (api-reference §4, dynamic variables). Pure; no React. The syntax itself is read
 * by @tessera/shared, as the server reads it.
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

/** The editor's units, by the short names the shared `$NOW` parser gives them (seconds and below it cannot show). */
const EDITOR_UNITS: ReadonlyMap<NowUnit, RelativeUnit> = new Map([
  ['m', 'minutes'],
  ['h', 'hours'],
  ['d', 'days'],
  ['w', 'weeks'],
  ['mo', 'months'],
  ['y', 'years'],
]);

export function isRelativeDate(value: unknown): value is string {
  return typeof value === 'string' && isNowVariable(value.trim());
}

/** `$NOW(-7 days)` → 7 days ago; `$NOW` → 0 days ago; null when the text is not one the editor can show. */
export function parseRelativeDate(value: string): RelativeDate | null {
  const adjustment = nowAdjustment(value.trim());
  if (adjustment === undefined) return null;
  if (adjustment === null) return { amount: 0, unit: 'days', direction: 'ago' };
  const parsed = parseAdjustment(adjustment);
  const unit = parsed ? EDITOR_UNITS.get(parsed.unit) : undefined;
  if (!parsed || !unit || !Number.isInteger(parsed.amount)) return null;
  return { amount: Math.abs(parsed.amount), unit, direction: parsed.amount < 0 || /^\s*-/.test(adjustment) ? 'ago' : 'from-now' };
}

/** 7 days ago → `$NOW(-7 days)`; 1 day from now → `$NOW(+1 day)`; 0 → `$NOW`. */
export function formatRelativeDate({ amount, unit, direction }: RelativeDate): string {
  const whole = Math.max(0, Math.trunc(amount));
  if (whole === 0) return '$NOW';
  const name = whole === 1 ? unit.slice(0, -1) : unit;
  return `$NOW(${direction === 'ago' ? '-' : '+'}${whole} ${name})`;
}
