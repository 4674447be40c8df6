/**
 * Whether a sandboxed extension may request `url` under its `requestedScopes.request.urls`.
 *
 * A scope is a URL prefix (`https://api.example.com/v1/`), optionally ending in `*`
 * (`https://api.example.com/*`), or a glob with `*` elsewhere, as the reference reads scopes (a `*`
 * stands for any run of characters: `http://*` and `https://*` allow every URL of their scheme,
 * as `@directus-labs/liquidjs-operation` asks; `https://*.example.com/*` any subdomain). Both sides
 * are parsed as URLs and compared by parts, never as raw text, so `https://api.example.com.evil.test`,
 * `https://api.example.com@evil.test` or `/v1/../admin` never pass for `https://api.example.com/v1`:
 * - scheme must be equal; the host (port included, default port dropped) equal, or matching the
 *   scope's host glob;
 * - the path must start with the scope's path: on a segment boundary (`/v1` allows `/v1` and
 *   `/v1/…`, not `/v10`), as plain text when the scope ends in `*`, or match its path glob;
 * - a scope that is not an http(s) URL, carries credentials, a query or a fragment allows nothing.
 * Private addresses stay refused whatever the scope (the outbound guard, IMPORT_IP_DENY_LIST).
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
  if (prefix.includes('*') || !/^https?:\/\/[^/*]/i.test(prefix)) return globAllows(scope, target);
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

const MAX_GLOB_LENGTH = 2_048;
const MAX_GLOB_STARS = 8;

/**
 * A scope with a `*` before its end, or one that is only a scheme and a wildcard (`http://*`): its
 * host part is matched against the target's host and its path part against the target's path, each
 * `*` standing for any run of characters. A `*` ending the host part with no path after it runs
 * over the rest of the URL, as the reference's glob does.
 */
function globAllows(scope: string, target: URL): boolean {
  // Bounded so that matching stays linear enough: a long glob of many stars could backtrack for long.
  if (scope.length > MAX_GLOB_LENGTH || scope.split('*').length - 1 > MAX_GLOB_STARS) return false;
  const parts = /^(https?):\/\/([^/?#@]+)(\/[^?#]*)?$/i.exec(scope);
  if (!parts) return false;
  const [, scheme, hostGlob, pathGlob] = parts as unknown as [string, string, string, string | undefined];
  if (`${scheme.toLowerCase()}:` !== target.protocol || target.username !== '' || target.password !== '') return false;
  if (!globRegExp(hostGlob.toLowerCase()).test(target.host)) return false;
  if (pathGlob === undefined) return hostGlob.endsWith('*') || target.pathname === '/';
  return pathGlob.includes('*') ? globRegExp(pathGlob).test(target.pathname) : pathAllowed(pathGlob, target.pathname, false);
}

function globRegExp(glob: string): RegExp {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}
