import { refreshTokenGrant } from 'openid-client';
import type { AppContext } from '../../../app-context.js';
import { readAuthData, sealAuthData } from '../external-user.js';
import type { ProviderConfig } from '../provider-config.js';
import { idpError } from './idp-error.js';
import type { RedirectFlow } from './redirect-flow.js';

/**
 * `POST /auth/refresh` for a user of this provider: the IdP's refresh token kept (sealed) in
 * `auth_data` is traded for a new one, which is sealed and stored again. An IdP that refuses it
 * (revoked, expired) → INVALID_CREDENTIALS, so the Tessera session ends with the IdP's. Users
 * without a provider refresh token are left alone.
 */
export async function refreshProviderTokens(ctx: AppContext, provider: ProviderConfig, flow: RedirectFlow, userId: string): Promise<void> {
  const row = (await ctx.db('directus_users').where({ id: userId, provider: provider.name }).first('auth_data')) as
    { auth_data: unknown } | undefined;
  const authData = row ? readAuthData(ctx, row.auth_data) : null;
  const refreshToken = authData?.refreshToken;
  if (typeof refreshToken !== 'string' || refreshToken === '') return;
  let next: string;
  try {
    const tokens = await refreshTokenGrant(await flow.configuration(), refreshToken);
    next = tokens.refresh_token ?? refreshToken;
  } catch (error) {
    throw idpError(provider, error);
  }
  await ctx
    .db('directus_users')
    .where('id', userId)
    .update({ auth_data: sealAuthData(ctx, { ...authData, refreshToken: next }) });
}
