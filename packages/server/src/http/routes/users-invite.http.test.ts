import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const tokenIn = (text: string, base: string) => new RegExp(`${base.replace(/[.?/]/g, '\\$&')}\\?token=([\\w.-]+)`).exec(text)?.[1];
const ACCEPT = 'https://cms.example.org/admin/accept-invite';

describe.each(DATABASES)('invitations through a real SMTP server on %s', (client) => {
  let server: TestServer;
  let mail: MailCatcher;
  let role: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({
      client,
      env: {
        ...mail.env,
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '100000',
        PUBLIC_URL: 'https://cms.example.org/',
        USER_INVITE_URL_ALLOW_LIST: 'https://app.example.org/join',
      },
    });
    role = await server.createRole({ name: 'Invitees' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const invite = (json: Record<string, unknown>) => server.asAdmin('/users/invite', { method: 'POST', json });
  const accept = (token: string, password: string) => server.request('/users/invite/accept', { method: 'POST', json: { token, password } });

  it('creates an invited user, mails a 7-day link, and activates them when they accept', async () => {
    expect((await invite({ email: 'Invitee-One@example.com', role })).status).toBe(204);
    const row = await server.server.ctx
      .db('directus_users')
      .whereRaw('lower(email) = ?', ['invitee-one@example.com'])
      .first('id', 'status', 'role', 'password');
    expect(row).toMatchObject({ status: 'invited', role, password: null });
    const token = tokenIn((await mail.waitFor('invitee-one@example.com')).text, ACCEPT);
    expect(token).toBeTruthy();
    const claims = decodeJwt(token!);
    expect(claims).toMatchObject({ scope: 'invite', email: 'Invitee-One@example.com' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 86_400);
    // Invited users cannot sign in before accepting.
    expect(
      (await server.request('/auth/login', { method: 'POST', json: { email: 'invitee-one@example.com', password: 'Chosen-password-1' } }))
        .status,
    ).toBe(401);

    expect((await accept(token!, 'Chosen-password-1')).status).toBe(204);
    expect(await server.server.ctx.db('directus_users').where('id', row.id).first('status')).toEqual({ status: 'active' });
    expect((await server.login('invitee-one@example.com', 'Chosen-password-1')).access_token).toBeTruthy();
    const twice = await accept(token!, 'Another-password-1');
    expect(twice.status).toBe(400);
    expect((await errorOf(twice)).message).toBe("Invalid payload. Email address Invitee-One@example.com hasn't been invited.");
  });

  it('invites a list, skips existing users, and uses an allowed invite_url', async () => {
    const existing = await server.createUser();
    expect(
      (
        await invite({
          email: ['list-one@example.com', 'list-two@example.com', existing.email],
          role,
          invite_url: 'https://app.example.org/join',
        })
      ).status,
    ).toBe(204);
    for (const email of ['list-one@example.com', 'list-two@example.com'])
      expect(tokenIn((await mail.waitFor(email)).text, 'https://app.example.org/join')).toBeTruthy();
    expect(await server.server.ctx.db('directus_users').where('id', existing.id).first('status')).toEqual({ status: 'active' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.some((message) => message.to.includes(existing.email))).toBe(false);
  });

  it.each([
    [{ email: 'x@example.com', role: 'not-a-uuid' }, 400, 'INVALID_PAYLOAD'],
    [{ email: 'not an email', role: '00000000-0000-4000-8000-000000000000' }, 400, 'INVALID_PAYLOAD'],
    [{ email: ['ok@example.com', 42] }, 400, 'INVALID_PAYLOAD'],
    [{ email: 'unknown-role@example.com', role: '00000000-0000-4000-8000-000000000000' }, 400, 'INVALID_FOREIGN_KEY'],
    [{ email: 'bad-url@example.com', invite_url: 'https://attacker.example/join' }, 400, 'INVALID_PAYLOAD'],
  ])('refuses the invitation %j', async (payload, status, code) => {
    const response = await invite({ role, ...payload });
    expect(response.status).toBe(status);
    expect((await errorOf(response)).extensions.code).toBe(code);
  });

  it('applies the password policy when an invitation is accepted', async () => {
    await server.server.ctx.db('directus_settings').update({ auth_password_policy: '/^.{12,}$/' });
    try {
      await invite({ email: 'policy-invitee@example.com', role });
      const token = tokenIn((await mail.waitFor('policy-invitee@example.com')).text, ACCEPT)!;
      const short = await accept(token, 'short-pass');
      expect(short.status).toBe(400);
      expect(await errorOf(short)).toMatchObject({ extensions: { code: 'FAILED_VALIDATION', field: 'password' } });
      expect((await accept(token, 'twelve-chars-or-more')).status).toBe(204);
    } finally {
      await server.server.ctx.db('directus_settings').update({ auth_password_policy: null });
    }
  });

  it('is for admins only', async () => {
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const response = await server.request('/users/invite', {
      method: 'POST',
      token: access_token,
      json: { email: 'sneaky@example.com', role },
    });
    expect(response.status).toBe(403);
    expect(await server.server.ctx.db('directus_users').where('email', 'sneaky@example.com').first()).toBeUndefined();
  });
});
