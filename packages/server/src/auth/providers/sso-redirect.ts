import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isUrlAllowed } from '../../utils/is-url-allowed.js';
import { refreshCookieOptions, REFRESH_COOKIE, SESSION_COOKIE, sessionCookieOptions } from '../cookies.js';
import type { SignedIn } from '../login.js';
import type { ProviderConfig } from './provider-config.js';

/**
 * `?redirect=` of a provider sign-in, checked before the browser leaves: a path on this server
 * (`/admin/…`, never `//host`), PUBLIC_URL's origin, or an entry of the provider's
 * REDIRECT_ALLOW_LIST. Anything else is refused (400 INVALID_PAYLOAD), never followed.
 */
export function allowedRedirect(ctx: Pick<AppContext, 'config'>, provider: ProviderConfig, redirect: unknown): string | null {
  if (redirect === undefined || redirect === null || redirect === '') return null;
  if (typeof redirect !== 'string' || redirect.length > 2048) throw invalidPayload('"redirect" must be a URL');
  if (/^\/(?![/\\])/.test(redirect) && !hasControlOrBackslash(redirect)) return redirect;
  if (isUrlAllowed(redirect, provider.redirectAllowList)) return redirect;
  if (sameOrigin(redirect, ctx.config.PUBLIC_URL)) return redirect;
  throw invalidPayload(`URL "${redirect}" can't be used to redirect after login`);
}

/**
 * The end of a provider sign-in: with a redirect, the provider's MODE cookie (session, or refresh
 * token) and a 302 there; without one, the tokens as `POST /auth/login` answers them.
 */
export function completeSignIn(
  ctx: Pick<AppContext, 'config'>,
  reply: FastifyReply,
  provider: ProviderConfig,
  signedIn: SignedIn,
  redirect: string | null,
) {
  if (redirect === null)
    return reply.send({ data: { access_token: signedIn.accessToken, expires: signedIn.expires, refresh_token: signedIn.refreshToken } });
  if (provider.mode === 'session') void reply.setCookie(SESSION_COOKIE, signedIn.accessToken, sessionCookieOptions(ctx.config));
  else void reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, refreshCookieOptions(ctx.config));
  return reply.redirect(redirect, 302);
}

/** A failed provider sign-in with a redirect goes back there with `?reason=<ERROR_CODE>`; without one the error is thrown. */
export function failSignIn(reply: FastifyReply, redirect: string | null, error: unknown) {
  if (redirect === null) throw error;
  const code = isAppError(error) ? error.code : 'SERVICE_UNAVAILABLE';
  const [path, query = ''] = splitQuery(redirect);
  const params = new URLSearchParams(query);
  params.set('reason', code);
  return reply.redirect(`${path}?${params.toString()}`, 302);
}

function splitQuery(url: string): [string, string] {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  return mark === -1 ? [withoutHash, ''] : [withoutHash.slice(0, mark), withoutHash.slice(mark + 1)];
}

function hasControlOrBackslash(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

function sameOrigin(url: string, publicUrl: string): boolean {
  try {
    const target = new URL(url);
    const own = new URL(publicUrl);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === own.origin;
  } catch {
    return false;
  }
}
