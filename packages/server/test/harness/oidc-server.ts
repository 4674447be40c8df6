import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface OidcTestAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface OidcTestServer {
  /** The issuer URL (http://127.0.0.1:<port>), listening before configure(). */
  issuer: string;
  /** AUTH_PROVIDERS-style variables for an `openid` provider called `name` using this server's client: AUTH_<NAME>_DRIVER, CLIENT_ID, CLIENT_SECRET, ISSUER_URL, plus `extra` (keys without the AUTH_<NAME>_ prefix). Includes AUTH_PROVIDERS=name. */
  providerEnv(name: string, extra?: Record<string, string>): Record<string, string>;
  /** Creates the provider behind the listening socket, with the client's redirect URIs (the Tessera callback URLs, known once Tessera listens). */
  configure(options: { redirectUris: string[]; accounts: Record<string, OidcTestAccount> }): void;
  /** Drives the IdP's own login and consent pages (oidc-provider's dev interactions) for `login` (a key of accounts) from an authorize URL, with cookies, and returns the final redirect to the callback (a URL string). */
  authorize(authorizeUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

export const OIDC_TEST_CLIENT = { id: 'tessera-test-client', secret: 'tessera-test-client-secret-long-enough' } as const;

/**
 * A real OpenID provider (oidc-provider with its development login and consent pages) on an
 * ephemeral port. It listens at once, so its issuer can go into Tessera's settings; the provider
 * itself is created by configure(), once Tessera's callback URLs are known.
 */
export async function startOidcServer(): Promise<OidcTestServer> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | null = null;
  let accounts: Record<string, OidcTestAccount> = {};
  const server = createServer((request, response) => {
    if (!handler) return void response.writeHead(503, { 'content-type': 'text/plain' }).end('not configured yet');
    if (request.method === 'POST' && request.url?.startsWith('/interaction/')) {
      loginAsSub(request, accounts).then(
        () => handler!(request, response),
        () => response.destroy(),
      );
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };

  return {
    issuer,
    providerEnv(name, extra = {}) {
      const prefix = `AUTH_${name.toUpperCase()}_`;
      const env: Record<string, string> = {
        AUTH_PROVIDERS: name,
        [`${prefix}DRIVER`]: 'openid',
        [`${prefix}CLIENT_ID`]: OIDC_TEST_CLIENT.id,
        [`${prefix}CLIENT_SECRET`]: OIDC_TEST_CLIENT.secret,
        [`${prefix}ISSUER_URL`]: issuer,
      };
      for (const [key, value] of Object.entries(extra)) env[`${prefix}${key}`] = value;
      return env;
    },
    configure(options) {
      accounts = options.accounts;
      const provider = new Provider(issuer, providerConfiguration(options.redirectUris, accounts, signingKey));
      handler = provider.callback();
    },
    authorize: (authorizeUrl, login) => driveInteractions(issuer, authorizeUrl, login),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function providerConfiguration(redirectUris: string[], accounts: Record<string, OidcTestAccount>, signingKey: Record<string, unknown>) {
  const bySub = new Map(Object.values(accounts).map((account) => [account.sub, account]));
  return {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'groups'] },
    features: { devInteractions: { enabled: true }, revocation: { enabled: true } },
    // Every code grant gets a refresh token, rotated on each use, so a refresh visibly changes what Tessera keeps.
    issueRefreshToken: () => true,
    rotateRefreshToken: () => true,
    findAccount: (_ctx: unknown, id: string) => {
      const account = bySub.get(id);
      if (!account) return undefined;
      return { accountId: account.sub, claims: () => ({ ...account }) };
    },
  };
}

/**
 * oidc-provider makes the account id the `sub`, and its dev login form takes any text as the
 * account id; so the login typed (a key of `accounts`) is swapped for that account's `sub` before
 * oidc-provider reads the form (it takes an already-read body from `request.body`).
 */
async function loginAsSub(request: IncomingMessage, accounts: Record<string, OidcTestAccount>): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const login = form.get('login');
  if (form.get('prompt') === 'login' && login !== null && Object.hasOwn(accounts, login)) form.set('login', accounts[login]!.sub);
  (request as IncomingMessage & { body?: string }).body = form.toString();
}

/** Follows the IdP's redirects with a cookie jar, fills its login form with `login` and accepts consent. */
async function driveInteractions(issuer: string, authorizeUrl: string, login: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step += 1) {
    const headers = new Headers({ cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') });
    if (form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response: Response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form, redirect: 'manual' });
    form = null;
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(`${issuer}/`)) return next;
      url = next;
      continue;
    }
    const html: string = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt: string | undefined = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt)
      throw new Error(`the IdP answered ${response.status} at ${url}: ${html.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error(`the IdP did not send the browser back within 20 steps (last at ${url})`);
}
