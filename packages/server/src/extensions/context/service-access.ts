import type { ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';

/**
 * An extension's accountability in the server's shape: what it passed (usually `req.accountability`)
 * with the request fields it may have left out. Null stays null: the system, with full access.
 */
export function toAccountability(given: ServiceOptions['accountability']): Accountability | null {
  if (!given) return null;
  return {
    ip: null,
    userAgent: null,
    origin: null,
    ...(given as Partial<Accountability>),
    user: given.user ?? null,
    role: given.role ?? null,
    admin: given.admin === true,
    app: given.app === true,
  };
}

/**
 * The item-operation context a service call runs through, as a request's: the caller's rules apply
 * (unless admin or null, full access as in the reference), the call's events go to the bus unless
 * `emitEvents` is false, and `knex` (a transaction) is used when given.
 */
export async function serviceOperation(
  ctx: AppContext,
  options: ServiceOptions,
  collection: string,
  emitEvents = true,
): Promise<OperationContext> {
  const accountability = toAccountability(options.accountability);
  // A schema handed in is the one getSchema() answered: the server's own model.
  const schema = (options.schema as SchemaOverview | undefined) ?? (await ctx.schema.get());
  const base: OperationContext = {
    db: options.knex ?? ctx.db,
    schema,
    accountability,
    config: ctx.config,
    ...(emitEvents ? { events: ctx.events } : {}),
  };
  if (!accountability || accountability.admin) return base;
  const access = await resolveRequestAccess(ctx, accountability);
  if (!access.canReadAtRoot(collection)) throw forbiddenOrMissing();
  return { ...base, permissions: access };
}
