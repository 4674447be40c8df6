import type { Knex } from 'knex';
import type { SchemaOverview } from '../schema/schema-overview.js';
import type { Access, ResolvedRule } from './access.js';
import type { Accountability, ShareCreator } from './accountability.js';
import type { CompiledRule, CompiledRules } from './compile-rules.js';
import { readPath, resolveVariables, type VariableContext } from './dynamic-variables.js';
import { fetchRecordPaths } from './fetch-record-paths.js';
import { intersectRules } from './intersect-rules.js';
import { shareDataModelRule } from './share-data-model-rules.js';
import type { PermissionAction } from './permission-row.js';
import type { RulesCache } from './rules-cache.js';

export interface ResolveAccessDeps {
  db: Knex;
  schema: SchemaOverview;
  rules: RulesCache;
}

/**
 * The Access of one request: the role's compiled rules (cached), plus the user and role fields its
 * `$CURRENT_USER.<path>` / `$CURRENT_ROLE.<path>` variables name, fetched once. Rules without
 * variables are handed out as compiled; the others are resolved on first use and kept for the request.
 */
export async function resolveAccess(deps: ResolveAccessDeps, accountability: Accountability): Promise<Access> {
  if (accountability.admin) return adminAccess(accountability);
  const isShare = accountability.share !== undefined;
  // Shares read with their role's rules only; the defaults belong to signed-in users.
  const own = await rulesOf(deps, accountability, accountability.user !== null && !isShare);
  const creator = isShare ? await creatorBound(deps, accountability.shareCreator ?? null) : null;
  const scope = isShare ? (accountability.shareScope ?? null) : null;
  const memo = new Map<string, ResolvedRule | null>();
  const rule = (collection: string, action: PermissionAction): ResolvedRule | null => {
    const key = `${collection}\u0000${action}`;
    if (memo.has(key)) return memo.get(key)!;
    let resolved = own.rule(collection, action);
    if (creator) resolved = intersectRules(resolved, creator.rule(collection, action));
    if (isShare) resolved = scopeToShare(resolved, action, scope, deps.schema) ?? shareDataModelRule(collection, action, deps.schema);
    memo.set(key, resolved);
    return resolved;
  };
  return {
    accountability,
    isAdmin: false,
    // A share's item rule has one more condition than its role's, and its creator's rules: shapes of their own.
    key: `${own.key}${isShare ? `|share|${creator?.key ?? ''}` : ''}`,
    rule,
    canReadAtRoot: (collection) => !isShare || scope?.collection === collection,
    list: () =>
      [...own.compiled.rules].flatMap(([collection, actions]) =>
        [...actions.keys()].map((action) => rule(collection, action)).filter((r): r is ResolvedRule => r !== null),
      ),
  };
}

/** One role's compiled rules with one user's variables resolved on demand. */
interface RuleSource {
  /** The shape of these rules for this user (see `shapeOfVariables`). */
  key: string;
  compiled: CompiledRules;
  rule(collection: string, action: PermissionAction): ResolvedRule | null;
}

async function rulesOf(deps: ResolveAccessDeps, who: Who, withDefaults: boolean): Promise<RuleSource> {
  const compiled = await deps.rules.get(who.role, withDefaults);
  const context = await variableContext(deps, who, compiled);
  return {
    key: `${compiled.key}|${shapeOfVariables(compiled, context)}`,
    compiled,
    rule: (collection, action) => resolveRule(compiled.rules.get(collection)?.get(action), context),
  };
}

/**
 * What bounds a share: its creator's current access (their role's rules and the signed-in user's
 * defaults), so a share never reads what its creator could not. An admin's share is bounded by
 * its role only (null); a share without an active creator reads nothing.
 */
async function creatorBound(deps: ResolveAccessDeps, creator: ShareCreator | null): Promise<Pick<RuleSource, 'key' | 'rule'> | null> {
  if (!creator) return { key: 'nobody', rule: () => null };
  if (creator.admin) return null;
  return rulesOf(deps, creator, true);
}

export function adminAccess(accountability: Accountability): Access {
  return {
    accountability,
    isAdmin: true,
    key: '',
    rule: () => {
      throw new Error('Admin access has no rules: check isAdmin before asking for one');
    },
    canReadAtRoot: () => true,
    list: () => [],
  };
}

type Who = Pick<Accountability, 'user' | 'role'>;

async function variableContext(deps: ResolveAccessDeps, who: Who, compiled: CompiledRules): Promise<VariableContext> {
  const { userPaths, rolePaths } = compiled.variables;
  // Most rule sets name no fields of the user or role: no query, no waiting.
  if (userPaths.length === 0 && rolePaths.length === 0)
    return { user: who.user, role: who.role, userData: null, roleData: null, now: new Date() };
  const [userData, roleData] = await Promise.all([
    who.user && userPaths.length > 0 ? fetchRecordPaths(deps.db, deps.schema, 'directus_users', who.user, userPaths) : null,
    who.role && rolePaths.length > 0 ? fetchRecordPaths(deps.db, deps.schema, 'directus_roles', who.role, rolePaths) : null,
  ]);
  return { user: who.user, role: who.role, userData, roleData, now: new Date() };
}

/**
 * Queries compiled for a rule set are reused for every request with the same key, with this
 * request's values bound. A variable that is null here and set there (`_eq: null` is IS NULL,
 * `_eq: x` is `= ?`), or a list here and a value there, changes the SQL: it is part of the key.
 */
function shapeOfVariables(compiled: CompiledRules, context: VariableContext): string {
  if (!compiled.variables.any) return '';
  const kind = (value: unknown) =>
    value === null || value === undefined ? 'n' : Array.isArray(value) ? 'a' : typeof value === 'boolean' ? 'b' : 'v';
  const paths = (data: Record<string, unknown> | null, list: string[]) =>
    list.map((path) => kind(readPath(data, path.split('.')))).join('');
  return `${kind(context.user)}${kind(context.role)}:${paths(context.userData, compiled.variables.userPaths)}:${paths(context.roleData, compiled.variables.rolePaths)}`;
}

function resolveRule(rule: CompiledRule | undefined, context: VariableContext): ResolvedRule | null {
  if (!rule) return null;
  if (!rule.hasVariables) return rule;
  return {
    ...rule,
    filter: rule.filter && resolveVariables(rule.filter, context),
    partial: rule.partial && { ...rule.partial, filters: rule.partial.filters.map((filter) => resolveVariables(filter, context)) },
    validation: rule.validation && resolveVariables(rule.validation, context),
    presets: resolveVariables(rule.presets, context),
  };
}

/** A share reads, and only reads: its one item of the shared collection; other collections through it. */
function scopeToShare(
  rule: ResolvedRule | null,
  action: PermissionAction,
  scope: Accountability['shareScope'] | null,
  schema: SchemaOverview,
): ResolvedRule | null {
  if (!rule || action !== 'read' || !scope) return null;
  if (rule.collection !== scope.collection) return rule;
  const primary = schema.collections[scope.collection]?.primary;
  if (!primary) return null;
  const only = { [primary]: { _eq: scope.item } };
  return { ...rule, filter: rule.filter ? { _and: [rule.filter, only] } : only };
}
