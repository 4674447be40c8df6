import type { AuthContext } from './login.js';
import { deleteSession, sessionIdOf } from './sessions.js';

/**
 * Ends a session and revokes its access tokens; an unknown token is no error (the reference answers
 * 204 either way) and revokes nothing, so knowing a session's id (it is in its access tokens) is
 * not enough to end it.
 */
export async function logout(ctx: Pick<AuthContext, 'db' | 'auth'>, refreshToken: string): Promise<void> {
  if (await deleteSession(ctx.db, refreshToken)) await ctx.auth.revokeSessions([sessionIdOf(refreshToken)]);
}
