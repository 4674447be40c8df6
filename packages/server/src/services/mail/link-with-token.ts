import type { Config } from '../../config/load-config.js';

/**
 * The link a mail carries: the caller's allowed URL, or PUBLIC_URL + `defaultPath`, with `?token=`.
 * Never built from the request's Host header, which a caller controls.
 */
export function linkWithToken(config: Pick<Config, 'PUBLIC_URL'>, url: string | undefined, defaultPath: string, token: string): string {
  if (url) {
    const link = new URL(url);
    link.searchParams.set('token', token);
    return link.toString();
  }
  const base = config.PUBLIC_URL.endsWith('/') ? config.PUBLIC_URL : `${config.PUBLIC_URL}/`;
  try {
    const link = new URL(defaultPath, base);
    link.searchParams.set('token', token);
    return link.toString();
  } catch {
    // PUBLIC_URL is relative (the default "/"): the best that can be done without trusting the request.
    return `${base}${defaultPath}?token=${encodeURIComponent(token)}`;
  }
}
