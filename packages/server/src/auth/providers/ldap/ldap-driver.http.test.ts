import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ldapProviderEnv } from '../../../../test/harness/ldap-provider-env.js';
import { startLdapServer, type LdapTestServer } from '../../../../test/harness/ldap-server.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Tokens = { data: { access_token: string; refresh_token: string; expires: number } };

describe.each(DATABASES)('LDAP sign-in creates, then links directory users on %s', (client) => {
  let directory: LdapTestServer;
  let server: TestServer;
  const editorRole = randomUUID();
  const staffRole = randomUUID();
  const defaultRole = randomUUID();
  beforeAll(async () => {
    directory = await startLdapServer({
      users: [
        { cn: 'alice', uid: 'alice', password: 'alice-pass', mail: 'Alice@Example.org', givenName: 'Alice', sn: 'Archer' },
        { cn: 'bob', uid: 'bob', password: 'bob-pass', mail: 'bob@example.org', givenName: 'Bob', sn: 'Baker' },
        { cn: 'carol', uid: 'carol', password: 'carol-pass', givenName: 'Carol' },
      ],
      groups: [
        { cn: 'editors', members: ['alice'] },
        { cn: 'staff', members: ['bob'] },
      ],
    });
    server = await startTestServer({
      client,
      env: {
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '100000',
        AUTH_PROVIDERS: 'corp',
        ...ldapProviderEnv('corp', directory, {
          DEFAULT_ROLE_ID: defaultRole,
          // Keys may be a group's DN or its cn.
          ROLE_MAPPING: JSON.stringify({ [`cn=editors,${directory.groupsDn}`]: editorRole, staff: staffRole }),
          SYNC_USER_INFO: 'true',
        }),
      },
    });
    await server.createRole({ id: editorRole, name: 'Editors' });
    await server.createRole({ id: staffRole, name: 'Staff' });
    await server.createRole({ id: defaultRole, name: 'Directory users' });
  });
  afterAll(async () => {
    await server?.close();
    await directory?.close();
  });

  const signIn = (json: Record<string, unknown>) => server.request('/auth/login/corp', { method: 'POST', json });
  const userByDn = (dn: string) =>
    server.server.ctx
      .db('directus_users')
      .where({ provider: 'corp', external_identifier: dn })
      .first('id', 'email', 'first_name', 'last_name', 'role', 'status', 'password');

  it('creates the user on the first sign-in with the mapped role (group DN key) and answers json tokens', async () => {
    const response = await signIn({ identifier: 'alice', password: 'alice-pass' });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Tokens;
    expect(data.access_token).toBeTruthy();
    expect(data.refresh_token).toBeTruthy();
    const row = await userByDn(directory.dnOf('alice'));
    expect(row).toMatchObject({ email: 'alice@example.org', first_name: 'Alice', last_name: 'Archer', role: editorRole, status: 'active' });
    expect(row.password).toBeNull();
    const me = await server.request('/users/me?fields=id,email', { token: data.access_token });
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe(row.id);
  });

  it('links the same user on the next sign-in (no second account) and syncs changed directory info', async () => {
    const first = await userByDn(directory.dnOf('alice'));
    directory.addUser({ cn: 'alice', uid: 'alice', password: 'alice-pass', mail: 'alice@example.org', givenName: 'Alicia', sn: 'Archer' });
    expect((await signIn({ identifier: 'alice', password: 'alice-pass' })).status).toBe(200);
    const again = await userByDn(directory.dnOf('alice'));
    expect(again.id).toBe(first.id);
    expect(again.first_name).toBe('Alicia');
    const count = await server.server.ctx.db('directus_users').where('provider', 'corp').count({ n: '*' });
    expect(Number(count[0]!.n)).toBe(1);
  });

  it('maps a group by its cn, and a user in no mapped group gets DEFAULT_ROLE_ID', async () => {
    expect((await signIn({ identifier: 'bob', password: 'bob-pass' })).status).toBe(200);
    expect((await userByDn(directory.dnOf('bob'))).role).toBe(staffRole);
    expect((await signIn({ identifier: 'carol', password: 'carol-pass' })).status).toBe(200);
    expect(await userByDn(directory.dnOf('carol'))).toMatchObject({ role: defaultRole, email: null, first_name: 'Carol' });
  });

  it('answers the cookie and session modes as the local sign-in does', async () => {
    const cookie = await signIn({ identifier: 'bob', password: 'bob-pass', mode: 'cookie' });
    expect(cookie.status).toBe(200);
    expect(cookie.headers.get('set-cookie')).toMatch(/directus_refresh_token=/);
    expect(((await cookie.json()) as Tokens).data.refresh_token).toBeUndefined();
    const session = await signIn({ identifier: 'bob', password: 'bob-pass', mode: 'session' });
    expect(session.status).toBe(200);
    expect(session.headers.get('set-cookie')).toMatch(/directus_session_token=/);
  });

  it('refuses a directory user whose e-mail belongs to a local account (no takeover)', async () => {
    const local = await server.createUser({ email: 'dave@example.org' });
    directory.addUser({ cn: 'dave', password: 'dave-pass', mail: 'dave@example.org' });
    const response = await signIn({ identifier: 'dave', password: 'dave-pass' });
    expect(response.status).toBe(401);
    expect(await userByDn(directory.dnOf('dave'))).toBeUndefined();
    expect((await server.server.ctx.db('directus_users').where('id', local.id).first('provider')).provider).toBe('default');
  });
});
