import type { Knex } from 'knex';
import { forbiddenOrMissing } from '../errors/error-helpers.js';
import type { CollectionOverview, SchemaOverview } from '../schema/schema-overview.js';
import type { AccessRule, ItemsConfig, PermissionAction, PermissionResolver } from '../services/items/operation-context.js';
import type { Dialect } from './dialects/dialect.js';
import { sql, id, type Fragment } from './sql/fragment.js';
import type { SlotRegistry } from './sql/slots.js';

/** What compiling one query needs; lives only while a query shape is compiled. */
export interface CompileContext {
  db: Knex;
  schema: SchemaOverview;
  dialect: Dialect;
  slots: SlotRegistry;
  config: ItemsConfig;
  permissions?: PermissionResolver;
  action: PermissionAction;
  aliasCount: number;
}

export function nextAlias(ctx: CompileContext): string {
  return `t${ctx.aliasCount++}`;
}

/** The access rule for a collection, or FORBIDDEN when the role has none. Full access without a resolver. */
export function ruleOf(ctx: CompileContext, collection: string): AccessRule | null {
  if (!ctx.permissions) return null;
  const rule = ctx.permissions.rule(collection, ctx.action);
  if (!rule) throw forbiddenOrMissing();
  return rule;
}

export function collectionOf(ctx: CompileContext, name: string): CollectionOverview {
  const collection = ctx.schema.collections[name];
  if (!collection || !collection.hasTable) throw forbiddenOrMissing();
  return collection;
}

/**
 * One table in a FROM clause with the LEFT JOINs that many-to-one paths (`author.role.name` in a
 * filter or sort) add to it, each path joined once.
 */
export class TableScope {
  private readonly joins = new Map<string, TableScope>();
  private readonly joinFragments: Fragment[] = [];

  constructor(
    readonly collection: CollectionOverview,
    readonly alias: string,
  ) {}

  column(field: string): Fragment {
    return sql`${id(this.alias, field)}`;
  }

  /** The scope of the row `field` points at, joined on first use. */
  joinManyToOne(ctx: CompileContext, field: string, related: CollectionOverview): TableScope {
    let scope = this.joins.get(field);
    if (!scope) {
      scope = new TableScope(related, nextAlias(ctx));
      this.joins.set(field, scope);
      this.joinFragments.push(
        sql`LEFT JOIN ${id(`${related.collection} as ${scope.alias}`)} ON ${id(scope.alias, related.primary)} = ${id(this.alias, field)}`,
      );
    }
    return scope;
  }

  /** `"table" AS "t0" LEFT JOIN …`, including the joins of joined scopes. */
  from(): Fragment {
    let text = sql`${id(`${this.collection.collection} as ${this.alias}`)}`;
    for (const fragment of this.allJoins()) text = sql`${text} ${fragment}`;
    return text;
  }

  private allJoins(): Fragment[] {
    const result: Fragment[] = [];
    let index = 0;
    for (const scope of this.joins.values()) {
      result.push(this.joinFragments[index++]!);
      result.push(...scope.allJoins());
    }
    return result;
  }
}
