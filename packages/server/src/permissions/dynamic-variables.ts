import { isNowVariable, resolveNow } from '@tessera/shared';
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

/** Which variables a filter or preset uses, so the user/role fields it needs are fetched once. */
export function collectVariables(value: unknown, usage: VariableUsage = { any: false, userPaths: [], rolePaths: [] }): VariableUsage {
  if (typeof value === 'string') {
    if (!value.startsWith('$')) return usage;
    const path = PATH_VARIABLE.exec(value);
    if (path) {
      usage.any = true;
      const list = path[1] === 'USER' ? usage.userPaths : usage.rolePaths;
      if (!list.includes(path[2]!)) list.push(path[2]!);
    } else if (value === '$CURRENT_USER' || value === '$CURRENT_ROLE' || isNowVariable(value)) {
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
  // A rule's adjustment that cannot be read counts as now rather than failing every request of the role.
  const instant = resolveNow(value, context.now);
  if (instant !== undefined) return (instant ?? context.now).toISOString();
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
