import { dialectOf } from '../../db/dialects/dialect-of.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { PlanEnv } from '../../query/read-plan.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { PermissionAction } from '../../query/access-rule.js';
import { itemsConfigOf, type OperationContext } from './operation-context.js';
import type { WriteTarget } from './write-rows.js';

/** What the query engine needs from an operation's context. */
export function planEnvOf(ctx: OperationContext, action: PermissionAction): PlanEnv {
  return {
    db: ctx.db,
    ...(ctx.connection !== undefined ? { connection: ctx.connection } : {}),
    schema: ctx.schema,
    dialect: dialectOf(ctx.db),
    config: itemsConfigOf(ctx),
    action,
    ...(ctx.permissions ? { permissions: ctx.permissions } : {}),
  };
}

/** A collection items can be read from and written to; a missing one is FORBIDDEN, never "not found". */
export function itemCollection(ctx: OperationContext, name: string): CollectionOverview {
  const collection = ctx.schema.collections[name];
  if (!collection || !collection.hasTable) throw forbiddenOrMissing();
  return collection;
}

/** Where an operation writes rows of `collection`: its connection (or transaction) and schema. */
export function writeTargetOf(ctx: OperationContext, collection: CollectionOverview): WriteTarget {
  const { db, connection, schema, dialect } = planEnvOf(ctx, 'update');
  return { db, schema, dialect, collection, ...(connection !== undefined ? { connection } : {}) };
}
