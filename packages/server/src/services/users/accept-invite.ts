import type { Knex } from 'knex';
import type { AuthRuntime } from '../../auth/auth-runtime.js';
import { verifyScopedToken } from '../../auth/scoped-tokens.js';
import type { Secrets } from '../../config/secrets.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { preparePassword } from './prepare-password.js';
import { hashCostOf, type HashConfig } from '../../auth/argon2-hash-cost.js';

/** `POST /users/invite/accept`: an invited user chooses a password (policy applies) and becomes active. */
export async function acceptInvite(
  ctx: { db: Knex; secrets: Secrets; auth: AuthRuntime; config: HashConfig },
  token: string,
  password: string,
): Promise<void> {
  const { email } = await verifyScopedToken(token, 'invite', ctx.secrets.secret);
  const user = (await ctx.db('directus_users').whereRaw('lower(??) = ?', ['email', email.toLowerCase()]).first('id', 'status')) as
    { id: string; status: string } | undefined;
  if (user?.status !== 'invited') throw invalidPayload(`Email address ${email} hasn't been invited`);
  const hash = await preparePassword(ctx.db, password, hashCostOf(ctx.config));
  // Only while still invited: a second use of the same link changes nothing.
  const changed = await ctx.db('directus_users').where({ id: user.id, status: 'invited' }).update({ password: hash, status: 'active' });
  if (changed !== 1) throw invalidPayload(`Email address ${email} hasn't been invited`);
  void ctx.auth.invalidate();
}
