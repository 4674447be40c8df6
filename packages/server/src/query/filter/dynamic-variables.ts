import type { Accountability } from '../../permissions/accountability.js';

/** Values for `$CURRENT_USER.<path>` / `$CURRENT_ROLE.<path>` (resolved by the permission layer). */
export interface DynamicContext {
  $CURRENT_USER?: Record<string, unknown>;
  $CURRENT_ROLE?: Record<string, unknown>;
}

const NOW = /^\$NOW(?:\((.*)\))?$/;
const ADJUSTMENT = /^([+-])?\s*(\d+)\s*([a-z]*)$/i;

export function isDynamicVariable(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('$NOW') || value.startsWith('$CURRENT_USER') || value.startsWith('$CURRENT_ROLE'));
}

/**
 * `$CURRENT_USER`, `$CURRENT_ROLE`, `$NOW`, `$NOW(-1 year)` (api-reference section 4). The dotted
 * forms resolve only when the caller supplies their values; in ad-hoc filters they are null.
 */
export function resolveDynamicVariable(value: string, accountability: Accountability | null, now: Date, context: DynamicContext = {}): unknown {
  const now$ = NOW.exec(value);
  if (now$) return now$[1] === undefined ? new Date(now) : adjustDate(now, now$[1]) ?? value;
  for (const root of ['$CURRENT_USER', '$CURRENT_ROLE'] as const) {
    if (value === root) return (root === '$CURRENT_USER' ? accountability?.user : accountability?.role) ?? null;
    if (value.startsWith(`${root}.`)) return readPath(context[root], value.slice(root.length + 1).split('.'));
  }
  return value;
}

function readPath(source: unknown, path: string[]): unknown {
  let current = source;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  return current ?? null;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `ms`-style adjustments: sign, amount, unit (ms/s/m/h/d/w/mo/y with long forms); days by default. */
export function adjustDate(from: Date, adjustment: string): Date | null {
  const match = ADJUSTMENT.exec(adjustment.trim());
  if (!match) return null;
  const amount = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  const unit = normalizeUnit(match[3]!.toLowerCase());
  if (!unit) return null;
  const date = new Date(from);
  if (unit === 'y') date.setUTCFullYear(date.getUTCFullYear() + amount);
  else if (unit === 'mo') date.setUTCMonth(date.getUTCMonth() + amount);
  else date.setTime(date.getTime() + amount * UNIT_MS[unit]!);
  return date;
}

function normalizeUnit(unit: string): string | null {
  if (unit === '') return 'd';
  if (['ms', 'msec', 'msecs', 'millisecond', 'milliseconds'].includes(unit)) return 'ms';
  if (['s', 'sec', 'secs', 'second', 'seconds'].includes(unit)) return 's';
  if (['m', 'min', 'mins', 'minute', 'minutes'].includes(unit)) return 'm';
  if (['h', 'hr', 'hrs', 'hour', 'hours'].includes(unit)) return 'h';
  if (['d', 'day', 'days'].includes(unit)) return 'd';
  if (['w', 'week', 'weeks'].includes(unit)) return 'w';
  if (['mo', 'month', 'months'].includes(unit)) return 'mo';
  if (['y', 'yr', 'yrs', 'year', 'years'].includes(unit)) return 'y';
  return null;
}
