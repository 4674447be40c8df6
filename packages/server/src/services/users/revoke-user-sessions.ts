import type { Knex } from 'knex';
import type { AuthRuntime } from '../../auth/auth-runtime.js';
import { endUserSessions } from '../../auth/sessions.js';
import { forbidden } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';

/**
 * `DELETE /users/:pk/sessions` (Tessera's; the reference has no door for it): an admin ends every
 * session of a user (a lost laptop, a leaked token). Their refresh tokens stop working, and their
 * access tokens are refused at once on every instance. FORBIDDEN for anyone else, and for a user
 * that does not exist (as a forbidden one answers).
 */
export async function revokeUserSessions(ctx: { db: Knex; auth: AuthRuntime }, isAdmin: boolean, user: string): Promise<void> {
  if (!isAdmin || !isUuid(user)) throw forbidden();
  if (!(await ctx.db('directus_users').where('id', user).first('id'))) throw forbidden();
  await ctx.auth.revokeSessions(await endUserSessions(ctx.db, [user]));
}
