import type { Item } from '../lib/schema/types.js';

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export interface RecheckInput {
  /** The errors shown now (client checks and the server's refusals), keyed by field or dot path. */
  errors: Record<string, string>;
  /** The client checks run on the new values. */
  found: Record<string, string>;
  /** The form's values before and after the change. */
  before: Item;
  after: Item;
}

/**
 * The errors after a change: a field whose value changed shows what the client checks now say of
 * it (nothing once it is valid; a server refusal of the old value goes too), the other fields keep
 * theirs. No new error appears on a field that had none: that waits for the next save.
 */
export function recheckErrors({ errors, found, before, after }: RecheckInput): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    if (sameValue(before[field], after[field])) next[path] = message;
    else if (found[path]) next[path] = found[path];
  }
  return next;
}
