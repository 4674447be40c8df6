/**
 * A fetch that keeps cookies the way a browser does for `credentials: 'include'`: it stores each
 * Set-Cookie of an answer (a `Max-Age=0` or past `Expires` removes it) and sends the jar back in a
 * Cookie header. Node's fetch has no cookie jar, so cookie-mode sessions need this in tests.
 */
export function cookieJarFetch(inner: typeof globalThis.fetch = globalThis.fetch) {
  const jar = new Map<string, string>();
  const credentialsSeen: Array<RequestCredentials | undefined> = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    credentialsSeen.push(init.credentials);
    const headers = new Headers(init.headers);
    // Like a browser, cookies go along only when the caller asked for them.
    if (init.credentials === 'include' && jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await inner(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) store(line);
    return response;
  };

  function store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
    const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
    const isExpired =
      (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) ||
      (expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now());
    if (isExpired || value === '') jar.delete(name);
    else jar.set(name, value);
  }

  return { fetch: fetch as typeof globalThis.fetch, jar, credentialsSeen };
}
