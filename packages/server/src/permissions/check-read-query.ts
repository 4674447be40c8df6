import { forbiddenOrMissing } from '../errors/error-helpers.js';
import type { DeepQuery, Filter, Query } from '../query/query.js';
import { parseFollowKey } from '../query/filter/follow-key.js';
import { relationOf } from '../query/relations/relation-index.js';
import type { SchemaOverview } from '../schema/schema-overview.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { ownValue } from '../utils/name-table.js';

/** The read rules a query is checked against (an Access satisfies it). */
export interface ReadRules {
  rule(collection: string, action: 'read'): { fields: readonly string[]; allFields?: boolean } | null;
}

const FUNCTION_KEY = /^\w+\(([^()]+)\)$/;

/**
 * A non-admin's query may only filter, sort, group, aggregate and alias fields it may read, in
 * collections it may read (api-reference section 11: non-permitted fields → 403), at the root and
 * in every `deep` entry. The role's own item rules are not checked: they are trusted. Names the
 * schema does not know are left to the query compiler, which answers INVALID_QUERY for them.
 */
export function checkReadQuery(schema: SchemaOverview, rules: ReadRules, collection: string, query: Query): void {
  const check = new QueryCheck(schema, rules);
  check.level(collection, query, query.deep ?? {});
}

class QueryCheck {
  constructor(
    private readonly schema: SchemaOverview,
    private readonly rules: ReadRules,
  ) {}

  level(collection: string, query: Omit<Query, 'deep'>, deep: Record<string, DeepQuery>): void {
    if (!this.rules.rule(collection, 'read')) throw forbiddenOrMissing();
    if (query.filter) this.filter(collection, query.filter);
    for (const sort of query.sort ?? []) this.path(collection, sort.replace(/^-/, ''));
    for (const group of query.groupBy ?? []) this.path(collection, group);
    for (const fields of Object.values(query.aggregate ?? {}))
      for (const field of fields ?? []) if (field !== '*') this.path(collection, field);
    // Plain fields are checked where they are expanded; a count of related rows is checked here.
    for (const field of query.fields ?? []) if (FUNCTION_KEY.test(field)) this.field(collection, field);
    // An alias names its field explicitly, even when a wildcard is what selects it.
    for (const target of Object.values(query.alias ?? {})) this.field(collection, target.split(':')[0]!);
    for (const [key, entry] of Object.entries(deep)) {
      const [name, scope] = ((query.alias && ownValue(query.alias, key)) ?? key).split(':') as [string, string | undefined];
      this.field(collection, name);
      const relation = relationOf(this.schema, collection, name);
      const related = relation?.type === 'a2o' ? scope : relation?.related;
      if (related) this.level(related, entry.query, entry.deep);
    }
  }

  filter(collection: string, filter: Filter): void {
    for (const [key, value] of Object.entries(filter)) {
      if (key === '_and' || key === '_or') {
        if (Array.isArray(value)) for (const part of value) if (isPlainObject(part)) this.filter(collection, part as Filter);
        continue;
      }
      const follow = parseFollowKey(key);
      if (follow) {
        // The rows followed are read in their own collection: its rule and the linking field count.
        this.field(follow.collection, follow.field);
        if (isPlainObject(value)) this.nested(follow.collection, value);
        continue;
      }
      const [name, scope] = key.split(':') as [string, string | undefined];
      this.field(collection, name);
      if (!isPlainObject(value)) continue;
      const relation = relationOf(this.schema, collection, name);
      const related = relation?.type === 'a2o' ? scope : relation?.related;
      if (related) this.nested(related, value);
    }
  }

  /** The filter under a relational key, on the related collection (`_some`/`_none` unwrapped). */
  nested(related: string, value: Record<string, unknown>): void {
    for (const [k, inner] of Object.entries(value)) {
      if (k.startsWith('_') && k !== '_and' && k !== '_or' && k !== '_some' && k !== '_none') continue;
      if ((k === '_some' || k === '_none') && isPlainObject(inner)) this.filter(related, inner as Filter);
      else this.filter(related, { [k]: inner } as Filter);
    }
  }

  /** `author.name`: every step readable, following many-to-one fields. */
  path(collection: string, path: string): void {
    const [head, ...rest] = path.split('.');
    this.field(collection, head!);
    const relation = rest.length > 0 ? relationOf(this.schema, collection, FUNCTION_KEY.exec(head!)?.[1]?.trim() ?? head!) : null;
    if (relation && relation.type !== 'a2o') this.path(relation.related, rest.join('.'));
  }

  field(collection: string, key: string): void {
    const name = FUNCTION_KEY.exec(key)?.[1]?.trim() ?? key;
    const rule = this.rules.rule(collection, 'read');
    if (!rule) throw forbiddenOrMissing();
    // `count(comments)` counts rows of another collection: the caller must be able to read it.
    const relation = name !== key ? relationOf(this.schema, collection, name) : null;
    if (relation?.type === 'o2m' && !this.rules.rule(relation.related, 'read')) throw forbiddenOrMissing();
    if (rule.allFields || rule.fields.includes('*') || !this.schema.collections[collection]?.fields[name]) return;
    if (!rule.fields.includes(name)) throw forbiddenOrMissing();
  }
}
