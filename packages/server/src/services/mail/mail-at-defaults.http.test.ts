import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/harness/extension-fixtures.js';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;

/**
 * The mails and their links as `npm start` has them: EMAIL_TRANSPORT `none`, PUBLIC_URL `/` and
 * empty PASSWORD_RESET_URL_ALLOW_LIST, USER_INVITE_URL_ALLOW_LIST and USER_REGISTER_URL_ALLOW_LIST.
 * The other mail tests set an absolute PUBLIC_URL and allow-listed URLs; here nothing is set but the
 * catcher (the `mailing` server) and the throttles of the flows used (REGISTER_STALL_TIME).
 */
describe('mails and their links at the default settings', () => {
  let silent: TestServer;
  let mailing: TestServer;
  let catcher: MailCatcher;
  const log = captureLog();
  beforeAll(async () => {
    catcher = await startMailCatcher();
    [silent, mailing] = await Promise.all([
      startTestServer({ env: { LOG_LEVEL: 'warn' }, logDestination: log.stream }),
      startTestServer({ env: { ...catcher.env, REGISTER_STALL_TIME: '0' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([silent?.close(), mailing?.close()]);
    await catcher?.close();
  });

  const linkIn = (text: string, path: string) => new RegExp(`(\\S*)${path.replace(/[.?/]/g, '\\$&')}\\?token=[\\w.-]+`).exec(text);

  it('sends nothing while EMAIL_TRANSPORT is none, and says so in the log', async () => {
    const user = await silent.createUser();
    const response = await silent.request('/auth/password/request', { method: 'POST', json: { email: user.email } });
    expect(response.status).toBe(204);
    await expect
      .poll(() => log.lines.find((line) => line.msg === 'EMAIL_TRANSPORT is "none": mail not sent'))
      .toMatchObject({
        level: 40,
        to: user.email,
        subject: 'Password Reset Request',
      });
  });

  it('links a password reset to /admin/reset-password under PUBLIC_URL "/", whatever Host the request names', async () => {
    const user = await mailing.createUser();
    const response = await mailing.request('/auth/password/request', {
      method: 'POST',
      json: { email: user.email },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(204);
    const link = linkIn((await catcher.waitFor(user.email)).text, '/admin/reset-password');
    // Relative, as the reference builds it from PUBLIC_URL "/": an operator sets PUBLIC_URL for links that open from a mail.
    expect(link?.[1]).toBe('');
  });

  it('refuses every reset_url, invite_url and verification_url while their allow lists are empty', async () => {
    const user = await mailing.createUser();
    const reset = await mailing.request('/auth/password/request', {
      method: 'POST',
      json: { email: user.email, reset_url: `${mailing.url}/admin/reset-password` },
    });
    expect(reset.status).toBe(400);
    expect((await errorOf(reset)).message).toBe(
      `Invalid payload. URL "${mailing.url}/admin/reset-password" can't be used to reset passwords.`,
    );

    const role = await mailing.createRole();
    const invite = await mailing.asAdmin('/users/invite', {
      method: 'POST',
      json: { email: 'invitee@example.com', role, invite_url: `${mailing.url}/admin/accept-invite` },
    });
    expect(invite.status).toBe(400);
    expect((await errorOf(invite)).extensions.code).toBe('INVALID_PAYLOAD');

    await mailing.asAdmin('/settings', { method: 'PATCH', json: { public_registration: true, public_registration_role: role } });
    const register = await mailing.request('/users/register', {
      method: 'POST',
      json: { email: 'registrant@example.com', password: 'Secret-password-1', verification_url: `${mailing.url}/verify` },
    });
    expect(register.status).toBe(400);
    expect((await errorOf(register)).message).toBe(
      `Invalid payload. URL "${mailing.url}/verify" can't be used to verify registered users.`,
    );
    const refusedTo = [user.email.toLowerCase(), 'invitee@example.com', 'registrant@example.com'];
    expect(catcher.messages.filter((message) => message.to.some((to) => refusedTo.includes(to)))).toEqual([]);
  });

  it('links an invitation to /admin/accept-invite and a mention notification to /admin/content/… under PUBLIC_URL "/"', async () => {
    const role = await mailing.createRole();
    expect((await mailing.asAdmin('/users/invite', { method: 'POST', json: { email: 'invited@example.com', role } })).status).toBe(204);
    expect(linkIn((await catcher.waitFor('invited@example.com')).text, '/admin/accept-invite')?.[1]).toBe('');

    const db = mailing.server.ctx.db;
    await db.schema.createTable('notes', (table) => {
      table.increments('id');
      table.string('title');
    });
    await db('directus_collections').insert({ collection: 'notes' });
    mailing.server.ctx.schema.invalidate();
    const mentioned = await mailing.createUser({ role: await mailing.createRole({ admin_access: true }) });
    const created = await mailing.asAdmin('/items/notes', { method: 'POST', json: { title: 'Hello' } });
    const note = ((await created.json()) as { data: { id: number } }).data.id;
    const comment = await mailing.asAdmin('/activity/comment', {
      method: 'POST',
      json: { collection: 'notes', item: note, comment: `Look, @${mentioned.id}` },
    });
    expect(comment.status).toBe(200);
    const notice = (await db('directus_notifications').where({ recipient: mentioned.id }).first('message')) as { message: string };
    expect(notice.message).toContain(`<a href="/admin/content/notes/${note}">Click here to view.</a>`);
  });
});
