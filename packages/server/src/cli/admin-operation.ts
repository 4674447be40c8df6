import type { AppContext } from '../app-context.js';
import type { OperationContext } from '../services/items/operation-context.js';

/**
 * The operation context of a command run by the operator: what the server builds for an admin's
 * request (full access, so no `permissions`; the configuration's limits; events on the bus), with
 * an admin accountability that names no user, as the server acting for itself.
 */
export async function adminOperation(ctx: AppContext): Promise<OperationContext> {
  return {
    db: ctx.db,
    schema: await ctx.schema.get(),
    accountability: { user: null, role: null, admin: true, app: false, ip: null, userAgent: null, origin: null },
    config: ctx.config,
    events: ctx.events,
    writes: ctx.writes,
  };
}
