import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AuthRuntime } from '../../auth/auth-runtime.js';
import type { Config } from '../../config/load-config.js';
import type { CommittedWrites } from '../../events/committed-writes.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Secrets } from '../../config/secrets.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { RulesCache } from '../../permissions/rules-cache.js';
import type { SchemaCache } from '../../schema/schema-cache.js';
import type { OperationContext } from '../items/operation-context.js';
import { resolveRequestAccess } from '../permissions/resolve-request-access.js';

/** What the user and role services use; an AppContext satisfies it. */
export interface UsersContext {
  db: Knex;
  config: Config;
  secrets: Secrets;
  logger: Logger;
  schema: SchemaCache;
  /** Compiled permission rules: roles changing invalidates them. */
  permissions: RulesCache;
  /** The token cache: user and role changes invalidate it. */
  auth: AuthRuntime;
  /** Where user and role writes announce themselves (`users.create`, …). */
  events?: EventBus;
  /** Where committed writes are announced whatever `events` is (see OperationContext.writes). */
  writes: CommittedWrites;
}

/** An item operation's context plus the token cache that user and role writes must drop. */
export type SystemWriteContext = OperationContext & { auth: AuthRuntime };

/**
 * The item-operation context of a request on a system collection: the caller's rules apply unless
 * they are an admin, or `asSystem` (the server acting on a route's own rules, e.g. `/users/me`).
 */
export async function operationFor(
  ctx: UsersContext,
  accountability: Accountability,
  collection: string,
  options: { asSystem?: boolean } = {},
): Promise<SystemWriteContext> {
  const schema = await ctx.schema.get();
  const base = { db: ctx.db, schema, accountability, config: ctx.config, writes: ctx.writes, auth: ctx.auth, events: ctx.events };
  if (accountability.admin || options.asSystem) return base;
  const access = await resolveRequestAccess(ctx, accountability);
  // A share reads its own collection only; users and roles are never it.
  if (!access.canReadAtRoot(collection)) throw forbiddenOrMissing();
  return { ...base, permissions: access };
}
