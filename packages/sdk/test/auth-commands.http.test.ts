import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  authenticateShare,
  createClient,
  createPermission,
  createRole,
  createShare,
  createUser,
  disableTwoFactor,
  enableTwoFactor,
  generateTwoFactorSecret,
  isTesseraError,
  login,
  logout,
  readItem,
  readMe,
  readProviders,
  readShareInfo,
  refresh,
  rest,
  staticToken,
  withToken,
  type AuthenticationResult,
} from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer, type BlogSchema } from './blog-fixture.js';
import { totp } from './totp.js';

const PASSWORD = 'Editor-password-1!';

/** The error code a rejected request carried, or the value it resolved to. */
async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => (isTesseraError(error) ? error.errors[0]?.extensions?.code : error),
  );
}

// Password hashing makes each sign-in take a few hundred milliseconds.
describe('SDK auth, two-factor and share commands against the real server (SQLite)', { timeout: 20_000 }, () => {
  let server: TestServer;
  let editorRole: string;
  const anonymous = () => createClient<BlogSchema>(server.url).with(rest());
  const admin = () => anonymous().with(staticToken(TEST_ADMIN.token));
  let count = 0;

  async function newEditor() {
    count += 1;
    const email = `auth-editor-${count}@example.com`;
    await admin().request(createUser({ email, password: PASSWORD, role: editorRole, status: 'active' }));
    return email;
  }

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
    editorRole = (await admin().request(createRole({ name: 'Editor', app_access: true, admin_access: false }, { fields: ['id'] }))).id;
    // A share points at a collection the data model knows, and reads through its role's rules.
    await server.server.ctx.db('directus_collections').insert({ collection: 'articles' });
    server.server.ctx.schema.invalidate();
    await admin().request(createPermission({ role: editorRole, collection: 'articles', action: 'read', fields: ['*'] }));
  }, 60_000);
  afterAll(async () => server?.close());

  it('login, refresh and logout run as plain commands, the session in the caller’s hands', async () => {
    const client = anonymous();
    const email = await newEditor();
    const session = await client.request(login(email, PASSWORD));
    expectTypeOf(session).toEqualTypeOf<AuthenticationResult>();
    expect(session).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires: expect.any(Number) });
    expect(await client.request(withToken(session.access_token, readMe({ fields: ['email'] })))).toEqual({ email });

    const renewed = await client.request(refresh({ mode: 'json', refresh_token: session.refresh_token! }));
    expect(renewed.refresh_token).not.toBe(session.refresh_token);
    expect(await client.request(logout({ mode: 'json', refresh_token: renewed.refresh_token! }))).toBeUndefined();
    expect(await codeOf(client.request(refresh({ mode: 'json', refresh_token: renewed.refresh_token! })))).toBe('INVALID_CREDENTIALS');
  });

  it('login refuses a wrong password with INVALID_CREDENTIALS', async () => {
    expect(await codeOf(anonymous().request(login(await newEditor(), 'wrong-password')))).toBe('INVALID_CREDENTIALS');
  });

  it('readProviders lists the configured providers (none beyond the local sign-in here)', async () => {
    expect(await anonymous().request(readProviders())).toEqual([]);
    expect(await anonymous().request(readProviders(true))).toEqual([]);
  });

  it('disableTwoFactor turns two-factor sign-in off with a current code', async () => {
    const email = await newEditor();
    const client = anonymous();
    const { access_token } = await client.request(login(email, PASSWORD));
    const asUser = <T>(command: Parameters<typeof withToken<T, BlogSchema>>[1]) => client.request(withToken(access_token, command));
    const { secret } = await asUser(generateTwoFactorSecret(PASSWORD));
    // One step per code: the server refuses a code used twice.
    await asUser(enableTwoFactor(secret, totp(secret, -1)));
    expect(await codeOf(client.request(login(email, PASSWORD)))).toBe('INVALID_OTP');
    const withOtp = await client.request(login(email, PASSWORD, { otp: totp(secret) }));

    expect(await codeOf(client.request(withToken(withOtp.access_token, disableTwoFactor('000000'))))).toBe('INVALID_PAYLOAD');
    await client.request(withToken(withOtp.access_token, disableTwoFactor(totp(secret, 1))));
    expect(await client.request(login(email, PASSWORD))).toMatchObject({ access_token: expect.any(String) });
  });

  it('readShareInfo and authenticateShare open a shared item to someone without an account', async () => {
    const share = await admin().request(createShare({ collection: 'articles', item: '1', role: editorRole, password: 'share-pw' }));
    const info = await anonymous().request(readShareInfo(share.id));
    expect(info).toMatchObject({ id: share.id, collection: 'articles', item: '1', times_used: 0, max_uses: null });

    expect(await codeOf(anonymous().request(authenticateShare(share.id, 'wrong')))).toBe('INVALID_CREDENTIALS');
    const session = await anonymous().request(authenticateShare(share.id, 'share-pw'));
    expect(session).toMatchObject({ access_token: expect.any(String), expires: expect.any(Number) });
    const article = await anonymous().request(withToken(session.access_token, readItem('articles', 1, { fields: ['title'] })));
    expect(article).toEqual({ title: 'Alpha' });
    // Only the shared item: another article is out of the share's reach.
    const other = anonymous().request(withToken(session.access_token, readItem('articles', 2, { fields: ['title'] })));
    expect(await codeOf(other)).toBe('FORBIDDEN');
  });
});
