import type { AppContext } from '../../app-context.js';
import type { AuthDriver } from './auth-driver.js';

/**
 * Before `POST /auth/refresh` issues new tokens: when the session's user came from a provider
 * whose driver refreshes (OpenID, OAuth 2.0), the provider is asked first, and its refusal ends the
 * refresh. An unknown or expired session is left for `refresh` to refuse.
 */
export async function refreshProviderSession(
  ctx: AppContext,
  drivers: ReadonlyMap<string, AuthDriver>,
  refreshToken: string,
): Promise<void> {
  const row = (await ctx
    .db('directus_sessions as s')
    .join('directus_users as u', 'u.id', 's.user')
    .where('s.token', refreshToken)
    .andWhere('s.expires', '>=', new Date())
    .first('u.id', 'u.provider')) as { id: string; provider: string | null } | undefined;
  if (!row?.provider) return;
  const driver = drivers.get(row.provider);
  if (driver?.refresh) await driver.refresh(ctx, row.id);
}
