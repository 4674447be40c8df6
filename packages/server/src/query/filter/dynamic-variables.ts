import { resolveNow } from '@tessera/shared';
import type { Accountability } from '../../permissions/accountability.js';

/** Values for `$CURRENT_USER.<path>` / `$CURRENT_ROLE.<path>` (resolved by the permission layer). */
export interface DynamicContext {
  $CURRENT_USER?: Record<string, unknown>;
  $CURRENT_ROLE?: Record<string, unknown>;
}

export function isDynamicVariable(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('$NOW') || value.startsWith('$CURRENT_USER') || value.startsWith('$CURRENT_ROLE'));
}

/**
 * `$CURRENT_USER`, `$CURRENT_ROLE`, `$NOW`, `$NOW(-1 year)` (api-reference section 4). The dotted
 * forms resolve only when the caller supplies their values; in ad-hoc filters they are null.
 */
export function resolveDynamicVariable(
  value: string,
  accountability: Accountability | null,
  now: Date,
  context: DynamicContext = {},
): unknown {
  // An adjustment that cannot be read stays text, which the field's type then refuses (INVALID_QUERY).
  const instant = resolveNow(value, now);
  if (instant !== undefined) return instant ?? value;
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
