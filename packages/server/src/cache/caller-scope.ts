import type { Accountability } from '../permissions/accountability.js';
import type { RulesCache } from '../permissions/rules-cache.js';

/** Whose answers a request may share, and which rows besides the ones read they depend on. */
export interface CallerScope {
  /** The scope of callers with the same rules (an `/items` read without query variables); null when there is none. */
  shared: string | null;
  /** This caller alone. */
  personal: string;
  /** Collections the caller's rules read per request (`$CURRENT_USER.<path>`): their writes purge too. */
  ruleReads: string[];
  /** Whether an answer that read `collections` is the same for every caller of `shared`. */
  isShared(collections: Iterable<string>): boolean;
}

/**
 * The part of a cache key that says whose answer it is. An `/items` read depends only on the rules
 * of the collections it read: admins share theirs, and so do the callers of one role (with its app
 * access, signed in or not) when none of those collections' read rules uses a dynamic variable
 * (`$CURRENT_USER`, `$NOW` …) and neither does the query. Every other answer is the caller's own,
 * as are every route but `/items` (`/users/me`, …) and shares.
 */
export async function callerScope(rules: RulesCache, accountability: Accountability, path: string, query: unknown): Promise<CallerScope> {
  const { user, role, admin, app, share } = accountability;
  const personal = `user:${user ?? '$public'}|role:${role ?? '$public'}|admin:${admin}|app:${app}|share:${share ?? ''}`;
  const itemRead = path.startsWith('/items/');
  const alone = { shared: null, personal, ruleReads: [], isShared: () => false };
  if (share !== undefined || !itemRead) return alone;
  if (admin) return { shared: 'admin', personal, ruleReads: [], isShared: () => true };
  const compiled = await rules.get(role, user !== null);
  const { userPaths, rolePaths } = compiled.variables;
  const ruleReads = [...(userPaths.length > 0 ? ['directus_users'] : []), ...(rolePaths.length > 0 ? ['directus_roles'] : [])];
  // A query may name variables too (`filter[owner][_eq]=$CURRENT_USER`): resolved per caller.
  if (namesVariable(query)) return { ...alone, ruleReads };
  return {
    shared: `role:${role ?? '$public'}|signed-in:${user !== null}|app:${app}`,
    personal,
    ruleReads,
    isShared: (collections) => {
      for (const collection of collections) if (compiled.rules.get(collection)?.get('read')?.hasVariables) return false;
      return true;
    },
  };
}

/** Whether any string in a parsed query starts with `$` (`$CURRENT_USER`, `$CURRENT_ROLE.name`, `$NOW` …). */
function namesVariable(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('$');
  if (Array.isArray(value)) return value.some(namesVariable);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(namesVariable);
  return false;
}
