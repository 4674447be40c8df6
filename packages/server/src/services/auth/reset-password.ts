import type { Knex } from 'knex';
import type { AuthRuntime } from '../../auth/auth-runtime.js';
import { passwordFingerprint, verifyScopedToken } from '../../auth/scoped-tokens.js';
import { endUserSessions } from '../../auth/sessions.js';
import type { Secrets } from '../../config/secrets.js';
import { forbidden } from '../../errors/error-helpers.js';
import { preparePassword } from '../users/prepare-password.js';
import { hashCostOf, type HashConfig } from '../../auth/argon2-hash-cost.js';

export interface ResetPasswordContext {
  db: Knex;
  secrets: Secrets;
  auth: AuthRuntime;
  /** The hash cost of the new password (HASH_*). */
  config: HashConfig;
}

/**
 * Sets a new password from a reset link and signs the user out everywhere. The token is bound to
 * the password hash it was issued for, so it works once: afterwards the hash, and the binding, differ.
 */
export async function resetPassword(ctx: ResetPasswordContext, token: string, password: string): Promise<void> {
  const payload = await verifyScopedToken(token, 'password-reset', ctx.secrets.secret);
  const user = (await ctx
    .db('directus_users')
    .whereRaw('lower(??) = ?', ['email', payload.email.toLowerCase()])
    .first('id', 'password', 'status')) as { id: string; password: string | null; status: string } | undefined;
  if (!user || user.status !== 'active' || payload.hash !== passwordFingerprint(user.password)) throw forbidden();
  const hash = await preparePassword(ctx.db, password, hashCostOf(ctx.config));
  const ended = await ctx.db.transaction(async (trx) => {
    // Compare-and-set on the old hash: of two concurrent uses of one link, only one wins.
    const query = trx('directus_users').where('id', user.id);
    const changed = await (user.password === null ? query.whereNull('password') : query.andWhere('password', user.password)).update({
      password: hash,
    });
    if (changed !== 1) throw forbidden();
    return endUserSessions(trx, [user.id]);
  });
  await ctx.auth.revokeSessions(ended);
  await ctx.auth.invalidate();
}
