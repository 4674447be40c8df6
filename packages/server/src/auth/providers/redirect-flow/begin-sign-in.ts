import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildAuthorizationUrl, calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { AppContext } from '../../../app-context.js';
import type { ProviderConfig } from '../provider-config.js';
import { allowedRedirect } from '../sso-redirect.js';
import { callbackUrlOf } from './callback-url.js';
import { flowCookieName, flowCookieOptions, signFlowState } from './flow-cookie.js';
import type { RedirectFlow } from './redirect-flow.js';

const PROMPT_VALUES = new Set(['true', '1', 'consent']);

/**
 * `GET /auth/login/<name>?redirect=&prompt=`: the redirect is checked before the browser leaves,
 * then a 302 to the IdP with PKCE (S256), a random state and (OpenID) nonce, all remembered in
 * the signed `oauth2.<name>` cookie.
 */
export function beginSignIn(ctx: AppContext, provider: ProviderConfig, flow: RedirectFlow) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const redirect = allowedRedirect(ctx, provider, query.redirect);
    const configuration = await flow.configuration();
    const verifier = randomPKCECodeVerifier();
    const state = randomState();
    const nonce = flow.usesNonce ? randomNonce() : null;
    const callbackUrl = callbackUrlOf(ctx, provider, request);
    const params = new URLSearchParams([...flow.settings.params]);
    params.set('response_type', 'code');
    params.set('scope', flow.settings.scope);
    params.set('redirect_uri', callbackUrl);
    params.set('code_challenge', await calculatePKCECodeChallenge(verifier));
    params.set('code_challenge_method', 'S256');
    params.set('state', state);
    if (nonce) params.set('nonce', nonce);
    if (typeof query.prompt === 'string' && PROMPT_VALUES.has(query.prompt)) params.set('prompt', 'consent');
    const cookie = await signFlowState(ctx, provider, { verifier, state, nonce, redirect, callbackUrl });
    void reply.setCookie(flowCookieName(provider), cookie, flowCookieOptions(ctx, provider));
    return reply.redirect(buildAuthorizationUrl(configuration, params).href, 302);
  };
}
