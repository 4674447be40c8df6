/**
 * Whether a sandboxed extension may request `url` under its `requestedScopes.request.urls`.
 *
 * A scope is a URL prefix (`https://api.example.com/v1/`), optionally ending in `*` as the
 * reference's glob scopes do (`https://api.example.com/*`). Both sides are parsed as URLs and
 * compared by parts, never as raw text, so `https://api.example.com.evil.test`,
 * `https://api.example.com@evil.test` or `/v1/../admin` never pass for `https://api.example.com/v1`:
 * - scheme and host (port included, default port dropped) must be equal;
 * - the path must start with the scope's path: on a segment boundary (`/v1` allows `/v1` and
 *   `/v1/…`, not `/v10`), or as plain text when the scope ends in `*`;
 * - a scope that is not an http(s) URL, carries credentials, a query or a fragment, or has a `*`
 *   anywhere but at its end allows nothing.
 * Answers the URL to send (normalised, what was checked) or null when no scope allows it.
 */
export function urlInScope(url: string, scopes: readonly string[]): string | null {
  const target = parseHttpUrl(url);
  if (target === null) return null;
  return scopes.some((scope) => allows(scope, target)) ? target.href : null;
}

function allows(scope: string, target: URL): boolean {
  if (typeof scope !== 'string') return false;
  const isGlob = scope.endsWith('*');
  const prefix = isGlob ? scope.slice(0, -1) : scope;
  if (prefix.includes('*')) return false;
  const parsed = parseHttpUrl(prefix);
  if (parsed === null || parsed.username !== '' || parsed.password !== '' || parsed.search !== '' || parsed.hash !== '') return false;
  if (prefix.includes('?') || prefix.includes('#')) return false;
  if (parsed.protocol !== target.protocol || parsed.host !== target.host) return false;
  return pathAllowed(pathOf(prefix, parsed), target.pathname, isGlob);
}

/**
 * The scope's path as written (normalised by the URL parser), without the `/` the parser adds to a
 * bare origin when a glob follows it (`https://x.test*` allows every path of x.test).
 */
function pathOf(prefix: string, parsed: URL): string {
  const hasPath = /^[a-z][a-z0-9+.-]*:\/\/[^/]*\//i.test(prefix);
  return hasPath ? parsed.pathname : '';
}

function pathAllowed(scopePath: string, path: string, isGlob: boolean): boolean {
  if (isGlob || scopePath === '' || scopePath.endsWith('/')) return path.startsWith(scopePath);
  return path === scopePath || path.startsWith(`${scopePath}/`);
}

function parseHttpUrl(text: string): URL | null {
  if (typeof text !== 'string') return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
