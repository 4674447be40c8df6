import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcServer, type OidcTestServer } from '../../../../test/harness/oidc-server.js';
import { ssoSignIn } from '../../../../test/harness/sso-browser.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
type TokenBody = { data: { access_token: string; refresh_token: string; expires: number } };

const ACCOUNTS = {
  alice: { sub: 'alice-sub', email: 'Alice@Example.com', given_name: 'Alice', family_name: 'Liddell' },
  bob: { sub: 'bob-sub', email: 'bob@example.com', groups: ['staff', 'editors'] },
  carol: { sub: 'carol-sub', email: 'carol@example.com' },
  dave: { sub: 'dave-sub', email: 'dave@example.com' },
};

describe.each(DATABASES)('OpenID sign-in creates and links users on %s', (client) => {
  let idp: OidcTestServer;
  let server: TestServer;
  const defaultRole = randomUUID();
  const editorRole = randomUUID();
  beforeAll(async () => {
    idp = await startOidcServer();
    server = await startTestServer({
      client,
      env: {
        ...idp.providerEnv('corp', {
          ALLOW_PUBLIC_REGISTRATION: 'true',
          DEFAULT_ROLE_ID: defaultRole,
          ROLE_MAPPING: JSON.stringify({ editors: editorRole }),
        }),
        ...idp.providerEnv('closed'),
        AUTH_PROVIDERS: 'corp,closed',
        LOGIN_RATE_LIMIT_POINTS: '100000',
      },
    });
    await server.createRole({ id: defaultRole, name: 'Staff' });
    await server.createRole({ id: editorRole, name: 'Editors' });
    idp.configure({
      redirectUris: [`${server.url}/auth/login/corp/callback`, `${server.url}/auth/login/closed/callback`],
      accounts: ACCOUNTS,
    });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const usersWith = (email: string) =>
    server.server.ctx
      .db('directus_users')
      .whereRaw('lower(email) = ?', [email])
      .select('id', 'role', 'provider', 'external_identifier', 'first_name', 'last_name', 'status');

  it('creates the user with the default role at the first sign-in and links the second to the same user', async () => {
    const first = await ssoSignIn(server, idp, 'corp', 'alice');
    expect(first.status).toBe(200);
    const tokens = ((await first.json()) as TokenBody).data;
    const [created, ...others] = await usersWith('alice@example.com');
    expect(others).toHaveLength(0);
    expect(created).toMatchObject({
      role: defaultRole,
      provider: 'corp',
      external_identifier: 'alice-sub',
      first_name: 'Alice',
      last_name: 'Liddell',
      status: 'active',
    });
    const me = await server.request('/users/me', { token: tokens.access_token });
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe(created!.id);

    const second = await ssoSignIn(server, idp, 'corp', 'alice');
    expect(second.status).toBe(200);
    const again = await usersWith('alice@example.com');
    expect(again.map((user) => user.id)).toEqual([created!.id]);
  });

  it('gives the role ROLE_MAPPING names for one of the IdP groups', async () => {
    expect((await ssoSignIn(server, idp, 'corp', 'bob')).status).toBe(200);
    expect(await usersWith('bob@example.com')).toMatchObject([{ role: editorRole, external_identifier: 'bob-sub' }]);
  });

  it('does not take over a local account with the same e-mail', async () => {
    const local = await server.createUser({ email: 'carol@example.com' });
    const response = await ssoSignIn(server, idp, 'corp', 'carol');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await usersWith('carol@example.com')).toMatchObject([{ id: local.id, provider: 'default', external_identifier: null }]);
    expect((await server.login(local.email, local.password)).access_token).toBeTruthy();
  });

  it('refuses an unknown person when ALLOW_PUBLIC_REGISTRATION is off', async () => {
    const response = await ssoSignIn(server, idp, 'closed', 'dave');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await usersWith('dave@example.com')).toEqual([]);
  });
});
