import type { ServiceOptions } from '@tessera/extensions-sdk';
import type { Access } from '../../permissions/access.js';
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
    // Whatever emitEvents says, the write is announced once committed (the response cache purges).
    writes: ctx.writes,
    ...(emitEvents ? { events: ctx.events } : {}),
  };
  if (!accountability || accountability.admin) return base;
  const access = await resolveRequestAccess(ctx, accountability);
  if (!access.canReadAtRoot(collection)) throw forbiddenOrMissing();
  return { ...base, permissions: access };
}

/** Who a service made without an accountability acts as: the system, with an admin's access (as in the reference). */
const SYSTEM_ACCOUNTABILITY: Accountability = {
  user: null,
  role: null,
  admin: true,
  app: false,
  ip: null,
  userAgent: null,
  origin: null,
};

/** The accountability a service acts with: the caller's, or the system's when none was given. */
export function actingAccountability(options: ServiceOptions): Accountability {
  return toAccountability(options?.accountability) ?? SYSTEM_ACCOUNTABILITY;
}

/** What the service's caller may do, resolved as a request's (the system: everything). */
export function serviceAccess(ctx: AppContext, options: ServiceOptions): Promise<Access> {
  return resolveRequestAccess(ctx, actingAccountability(options));
}

/** The access an operation context carries, or the one its accountability resolves to. */
export function accessOfOperation(ctx: AppContext, op: OperationContext): Promise<Access> {
  if (op.permissions) return Promise.resolve(op.permissions as Access);
  return resolveRequestAccess(ctx, op.accountability ?? SYSTEM_ACCOUNTABILITY);
}
