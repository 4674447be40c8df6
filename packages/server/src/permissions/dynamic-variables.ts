import { ownValue } from '../utils/name-table.js';

/**
 * Dynamic variables of permission rules and presets (api-reference section 4): `$CURRENT_USER`,
 * `$CURRENT_ROLE`, `$CURRENT_USER.<path>`, `$CURRENT_ROLE.<path>`, `$NOW`, `$NOW(<adjustment>)`.
 */

export interface VariableContext {
  user: string | null;
  role: string | null;
  /** The user's record with the fields the rules name (nested for relational paths). */
  userData: Record<string, unknown> | null;
  roleData: Record<string, unknown> | null;
  now: Date;
}

export interface VariableUsage {
  /** Any variable at all: when false the value is used as compiled, with no per-request work. */
  any: boolean;
  userPaths: string[];
  rolePaths: string[];
}

const PATH_VARIABLE = /^\$CURRENT_(USER|ROLE)\.(.+)$/;
const NOW_VARIABLE = /^\$NOW(?:\((.*)\))?$/;

/** Which variables a filter or preset uses, so the user/role fields it needs are fetched once. */
export function collectVariables(value: unknown, usage: VariableUsage = { any: false, userPaths: [], rolePaths: [] }): VariableUsage {
  if (typeof value === 'string') {
    if (!value.startsWith('$')) return usage;
    const path = PATH_VARIABLE.exec(value);
    if (path) {
      usage.any = true;
      const list = path[1] === 'USER' ? usage.userPaths : usage.rolePaths;
      if (!list.includes(path[2]!)) list.push(path[2]!);
    } else if (value === '$CURRENT_USER' || value === '$CURRENT_ROLE' || NOW_VARIABLE.test(value)) {
      usage.any = true;
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectVariables(item, usage);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectVariables(item, usage);
  }
  return usage;
}

/** A copy of `value` with every variable replaced; values that are not variables are kept as they are. */
export function resolveVariables<T>(value: T, context: VariableContext): T {
  return resolveValue(value, context) as T;
}

function resolveValue(value: unknown, context: VariableContext): unknown {
  if (typeof value === 'string') return value.startsWith('$') ? resolveString(value, context) : value;
  if (Array.isArray(value)) {
    // `_in: ["$CURRENT_USER.groups.id"]` names a list: spread it into the surrounding list.
    return value.flatMap((item) => {
      const resolved = resolveValue(item, context);
      return typeof item === 'string' && Array.isArray(resolved) ? resolved : [resolved];
    });
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValue(item, context)]));
  }
  return value;
}

function resolveString(value: string, context: VariableContext): unknown {
  if (value === '$CURRENT_USER') return context.user;
  if (value === '$CURRENT_ROLE') return context.role;
  const path = PATH_VARIABLE.exec(value);
  if (path) return readPath(path[1] === 'USER' ? context.userData : context.roleData, path[2]!.split('.'));
  const now = NOW_VARIABLE.exec(value);
  if (now) return (now[1] === undefined ? context.now : adjustDate(context.now, now[1])).toISOString();
  return value;
}

/** Follows a dot path through nested records; through a list (o2m) it collects every value. */
export function readPath(data: unknown, path: string[]): unknown {
  if (path.length === 0) return data ?? null;
  if (Array.isArray(data)) {
    const values = data.flatMap((item) => {
      const value = readPath(item, path);
      return Array.isArray(value) ? value : [value];
    });
    return values.filter((item) => item !== null);
  }
  if (data === null || typeof data !== 'object') return null;
  // `$CURRENT_USER.constructor` reads a field of that name or nothing, never Object.prototype.
  return readPath(ownValue(data as Record<string, unknown>, path[0]!), path.slice(1));
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const UNIT_ALIASES: Record<string, string> = {
  ms: 'ms', msec: 'ms', msecs: 'ms', millisecond: 'ms', milliseconds: 'ms',
  s: 's', sec: 's', secs: 's', second: 's', seconds: 's',
  m: 'm', min: 'm', mins: 'm', minute: 'm', minutes: 'm',
  h: 'h', hr: 'h', hrs: 'h', hour: 'h', hours: 'h',
  d: 'd', day: 'd', days: 'd', '': 'd',
  w: 'w', week: 'w', weeks: 'w',
  mo: 'mo', mon: 'mo', month: 'mo', months: 'mo',
  y: 'y', yr: 'y', yrs: 'y', year: 'y', years: 'y',
};

/**
 * `$NOW(-1 year)`, `$NOW(+2 hours)`, `$NOW(7)` (days when no unit). Months and years move the
 * calendar date; shorter units add milliseconds. An adjustment that cannot be read leaves the date as is.
 */
export function adjustDate(date: Date, adjustment: string): Date {
  const match = /^\s*([+-]?)\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(adjustment);
  const unit = match ? ownValue(UNIT_ALIASES, match[3]!.toLowerCase()) : undefined;
  if (!match || !unit) return new Date(date);
  const amount = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  const result = new Date(date);
  if (unit === 'mo' || unit === 'y') {
    result.setUTCMonth(result.getUTCMonth() + Math.trunc(amount) * (unit === 'y' ? 12 : 1));
    return result;
  }
  return new Date(date.getTime() + amount * UNIT_MS[unit]!);
}
