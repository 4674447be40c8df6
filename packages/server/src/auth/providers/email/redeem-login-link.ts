import type { AppContext } from '../../../app-context.js';
import { invalidToken } from '../../../errors/error-helpers.js';
import { signInUser, type SignedIn } from '../../login.js';
import { verifyScopedToken } from '../../scoped-tokens.js';
import type { ClientInfo } from '../../sessions.js';
import type { ProviderConfig } from '../provider-config.js';
import { findLinkUser } from './find-link-user.js';
import { lastAccessFingerprint } from './login-link-token.js';

type RedeemContext = Pick<AppContext, 'db' | 'config' | 'secrets' | 'auth'>;

/**
 * Signs in the user a login link was mailed to, once. Expired → TOKEN_EXPIRED, tampered or of
 * another provider → INVALID_TOKEN, used (or the user signed in since it was mailed) →
 * INVALID_TOKEN; an account no longer active → INVALID_CREDENTIALS (from signInUser).
 */
export async function redeemLoginLink(
  ctx: RedeemContext,
  provider: ProviderConfig,
  token: string,
  client: ClientInfo,
  options: { session: boolean },
): Promise<SignedIn & { email: string }> {
  const claims = await verifyScopedToken(token, 'login-link', ctx.secrets.secret);
  if (claims.provider !== provider.name || claims.hash === undefined) throw invalidToken();
  const found = await findLinkUser(ctx.db, provider, claims.email);
  if (!found) throw invalidToken();
  return ctx.db.transaction(async (trx) => {
    // A write to the user's row first: it holds the row lock until commit, so of two uses of one
    // link racing (on any instance), the second reads the last_access the first one wrote.
    await trx('directus_users')
      .where('id', found.id)
      .update({ last_access: trx.ref('last_access') });
    const user = await findLinkUser(trx, provider, claims.email);
    if (!user || user.id !== found.id || lastAccessFingerprint(user.last_access) !== claims.hash) throw invalidToken();
    const signedIn = await signInUser({ ...ctx, db: trx }, user.id, client, options);
    await moveLastAccess(trx, user.id, claims.hash);
    return { ...signedIn, email: user.email };
  });
}

/**
 * A database that keeps whole seconds (MariaDB's TIMESTAMP) can store the same last_access for two
 * sign-ins within one second, which would leave the link alive: then it is moved one second on.
 */
async function moveLastAccess(trx: RedeemContext['db'], userId: string, spentHash: string): Promise<void> {
  const row = (await trx('directus_users').where('id', userId).first('last_access')) as { last_access: unknown } | undefined;
  if (row && lastAccessFingerprint(row.last_access) === spentHash)
    await trx('directus_users')
      .where('id', userId)
      .update({ last_access: new Date(Date.now() + 1_000) });
}
