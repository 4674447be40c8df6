import type { AuthContext } from './login.js';
import { deleteSession } from './sessions.js';

/** Ends a session; an unknown token is no error (the reference answers 204 either way). */
export async function logout(ctx: Pick<AuthContext, 'db' | 'auth'>, refreshToken: string): Promise<void> {
  await deleteSession(ctx.db, refreshToken);
  ctx.auth.forgetSession(refreshToken);
}
