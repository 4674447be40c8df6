import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  createClient,
  inviteShare,
  isTesseraError,
  readExtensions,
  registerUser,
  registerUserVerify,
  rest,
  serverInfo,
  staticToken,
  updateSettings,
  type TesseraExtension,
  type TesseraRateLimitInfo,
  type TesseraWebsocketInfo,
} from '@tessera/sdk';
import { startMailCatcher, type MailCatcher } from '../../server/test/harness/mail-catcher.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';

const VERIFY = 'https://cms.example.org/users/register/verify-email';

describe('SDK registration, share invitations, extensions and server info against the real server (SQLite)', { timeout: 20_000 }, () => {
  let server: TestServer;
  let mail: MailCatcher;
  const admin = () => createClient(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));
  const anonymous = () => createClient(server.url).with(rest());

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({
      client: 'sqlite3',
      env: { ...mail.env, LOGIN_STALL_TIME: '0', REGISTER_STALL_TIME: '0', PUBLIC_URL: 'https://cms.example.org' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('serverInfo() types and carries the signed-in keys the server answers', async () => {
    const info = await admin().request(serverInfo());
    expectTypeOf(info.rateLimit).toEqualTypeOf<TesseraRateLimitInfo | undefined>();
    expectTypeOf(info.websocket).toEqualTypeOf<TesseraWebsocketInfo | undefined>();
    expectTypeOf(info.queryLimit).toEqualTypeOf<{ default: number; max: number } | undefined>();
    expectTypeOf(info.extensions).toEqualTypeOf<{ limit: number | null } | undefined>();
    expectTypeOf(info.uploads).toEqualTypeOf<{ chunkSize: number | null } | undefined>();
    expect(info).toMatchObject({ rateLimit: false, rateLimitGlobal: false, websocket: false, extensions: { limit: null } });
    expect(info.queryLimit).toEqual({ default: expect.any(Number), max: expect.any(Number) });
    const anonymousInfo = await anonymous().request(serverInfo());
    expect(Object.keys(anonymousInfo)).toEqual(['project']);
  });

  it('registerUser() and registerUserVerify() register and activate a user through the mailed token', async () => {
    const refused = await anonymous()
      .request(registerUser('closed@example.com', 'Secret-password-1'))
      .catch((error: unknown) => error);
    expect(isTesseraError(refused) && refused.response.status).toBe(403);

    await admin().request(updateSettings({ public_registration: true, public_registration_verify_email: true }));
    await anonymous().request(registerUser('sdk-reg@example.com', 'Secret-password-1', { first_name: 'Sid' }));
    const db = server.server.ctx.db;
    expect(await db('directus_users').where('email', 'sdk-reg@example.com').first('status', 'first_name')).toEqual({
      status: 'unverified',
      first_name: 'Sid',
    });
    const token = new RegExp(`${VERIFY.replace(/[.?/]/g, '\\$&')}\\?token=([\\w.-]+)`).exec(
      (await mail.waitFor('sdk-reg@example.com')).text,
    )?.[1];
    expect(token).toBeTruthy();
    // The server answers with a redirect into the admin app, which fetch follows; what that page
    // answers (the app, 404, or 503 where the app is not built) is not the command's business.
    await anonymous()
      .request(registerUserVerify(token!))
      .catch((error: unknown) => {
        if (!isTesseraError(error) || !new URL(error.response.url).pathname.startsWith('/admin/users/')) throw error;
      });
    expect(await db('directus_users').where('email', 'sdk-reg@example.com').first('status')).toEqual({ status: 'active' });
    const reused = await anonymous()
      .request(registerUserVerify(token!))
      .catch((error: unknown) => error);
    expect(isTesseraError(reused) && reused.errors[0]?.extensions?.code).toBe('INVALID_PAYLOAD');
  });

  it('inviteShare() mails the share link', async () => {
    const db = server.server.ctx.db;
    await db.schema.createTable('sdk_notes', (table) => table.increments('id'));
    await db('directus_collections').insert({ collection: 'sdk_notes' });
    const share = randomUUID();
    await db('directus_shares').insert({ id: share, name: 'Note', collection: 'sdk_notes', item: '1', times_used: 0 });
    await admin().request(inviteShare(share, ['sdk-friend@example.com']));
    expect((await mail.waitFor('sdk-friend@example.com')).text).toContain(`https://cms.example.org/admin/shared/${share}`);
  });

  it('readExtensions() lists none to an admin', async () => {
    const extensions = await admin().request(readExtensions());
    expectTypeOf(extensions).toEqualTypeOf<TesseraExtension[]>();
    expect(extensions).toEqual([]);
  });
});
