import { verifyScopedToken } from '../../auth/scoped-tokens.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { UsersContext } from '../users/users-context.js';

/**
 * `GET /users/register/verify-email?token=` (reference `verifyRegistration`): a valid
 * pending-registration token of a still `unverified` user activates it and returns its id. Expired →
 * TOKEN_EXPIRED, tampered → INVALID_TOKEN, another scope → FORBIDDEN, already used → INVALID_PAYLOAD.
 */
export async function verifyRegistration(ctx: Pick<UsersContext, 'db' | 'secrets' | 'auth'>, token: string): Promise<string> {
  const { email } = await verifyScopedToken(token, 'pending-registration', ctx.secrets.secret);
  const user = (await ctx.db('directus_users').whereRaw('lower(??) = ?', ['email', email.toLowerCase()]).first('id', 'status')) as
    { id: string; status: string } | undefined;
  if (user?.status !== 'unverified') throw invalidPayload('Invalid verification code');
  // Only while still unverified: two uses of one link racing activate once and the other is refused.
  const changed = await ctx.db('directus_users').where({ id: user.id, status: 'unverified' }).update({ status: 'active' });
  if (changed !== 1) throw invalidPayload('Invalid verification code');
  void ctx.auth.invalidate();
  return user.id;
}
