import type { Knex } from 'knex';
import type { Dialect } from '../db/dialects/dialect.js';
import { forbiddenOrMissing } from '../errors/error-helpers.js';
import type { CollectionOverview, SchemaOverview } from '../schema/schema-overview.js';
import type { AccessRule, ItemsConfig, PermissionAction, PermissionResolver } from './access-rule.js';
import type { Filter } from './query.js';
import type { Fragment } from '../db/sql/fragment.js';
import type { Getter } from './sql/slots.js';
import type { SlotRegistry } from './sql/slots.js';
import type { TableScope } from './table-scope.js';

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
  /** Set while a role's rule filter compiles: relations it reaches see every row (rules never apply inside rules). */
  insideRule?: boolean;
  /**
   * The filter compiler (filter/compile-filter.ts), handed in by whoever creates the context. Rule
   * conditions and per-row field conditions compile filters, and the filter compiler uses both:
   * passing it here keeps that recursion out of the import graph.
   */
  compileFilter: CompileFilter;
}

export type CompileFilter = (ctx: CompileContext, scope: TableScope, filter: Filter, get: Getter, option?: string) => Fragment;

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
