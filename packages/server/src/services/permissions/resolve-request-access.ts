import type { Knex } from 'knex';
import type { Access } from '../../permissions/access.js';
import type { Accountability } from '../../permissions/accountability.js';
import { resolveAccess } from '../../permissions/resolve-access.js';
import type { RulesCache } from '../../permissions/rules-cache.js';
import type { SchemaCache } from '../../schema/schema-cache.js';

/** The parts of AppContext that deciding access needs. */
export interface AccessContext {
  db: Knex;
  schema: SchemaCache;
  permissions: RulesCache;
}

/** What the caller of one request may do: call once per request and hand the result to every operation. */
export async function resolveRequestAccess(ctx: AccessContext, accountability: Accountability): Promise<Access> {
  return resolveAccess({ db: ctx.db, schema: await ctx.schema.get(), rules: ctx.permissions }, accountability);
}
