import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcServer, type OidcTestServer } from '../../../../test/harness/oidc-server.js';
import { ssoSignIn, startSso } from '../../../../test/harness/sso-browser.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../../test/harness/test-databases.js';
import { readAuthData } from '../external-user.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ extensions: { code: string } }> };
type TokenBody = { data: { access_token: string; refresh_token: string } };

const ACCOUNTS = {
  olga: { sub: 'olga-sub', email: 'olga@example.com' },
  pete: { sub: 'pete-sub', email: 'pete@example.com', groups: ['admins'] },
  quinn: { sub: 'quinn-sub', email: 'quinn@example.com' },
  taken: { sub: 'taken-sub', email: 'taken@example.com' },
};

// oidc-provider's endpoints as a plain OAuth 2.0 server: its userinfo (`/me`) is the profile URL, and
// it wants `openid` in the scope for that.
describe.each(DATABASES)('OAuth 2.0 sign-in on %s', (client) => {
  let idp: OidcTestServer;
  let server: TestServer;
  const defaultRole = randomUUID();
  const adminsRole = randomUUID();
  beforeAll(async () => {
    idp = await startOidcServer();
    server = await startTestServer({
      client,
      env: {
        ...idp.providerEnv('hub', {
          DRIVER: 'oauth2',
          AUTHORIZE_URL: `${idp.issuer}/auth`,
          ACCESS_URL: `${idp.issuer}/token`,
          PROFILE_URL: `${idp.issuer}/me`,
          SCOPE: 'openid email profile',
          ALLOW_PUBLIC_REGISTRATION: 'true',
          DEFAULT_ROLE_ID: defaultRole,
          ROLE_MAPPING: JSON.stringify({ admins: adminsRole }),
        }),
        LOGIN_RATE_LIMIT_POINTS: '100000',
      },
    });
    await server.createRole({ id: defaultRole, name: 'Hub users' });
    await server.createRole({ id: adminsRole, name: 'Hub admins' });
    idp.configure({ redirectUris: [`${server.url}/auth/login/hub/callback`], accounts: ACCOUNTS });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const usersWith = (email: string) =>
    server.server.ctx.db('directus_users').where('email', email).select('id', 'role', 'provider', 'external_identifier', 'auth_data');

  it('sends no nonce, uses PKCE and the configured scope', async () => {
    const params = new URL((await startSso(server, 'hub')).authorizeUrl).searchParams;
    expect(params.get('nonce')).toBeNull();
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('scope')).toBe('openid email profile');
  });

  it('creates the user from the profile (identified by e-mail) with the default role, then links the second sign-in', async () => {
    expect((await ssoSignIn(server, idp, 'hub', 'olga')).status).toBe(200);
    const [created] = await usersWith('olga@example.com');
    expect(created).toMatchObject({ role: defaultRole, provider: 'hub', external_identifier: 'olga@example.com' });
    expect((await ssoSignIn(server, idp, 'hub', 'olga')).status).toBe(200);
    expect((await usersWith('olga@example.com')).map((user) => user.id)).toEqual([created!.id]);
  });

  it('maps the profile groups through ROLE_MAPPING', async () => {
    expect((await ssoSignIn(server, idp, 'hub', 'pete')).status).toBe(200);
    expect(await usersWith('pete@example.com')).toMatchObject([{ role: adminsRole }]);
  });

  it('refreshes the provider refresh token on POST /auth/refresh', async () => {
    const tokens = ((await (await ssoSignIn(server, idp, 'hub', 'quinn')).json()) as TokenBody).data;
    const [before] = await usersWith('quinn@example.com');
    const refreshed = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: tokens.refresh_token } });
    expect(refreshed.status).toBe(200);
    const [after] = await usersWith('quinn@example.com');
    const tokenOf = (row: { auth_data: unknown }) => readAuthData(server.server.ctx, row.auth_data)?.refreshToken;
    expect(tokenOf(before!)).toEqual(expect.any(String));
    expect(tokenOf(after!)).toEqual(expect.any(String));
    expect(tokenOf(after!)).not.toBe(tokenOf(before!));
  });

  it("refuses a local account's e-mail (no takeover)", async () => {
    await server.createUser({ email: 'taken@example.com' });
    const response = await ssoSignIn(server, idp, 'hub', 'taken');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await usersWith('taken@example.com')).toMatchObject([{ provider: 'default', external_identifier: null }]);
  });
});

describe('OAuth 2.0 sign-in when the profile URL refuses the token', () => {
  let idp: OidcTestServer;
  let server: TestServer;
  beforeAll(async () => {
    idp = await startOidcServer();
    server = await startTestServer({
      env: idp.providerEnv('narrow', {
        DRIVER: 'oauth2',
        AUTHORIZE_URL: `${idp.issuer}/auth`,
        ACCESS_URL: `${idp.issuer}/token`,
        PROFILE_URL: `${idp.issuer}/me`,
        ALLOW_PUBLIC_REGISTRATION: 'true',
      }),
    });
    idp.configure({ redirectUris: [`${server.url}/auth/login/narrow/callback`], accounts: ACCOUNTS });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('answers INVALID_CREDENTIALS and creates nobody (the default scope "email" is not enough for userinfo)', async () => {
    const start = await startSso(server, 'narrow');
    expect(new URL(start.authorizeUrl).searchParams.get('scope')).toBe('email');
    const response = await ssoSignIn(server, idp, 'narrow', 'olga');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await server.server.ctx.db('directus_users').where('email', 'olga@example.com').first('id')).toBeUndefined();
  });
});
