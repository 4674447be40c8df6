import type { Config } from '../config/load-config.js';

export const REFRESH_COOKIE = 'directus_refresh_token';
export const SESSION_COOKIE = 'directus_session_token';

export interface CookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  domain?: string;
  /** Seconds. */
  maxAge: number;
}

/** `directus_refresh_token`: HttpOnly, SameSite=Lax, Max-Age REFRESH_TOKEN_TTL (reference section 11). */
export function refreshCookieOptions(config: Config): CookieOptions {
  return cookieOptions(config.REFRESH_TOKEN_TTL, config.REFRESH_TOKEN_COOKIE_SECURE, config.REFRESH_TOKEN_COOKIE_DOMAIN);
}

/** `directus_session_token`: the access JWT itself, for SESSION_COOKIE_TTL. */
export function sessionCookieOptions(config: Config): CookieOptions {
  return cookieOptions(config.SESSION_COOKIE_TTL, config.SESSION_COOKIE_SECURE, config.SESSION_COOKIE_DOMAIN);
}

function cookieOptions(ttlMs: number, secure: boolean, domain: string | undefined): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, ...(domain ? { domain } : {}), maxAge: Math.floor(ttlMs / 1000) };
}
