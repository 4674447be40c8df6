import type { Accountability } from '../permissions/accountability.js';
import type { RulesCache } from '../permissions/rules-cache.js';

/** Who may share an answer, and which rows besides the ones read it depends on. */
export interface CallerScope {
  scope: string;
  /** Collections the caller's rules read per request (`$CURRENT_USER.<path>`): their writes purge too. */
  ruleReads: string[];
}

/**
 * The part of a cache key that says whose answer it is. Item reads depend only on the rules, so
 * callers with the same rules share them: the admins, or one role (with its app access, signed in
 * or not) as long as its rules use no dynamic variable; rules that do (`$CURRENT_USER`, `$NOW` …)
 * key by user. Every other route may answer about the caller (`/users/me`, …): keyed by user.
 * A share is its own scope.
 */
export async function callerScope(rules: RulesCache, accountability: Accountability, path: string): Promise<CallerScope> {
  const { user, role, admin, app, share } = accountability;
  const who = `user:${user ?? '$public'}|role:${role ?? '$public'}|admin:${admin}|app:${app}`;
  if (share !== undefined) return { scope: `share:${share}|${who}`, ruleReads: [] };
  const itemRead = path.startsWith('/items/');
  if (admin) return { scope: itemRead ? 'admin' : who, ruleReads: [] };
  const compiled = await rules.get(role, user !== null);
  const { any, userPaths, rolePaths } = compiled.variables;
  const ruleReads = [...(userPaths.length > 0 ? ['directus_users'] : []), ...(rolePaths.length > 0 ? ['directus_roles'] : [])];
  if (!itemRead || any) return { scope: who, ruleReads };
  return { scope: `role:${role ?? '$public'}|signed-in:${user !== null}|app:${app}`, ruleReads };
}
