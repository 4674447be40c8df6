import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_TEST_CLIENT, startOidcServer, type OidcTestServer } from '../../../../test/harness/oidc-server.js';
import { returnFromIdp, ssoSignIn, startSso } from '../../../../test/harness/sso-browser.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { readAuthData } from '../external-user.js';

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
type TokenBody = { data: { access_token: string; refresh_token: string; expires: number } };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;

const ACCOUNTS = {
  erin: { sub: 'erin-sub', email: 'erin@example.com', given_name: 'Erin' },
  frank: { sub: 'frank-sub', email: 'frank@example.com' },
  gina: { sub: 'gina-sub', email: 'gina@example.com' },
  proto: { sub: 'proto-sub', email: 'proto@example.com', groups: ['constructor', '__proto__'] },
  vera: { sub: 'vera-sub', email: 'vera@example.com', email_verified: true },
  uma: { sub: 'uma-sub', email: 'uma@example.com', email_verified: false },
};
const PROVIDERS = ['edge', 'constructor', 'hostile', 'verified', 'down'];

// Protocol edges: the same on every database, so SQLite only.
describe('OpenID sign-in: the redirect flow, its cookie and its refusals', () => {
  let idp: OidcTestServer;
  let server: TestServer;
  const protoRole = randomUUID();
  beforeAll(async () => {
    idp = await startOidcServer();
    const open = { ALLOW_PUBLIC_REGISTRATION: 'true' };
    server = await startTestServer({
      env: {
        ...idp.providerEnv('edge', {
          ...open,
          LABEL: 'Company SSO',
          ICON: 'key',
          PARAMS: JSON.stringify({ ui_locales: 'de' }),
          // Written as text: an object literal's __proto__ would set a prototype, not a key.
          ROLE_MAPPING: `{"__proto__":"${protoRole}"}`,
        }),
        ...idp.providerEnv('constructor', { ...open, MODE: 'cookie', REDIRECT_ALLOW_LIST: 'https://app.example.org/signed-in' }),
        ...idp.providerEnv('hostile', { ...open, IDENTIFIER_KEY: 'constructor' }),
        ...idp.providerEnv('verified', { ...open, REQUIRE_VERIFIED_EMAIL: 'true' }),
        ...idp.providerEnv('down', { ISSUER_URL: 'http://127.0.0.1:1' }),
        AUTH_PROVIDERS: PROVIDERS.join(','),
        LOGIN_RATE_LIMIT_POINTS: '100000',
      },
    });
    await server.createRole({ id: protoRole, name: 'Proto' });
    idp.configure({ redirectUris: PROVIDERS.map((name) => `${server.url}/auth/login/${name}/callback`), accounts: ACCOUNTS });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const secret = () => new TextEncoder().encode(server.server.ctx.secrets.secret);
  /** The flow cookie re-signed with the real secret after `change` (what only a thief of SECRET could do). */
  const resign = (cookie: string, change: Record<string, unknown>, expiresAt?: number) => {
    const { iat: _iat, exp, ...claims } = decodeJwt(cookie);
    return new SignJWT({ ...claims, ...change })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(expiresAt ?? exp!)
      .sign(secret());
  };
  const userOf = (email: string) => server.server.ctx.db('directus_users').where('email', email).first('id', 'role', 'auth_data');

  it('GET /auth lists the providers with label and icon', async () => {
    const body = (await (await server.request('/auth')).json()) as { data: Array<Record<string, unknown>> };
    expect(body.data).toContainEqual({ name: 'edge', label: 'Company SSO', driver: 'openid', icon: 'key' });
    expect(body.data).toContainEqual({ name: 'constructor', label: 'constructor', driver: 'openid', icon: null });
  });

  it('sends the browser to the IdP with PKCE S256, state, nonce, PARAMS and prompt, in a short-lived path-bound cookie', async () => {
    const start = await startSso(server, 'edge', '?prompt=true');
    expect(start.response.status).toBe(302);
    const url = new URL(start.authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(OIDC_TEST_CLIENT.id);
    expect(params.get('redirect_uri')).toBe(`${server.url}/auth/login/edge/callback`);
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('ui_locales')).toBe('de');
    expect(params.get('prompt')).toBe('consent');
    const setCookie = start.response.headers.getSetCookie().find((line) => line.startsWith('oauth2.edge='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/auth\/login\/edge(;|$)/);
    expect(setCookie).toMatch(/Max-Age=300/);
    const claims = decodeJwt(start.flowCookie);
    expect(claims.state).toBe(params.get('state'));
    expect(claims.aud).toBe('oauth2.edge');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
  });

  it('refuses an off-list redirect before leaving for the IdP', async () => {
    const start = await startSso(server, 'edge', `?redirect=${encodeURIComponent('https://evil.example.net/steal')}`);
    expect(start.response.status).toBe(400);
    expect(await codeOf(start.response)).toBe('INVALID_PAYLOAD');
    expect(start.response.headers.get('location')).toBeNull();
    expect(start.flowCookie).toBe('');
  });

  it('session mode: a redirect sets the session cookie, which works, and clears the flow cookie', async () => {
    const response = await ssoSignIn(server, idp, 'edge', 'erin', { query: '?redirect=%2Fadmin%2Fcontent' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/content');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((line) => line.startsWith('oauth2.edge=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookies.some((line) => line.startsWith('directus_refresh_token='))).toBe(false);
    const session = cookies.find((line) => line.startsWith('directus_session_token='))!.split(';')[0]!;
    const me = await server.request('/users/me', { headers: { cookie: session } });
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe((await userOf('erin@example.com'))!.id);
  });

  it('cookie mode (a provider called "constructor"): a redirect to an allow-listed URL sets the refresh cookie', async () => {
    const target = 'https://app.example.org/signed-in';
    const response = await ssoSignIn(server, idp, 'constructor', 'frank', { query: `?redirect=${encodeURIComponent(target)}` });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith('directus_session_token='))).toBe(false);
    const refresh = cookies.find((line) => line.startsWith('directus_refresh_token='))!.split(';')[0]!;
    const refreshed = await server.request('/auth/refresh', { method: 'POST', json: { mode: 'json' }, headers: { cookie: refresh } });
    expect(refreshed.status).toBe(200);
    expect(await server.server.ctx.db('directus_users').where('email', 'frank@example.com').first('provider')).toEqual({
      provider: 'constructor',
    });
  });

  it('accepts the answer as a form post (response_mode=form_post)', async () => {
    const start = await startSso(server, 'edge');
    const callback = new URL(await idp.authorize(start.authorizeUrl, 'gina'));
    const response = await fetch(`${server.url}${callback.pathname}`, {
      method: 'POST',
      headers: { cookie: `oauth2.edge=${start.flowCookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: callback.searchParams.toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as TokenBody).data.access_token).toBeTruthy();
  });

  it('refuses a tampered state: INVALID_TOKEN, or back to the redirect with ?reason=', async () => {
    const tamper = (trip: { callbackUrl: string }) => {
      const url = new URL(trip.callbackUrl);
      url.searchParams.set('state', 'x'.repeat(4000));
      trip.callbackUrl = url.toString();
    };
    const plain = await ssoSignIn(server, idp, 'edge', 'erin', { change: tamper });
    expect(plain.status).toBe(403);
    expect(await codeOf(plain)).toBe('INVALID_TOKEN');
    const redirected = await ssoSignIn(server, idp, 'edge', 'erin', { query: '?redirect=%2Fadmin%2Flogin%3Fx%3D1', change: tamper });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/admin/login?x=1&reason=INVALID_TOKEN');
  });

  it.each([
    ['missing', () => null],
    ['tampered', (cookie: string) => `${cookie.slice(0, -4)}AAAA`],
    ['expired', (cookie: string) => resign(cookie, {}, Math.floor(Date.now() / 1000) - 10)],
    ['of another provider', (cookie: string) => resign(cookie, { aud: 'oauth2.constructor' })],
    ['oversized', () => 'x'.repeat(9000)],
  ])('refuses a %s flow cookie with INVALID_TOKEN', async (_name, change: (cookie: string) => string | null | Promise<string>) => {
    const response = await ssoSignIn(server, idp, 'edge', 'erin', {
      change: async (trip) => {
        trip.flowCookie = await change(trip.flowCookie!);
      },
    });
    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe('INVALID_TOKEN');
  });

  it('refuses an IdP that answers with an error (the person declined) with INVALID_CREDENTIALS', async () => {
    const start = await startSso(server, 'edge');
    const state = new URL(start.authorizeUrl).searchParams.get('state')!;
    const callback = `${server.url}/auth/login/edge/callback?${new URLSearchParams({ error: 'access_denied', state, iss: idp.issuer })}`;
    const response = await returnFromIdp(callback, 'edge', start.flowCookie);
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a redirect given twice', async () => {
    const start = await startSso(server, 'edge', '?redirect=%2Fa&redirect=%2Fb');
    expect(start.response.status).toBe(400);
    expect(await codeOf(start.response)).toBe('INVALID_PAYLOAD');
  });

  it('refuses a wrong PKCE verifier (the IdP will not exchange the code) with INVALID_CREDENTIALS', async () => {
    const change = async (trip: { flowCookie: string | null }) => {
      trip.flowCookie = await resign(trip.flowCookie!, { verifier: 'a'.repeat(43) });
    };
    const plain = await ssoSignIn(server, idp, 'edge', 'erin', { change });
    expect(plain.status).toBe(401);
    expect(await codeOf(plain)).toBe('INVALID_CREDENTIALS');
    const redirected = await ssoSignIn(server, idp, 'edge', 'erin', { query: '?redirect=%2Fadmin%2Flogin', change });
    expect(redirected.headers.get('location')).toBe('/admin/login?reason=INVALID_CREDENTIALS');
  });

  it('announces auth.login with its status, user and provider after each attempt', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const stop = server.server.ctx.events.onAction('auth.login', (meta) => void seen.push({ ...meta }));
    try {
      expect((await ssoSignIn(server, idp, 'edge', 'erin')).status).toBe(200);
      const failed = await ssoSignIn(server, idp, 'edge', 'erin', {
        change: async (trip) => {
          trip.flowCookie = await resign(trip.flowCookie!, { verifier: 'b'.repeat(43) });
        },
      });
      expect(failed.status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stop();
    }
    const erin = (await userOf('erin@example.com'))!.id;
    expect(seen).toEqual([
      expect.objectContaining({ event: 'auth.login', status: 'success', user: erin, provider: 'edge' }),
      expect.objectContaining({ event: 'auth.login', status: 'fail', user: null, provider: 'edge' }),
    ]);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const response = await ssoSignIn(server, idp, 'edge', 'erin', {
      change: async (trip) => {
        trip.flowCookie = await resign(trip.flowCookie!, { nonce: 'another-nonce-of-sufficient-length' });
      },
    });
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_CREDENTIALS');
  });

  it('uses a flow once: the same cookie and code again are refused', async () => {
    const start = await startSso(server, 'edge');
    const callback = await idp.authorize(start.authorizeUrl, 'erin');
    expect((await returnFromIdp(callback, 'edge', start.flowCookie)).status).toBe(200);
    const replay = await returnFromIdp(callback, 'edge', start.flowCookie);
    expect(replay.status).toBe(401);
    expect(await codeOf(replay)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a form post larger than the callback accepts with 413', async () => {
    const response = await fetch(`${server.url}/auth/login/edge/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `state=${'x'.repeat(70_000)}`,
    });
    expect(response.status).toBe(413);
    expect(await codeOf(response)).toBe('CONTENT_TOO_LARGE');
  });

  it('maps a group called __proto__ like any other and ignores a claim named by IDENTIFIER_KEY=constructor that is not there', async () => {
    expect((await ssoSignIn(server, idp, 'edge', 'proto')).status).toBe(200);
    expect((await userOf('proto@example.com'))!.role).toBe(protoRole);
    const hostile = await ssoSignIn(server, idp, 'hostile', 'vera');
    expect(hostile.status).toBe(401);
    expect(await codeOf(hostile)).toBe('INVALID_CREDENTIALS');
    expect(await userOf('vera@example.com')).toBeUndefined();
  });

  it('REQUIRE_VERIFIED_EMAIL refuses an e-mail the IdP has not verified', async () => {
    const unverified = await ssoSignIn(server, idp, 'verified', 'uma');
    expect(unverified.status).toBe(401);
    expect(await codeOf(unverified)).toBe('INVALID_CREDENTIALS');
    expect((await ssoSignIn(server, idp, 'verified', 'vera')).status).toBe(200);
  });

  it('answers 503 SERVICE_UNAVAILABLE when the issuer cannot be discovered, and the server keeps working', async () => {
    const response = await server.request('/auth/login/down', { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(await codeOf(response)).toBe('SERVICE_UNAVAILABLE');
    expect((await server.request('/auth')).status).toBe(200);
  });

  it('POST /auth/refresh refreshes the IdP tokens (kept encrypted) and fails once the IdP revokes them', async () => {
    const signedIn = await ssoSignIn(server, idp, 'edge', 'erin');
    let tokens = ((await signedIn.json()) as TokenBody).data;
    const before = (await userOf('erin@example.com'))!;
    const first = readAuthData(server.server.ctx, before.auth_data)!.refreshToken as string;
    expect(first).toEqual(expect.any(String));
    expect(JSON.stringify(before.auth_data)).not.toContain(first);

    const refreshed = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: tokens.refresh_token } });
    expect(refreshed.status).toBe(200);
    tokens = ((await refreshed.json()) as TokenBody).data;
    const after = (await userOf('erin@example.com'))!;
    const second = readAuthData(server.server.ctx, after.auth_data)!.refreshToken as string;
    expect(second).not.toBe(first);
    expect(JSON.stringify(after.auth_data)).not.toContain(second);

    const revoked = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: second, client_id: OIDC_TEST_CLIENT.id, client_secret: OIDC_TEST_CLIENT.secret }),
    });
    expect(revoked.status).toBe(200);
    const refused = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: tokens.refresh_token } });
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('INVALID_CREDENTIALS');
  });
});

describe('OpenID and OAuth 2.0 settings are checked at start', () => {
  const base = (driver: string) => ({
    AUTH_PROVIDERS: 'bad',
    AUTH_BAD_DRIVER: driver,
    AUTH_BAD_CLIENT_ID: 'id',
    AUTH_BAD_CLIENT_SECRET: 's',
  });
  it.each([
    [
      'a missing CLIENT_ID',
      { ...base('openid'), AUTH_BAD_CLIENT_ID: '', AUTH_BAD_ISSUER_URL: 'https://idp.example.org' },
      'AUTH_BAD_CLIENT_ID is required',
    ],
    ['a missing ISSUER_URL', base('openid'), 'AUTH_BAD_ISSUER_URL is required'],
    [
      'an ISSUER_URL that is no URL',
      { ...base('openid'), AUTH_BAD_ISSUER_URL: 'idp.example.org' },
      'AUTH_BAD_ISSUER_URL must be an http(s) URL',
    ],
    [
      'PARAMS that is not JSON',
      { ...base('openid'), AUTH_BAD_ISSUER_URL: 'https://idp.example.org', AUTH_BAD_PARAMS: '{' },
      'AUTH_BAD_PARAMS must be a JSON object',
    ],
    [
      'PARAMS that replaces the state',
      { ...base('openid'), AUTH_BAD_ISSUER_URL: 'https://i.example.org', AUTH_BAD_PARAMS: '{"state":"x"}' },
      'AUTH_BAD_PARAMS may not set "state"',
    ],
    [
      'a bad REQUIRE_VERIFIED_EMAIL',
      { ...base('openid'), AUTH_BAD_ISSUER_URL: 'https://i.example.org', AUTH_BAD_REQUIRE_VERIFIED_EMAIL: 'maybe' },
      'AUTH_BAD_REQUIRE_VERIFIED_EMAIL must be true or false',
    ],
    [
      'an oauth2 provider without PROFILE_URL',
      { ...base('oauth2'), AUTH_BAD_AUTHORIZE_URL: 'https://i.example.org/a', AUTH_BAD_ACCESS_URL: 'https://i.example.org/t' },
      'AUTH_BAD_PROFILE_URL is required',
    ],
  ])('refuses %s, naming the variable', async (_name, env, message) => {
    await expect(startTestServer({ env })).rejects.toThrow(message);
  });
});

describe('OpenID discovery waits for the first sign-in', () => {
  let idp: OidcTestServer;
  let server: TestServer;
  beforeAll(async () => {
    idp = await startOidcServer();
    // The IdP answers 503 until configure(): the server must start anyway.
    server = await startTestServer({ env: { ...idp.providerEnv('late'), LOGIN_RATE_LIMIT_POINTS: '3' } });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('answers 503 while the IdP is down and discovers it at the next sign-in once it is up', async () => {
    const early = await server.request('/auth/login/late', { redirect: 'manual' });
    expect(early.status).toBe(503);
    expect(await codeOf(early)).toBe('SERVICE_UNAVAILABLE');
    idp.configure({ redirectUris: [`${server.url}/auth/login/late/callback`], accounts: ACCOUNTS });
    const later = await startSso(server, 'late');
    expect(later.response.status).toBe(302);
    expect(later.authorizeUrl.startsWith(`${idp.issuer}/auth?`)).toBe(true);
  });

  it('limits callback attempts per address with the login rate limiter', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await server.request('/auth/login/late/callback?code=x&state=y')).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});
