import { timingSafeEqual } from 'node:crypto';
import { clientOf } from '../../../http/send-tokens.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorizationCodeGrant } from 'openid-client';
import type { AppContext } from '../../../app-context.js';
import { isAppError } from '../../../errors/app-error.js';
import { invalidToken } from '../../../errors/error-helpers.js';
import { consumeRateLimit } from '../../../http/plugins/rate-limit.js';
import { signInUser } from '../../login.js';
import { resolveExternalUser } from '../external-user.js';
import type { ProviderConfig } from '../provider-config.js';
import { completeSignIn, failSignIn } from '../sso-redirect.js';
import { claimsProfile } from './claims-profile.js';
import { flowCookieName, flowCookieOptions, verifyFlowState, type FlowState } from './flow-cookie.js';
import { idpError } from './idp-error.js';
import type { RedirectFlow } from './redirect-flow.js';

/**
 * `GET|POST /auth/login/<name>/callback`: the cookie is read and cleared at once (one use); a
 * missing, expired or tampered cookie or a state that is not ours → INVALID_TOKEN. Then the code is
 * exchanged (PKCE, nonce and the IdP's own checks), the person linked or created, signed in and
 * sent on. With a redirect every failure goes back there as `?reason=CODE`.
 */
export function finishSignIn(ctx: AppContext, provider: ProviderConfig, flow: RedirectFlow) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await consumeRateLimit(ctx.auth.limiters.loginByIp, request.ip);
    const { maxAge: _maxAge, ...cookieOptions } = flowCookieOptions(ctx, provider);
    void reply.clearCookie(flowCookieName(provider), cookieOptions);
    const saved = await verifyFlowState(ctx, provider, request.cookies[flowCookieName(provider)]);
    const client = clientOf(request);
    const announce = (status: 'success' | 'fail', user: string | null) =>
      ctx.events.emitAction(
        'auth.login',
        { event: 'auth.login', payload: {}, status, user, provider: provider.name },
        request.accountability,
      );
    try {
      const userId = await resolveExternalUser(ctx, provider, await profileOf(flow, provider, saved, callbackParams(request)), client);
      const signedIn = await signInUser(ctx, userId, client, { session: provider.mode === 'session' });
      announce('success', signedIn.user);
      return completeSignIn(ctx, reply, provider, signedIn, saved.redirect);
    } catch (error) {
      announce('fail', null);
      // The IdP's reason helps the admin; it never carries tokens (openid-client names the failed check).
      const reason = isAppError(error) && error.cause instanceof Error ? error.cause.message : undefined;
      ctx.logger.info({ provider: provider.name, code: isAppError(error) ? error.code : 'UNKNOWN', reason }, 'provider sign-in refused');
      return failSignIn(reply, saved.redirect, error);
    }
  };
}

async function profileOf(flow: RedirectFlow, provider: ProviderConfig, saved: FlowState, params: URLSearchParams) {
  if (!sameText(params.get('state') ?? '', saved.state)) throw invalidToken();
  const configuration = await flow.configuration();
  try {
    const tokens = await authorizationCodeGrant(configuration, new URL(`${saved.callbackUrl}?${params.toString()}`), {
      pkceCodeVerifier: saved.verifier,
      expectedState: saved.state,
      ...(saved.nonce ? { expectedNonce: saved.nonce } : {}),
      idTokenExpected: flow.usesNonce,
    });
    const claims = await flow.claims(configuration, tokens);
    return claimsProfile(flow.settings, claims, tokens.refresh_token ? { refreshToken: tokens.refresh_token } : null);
  } catch (error) {
    throw idpError(provider, error);
  }
}

/** The IdP's answer: the query string (GET) or the form (POST, response_mode=form_post). */
function callbackParams(request: FastifyRequest): URLSearchParams {
  if (request.method === 'POST') return request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
  const mark = request.url.indexOf('?');
  return new URLSearchParams(mark === -1 ? '' : request.url.slice(mark + 1));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
