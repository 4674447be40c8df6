import type { AppContext } from '../app-context.js';
import { forbiddenOrMissing, invalidPayload } from '../errors/error-helpers.js';
import { publicAccountability, type Accountability } from '../permissions/accountability.js';
import type { OperationContext as ItemsContext } from '../services/items/operation-context.js';
import { resolveRequestAccess } from '../services/permissions/resolve-request-access.js';
import { isUuid } from '../utils/is-uuid.js';
import { toBoolean } from '../utils/to-boolean.js';

/**
 * Whose rules an operation acts with (the `permissions` option of the item, notification … operations):
 * - `$trigger` (also when empty): the run's own accountability; a run without one (events with no
 *   user, schedules) is the server acting for itself, with full access, as in the reference;
 * - `$full`: full access;
 * - `$public`: the public role's rules;
 * - a role id: that role's rules, as a user of that role without the signed-in user defaults.
 */
export async function accountabilityForOption(
  ctx: Pick<AppContext, 'db'>,
  option: unknown,
  trigger: Accountability | null,
): Promise<Accountability | null> {
  const origin = { ip: trigger?.ip ?? null, userAgent: trigger?.userAgent ?? null, origin: trigger?.origin ?? null };
  if (option === undefined || option === null || option === '' || option === '$trigger') return trigger;
  if (option === '$full') return { user: null, role: null, admin: true, app: true, ...origin };
  if (option === '$public') return publicAccountability(origin);
  if (!isUuid(option)) throw invalidPayload(`Option "permissions" must be $trigger, $full, $public or a role id`);
  const role = (await ctx.db('directus_roles').select('admin_access', 'app_access').where('id', option).first()) as
    { admin_access: unknown; app_access: unknown } | undefined;
  if (!role) throw invalidPayload(`Role "${option}" configured in option "permissions" doesn't exist`);
  return { user: null, role: option, admin: toBoolean(role.admin_access), app: toBoolean(role.app_access), ...origin };
}

/**
 * The items-service context an operation acts through, under the rules `permissions` names (see
 * accountabilityForOption). `collection` must be one the caller may read at the root (a share's
 * scope), as the HTTP routes require. With `emitEvents` its writes emit their events.
 */
export async function itemsContextFor(
  ctx: AppContext,
  permissions: unknown,
  trigger: Accountability | null,
  collection: string,
  emitEvents = false,
): Promise<ItemsContext> {
  const accountability = await accountabilityForOption(ctx, permissions, trigger);
  const schema = await ctx.schema.get();
  // With `emitEvents` the write runs its filter and action events as an API write does.
  const events = emitEvents ? { events: ctx.events } : {};
  if (!accountability || accountability.admin)
    return { db: ctx.db, schema, accountability, config: ctx.config, writes: ctx.writes, ...events };
  const access = await resolveRequestAccess(ctx, accountability);
  if (!access.canReadAtRoot(collection)) throw forbiddenOrMissing();
  return { db: ctx.db, schema, accountability, config: ctx.config, writes: ctx.writes, permissions: access, ...events };
}
