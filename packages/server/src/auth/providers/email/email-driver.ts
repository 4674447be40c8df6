import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientOf } from '../../../http/send-tokens.js';
import type { AppContext } from '../../../app-context.js';
import { invalidPayload } from '../../../errors/error-helpers.js';
import { consumeRateLimit } from '../../../http/plugins/rate-limit.js';
import type { AuthDriver, AuthDriverFactory } from '../auth-driver.js';
import type { ProviderConfig } from '../provider-config.js';
import { allowedRedirect, completeSignIn, failSignIn } from '../sso-redirect.js';
import { readLinkSettings } from './link-settings.js';
import { parseLoginLinkInput } from './login-link-input.js';
import { signedRedirectOf } from './login-link-token.js';
import { redeemLoginLink } from './redeem-login-link.js';
import { requestLoginLink } from './request-login-link.js';

/** A JWT of a few claims is far shorter; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 4_096;

/**
 * Password-free sign-in by e-mail: `POST /auth/login/<name>` `{email, redirect?}` mails a link
 * (always 204), `GET /auth/login/<name>/callback?token=` signs in with it, once.
 *
 * Settings: AUTH_<NAME>_LINK_TTL (default 15m), MODE, REDIRECT_ALLOW_LIST. Links go to active
 * users of the default provider or of this one, never to SSO users. A link is bound to the user's
 * `last_access`, so it dies at the first sign-in or session refresh of that account after it was
 * mailed, its own use included: on every instance and across restarts, with no table of used links.
 */
export const createEmailDriver: AuthDriverFactory = (provider: ProviderConfig): AuthDriver => ({
  provider,
  async register(app, ctx) {
    const settings = readLinkSettings(provider);
    app.post(`/auth/login/${provider.name}`, async (request, reply) => {
      const input = parseLoginLinkInput(request.body);
      const redirect = allowedRedirect(ctx, provider, input.redirect);
      await consumeRateLimit(ctx.auth.limiters.loginByIp, request.ip);
      await consumeRateLimit(ctx.auth.limiters.loginByAccount, input.email.toLowerCase());
      await requestLoginLink(ctx, provider, settings, input.email, redirect);
      return reply.status(204).send();
    });
    app.get(`/auth/login/${provider.name}/callback`, (request, reply) => callback(ctx, provider, request, reply));
  },
});

async function callback(ctx: AppContext, provider: ProviderConfig, request: FastifyRequest, reply: FastifyReply) {
  const token = (request.query as Record<string, unknown>).token;
  if (typeof token !== 'string' || token === '') throw invalidPayload('"token" is required');
  if (token.length > MAX_TOKEN_LENGTH) throw invalidPayload('"token" is too long');
  const redirect = await trustedRedirect(ctx, provider, token);
  // `auth.login` after each use of a link, with its status, as the local route announces it.
  const announce = (status: 'success' | 'fail', email: string | null, user: string | null) =>
    ctx.events.emitAction(
      'auth.login',
      { event: 'auth.login', payload: { email }, status, user, provider: provider.name },
      request.accountability,
    );
  try {
    const session = redirect !== null && provider.mode === 'session';
    const signedIn = await redeemLoginLink(ctx, provider, token, clientOf(request), { session });
    announce('success', signedIn.email, signedIn.user);
    return completeSignIn(ctx, reply, provider, signedIn, redirect);
  } catch (error) {
    announce('fail', null, null);
    return failSignIn(reply, redirect, error);
  }
}

/** The link's redirect when its signature holds and it is still allowed (the allow-list may have changed since). */
async function trustedRedirect(ctx: AppContext, provider: ProviderConfig, token: string): Promise<string | null> {
  const carried = await signedRedirectOf(token, ctx.secrets.secret, provider.name);
  try {
    return allowedRedirect(ctx, provider, carried);
  } catch {
    return null;
  }
}
