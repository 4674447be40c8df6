import type { GraphqlScope } from '../graphql-types.js';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Whether `name` can be a GraphQL type or field name as it is (not `my-field`, `1st`, `__proto__`, `__x`). */
export function isGraphqlName(name: string): boolean {
  return NAME.test(name) && !name.startsWith('__');
}

/** The system collections the reference leaves out of `/graphql/system` (served by other routes or never). */
export const SYSTEM_DENY_LIST: ReadonlySet<string> = new Set([
  'directus_collections',
  'directus_fields',
  'directus_relations',
  'directus_migrations',
  'directus_sessions',
  'directus_extensions',
]);

/**
 * The GraphQL name of a collection in `scope`, or null when it has none there: user collections
 * keep their name in `items`; system ones drop their `directus_` prefix in `system`
 * (`directus_users` → `users`). A name GraphQL can't carry leaves the collection out.
 */
export function collectionTypeName(collection: string, scope: GraphqlScope): string | null {
  const isSystem = collection.startsWith('directus_');
  if (scope === 'items' && isSystem) return null;
  if (scope === 'system' && (!isSystem || SYSTEM_DENY_LIST.has(collection))) return null;
  const name = scope === 'system' ? collection.slice('directus_'.length) : collection;
  return isGraphqlName(name) ? name : null;
}

/**
 * Claims of names in one namespace (types, or root fields): the first claim of a name wins, so
 * collections that would clash with a built-in or with each other (`a_filter` and `a`'s filter
 * type) are left out deterministically instead of failing the whole schema.
 */
export class NameClaims {
  private readonly taken: Set<string>;
  constructor(reserved: Iterable<string> = []) {
    this.taken = new Set(reserved);
  }
  /** Claims every name of `names`, or none of them when one is taken or is no GraphQL name (`_` + `_filter`). */
  claimAll(names: readonly string[]): boolean {
    if (names.some((name) => this.taken.has(name) || !isGraphqlName(name)) || new Set(names).size !== names.length) return false;
    for (const name of names) this.taken.add(name);
    return true;
  }
  has(name: string): boolean {
    return this.taken.has(name);
  }
}
