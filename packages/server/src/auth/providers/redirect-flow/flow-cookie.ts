import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../../app-context.js';
import { invalidToken } from '../../../errors/error-helpers.js';
import type { ProviderConfig } from '../provider-config.js';

/** What a sign-in needs to remember between leaving for the IdP and coming back. */
export interface FlowState {
  /** The PKCE code verifier (S256). */
  verifier: string;
  state: string;
  /** OpenID only. */
  nonce: string | null;
  /** The checked `?redirect=`, or null for a JSON answer. */
  redirect: string | null;
  /** The callback URL sent to the IdP; the code exchange must name the same one. */
  callbackUrl: string;
}

const LIFETIME_SECONDS = 5 * 60;

export const flowCookieName = (provider: ProviderConfig) => `oauth2.${provider.name}`;

/** The cookie's options: only this provider's login paths see it, for five minutes. */
export function flowCookieOptions(ctx: Pick<AppContext, 'config'>, provider: ProviderConfig) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: `/auth/login/${provider.name}`,
    secure: ctx.config.SESSION_COOKIE_SECURE,
    maxAge: LIFETIME_SECONDS,
  };
}

/** The state as a JWT signed with the project secret, for this provider only. */
export function signFlowState(ctx: Pick<AppContext, 'secrets'>, provider: ProviderConfig, state: FlowState): Promise<string> {
  return new SignJWT({ ...state })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(flowCookieName(provider))
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(keyOf(ctx));
}

/** The state from the cookie; missing, expired, tampered or another provider's → INVALID_TOKEN. */
export async function verifyFlowState(
  ctx: Pick<AppContext, 'secrets'>,
  provider: ProviderConfig,
  cookie: string | undefined,
): Promise<FlowState> {
  if (!cookie || cookie.length > 8192) throw invalidToken();
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(cookie, keyOf(ctx), { audience: flowCookieName(provider), algorithms: ['HS256'] }));
  } catch {
    throw invalidToken();
  }
  const { verifier, state, nonce, redirect, callbackUrl } = payload;
  if (typeof verifier !== 'string' || typeof state !== 'string' || typeof callbackUrl !== 'string') throw invalidToken();
  return {
    verifier,
    state,
    nonce: typeof nonce === 'string' ? nonce : null,
    redirect: typeof redirect === 'string' ? redirect : null,
    callbackUrl,
  };
}

function keyOf(ctx: Pick<AppContext, 'secrets'>): Uint8Array {
  return new TextEncoder().encode(ctx.secrets.secret);
}
