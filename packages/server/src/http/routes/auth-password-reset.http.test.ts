import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const linkIn = (text: string, base: string) => new RegExp(`${base.replace(/[.?/]/g, '\\$&')}\\?token=([\\w.-]+)`).exec(text)?.[1];

describe.each(DATABASES)('password reset through a real SMTP server on %s', (client) => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({
      client,
      env: {
        ...mail.env,
        LOGIN_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '100000',
        PASSWORD_REQUEST_RATE_LIMIT_POINTS: '100000',
        PUBLIC_URL: 'https://cms.example.org',
        PASSWORD_RESET_URL_ALLOW_LIST: 'https://app.example.org/reset',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const requestReset = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.request('/auth/password/request', { method: 'POST', json, headers });
  const reset = (token: string, password: string) => server.request('/auth/password/reset', { method: 'POST', json: { token, password } });

  it('mails a one-day reset link on PUBLIC_URL (never the Host header) that sets a new password once', async () => {
    const user = await server.createUser();
    const { refresh_token } = await server.login(user.email, user.password);
    const response = await requestReset({ email: user.email.toUpperCase() }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.status).toBe(204);
    const message = await mail.waitFor(user.email);
    // EMAIL_FROM's default.
    expect(message.from).toBe('no-reply@example.com');
    expect(message.text).not.toContain('evil.example');
    const token = linkIn(message.text, 'https://cms.example.org/admin/reset-password');
    expect(token).toBeTruthy();
    const claims = decodeJwt(token!);
    expect(claims).toMatchObject({ scope: 'password-reset', email: user.email, iss: 'directus' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(86_400);

    expect((await reset(token!, 'A-brand-new-password-2')).status).toBe(204);
    expect((await server.login(user.email, 'A-brand-new-password-2')).access_token).toBeTruthy();
    expect((await server.request('/auth/login', { method: 'POST', json: { email: user.email, password: user.password } })).status).toBe(
      401,
    );
    // Every session of the user ended with the reset.
    expect((await server.request('/auth/refresh', { method: 'POST', json: { refresh_token } })).status).toBe(401);
    // The link is bound to the old password hash: it is dead now.
    const again = await reset(token!, 'Yet-another-password-3');
    expect(again.status).toBe(403);
    expect((await errorOf(again)).extensions.code).toBe('FORBIDDEN');
  });

  it('answers 204 for an unknown or inactive e-mail and sends nothing', async () => {
    const suspended = await server.createUser({ status: 'suspended' });
    expect((await requestReset({ email: 'nobody-at-all@example.com' })).status).toBe(204);
    expect((await requestReset({ email: suspended.email })).status).toBe(204);
    const known = await server.createUser();
    expect((await requestReset({ email: known.email })).status).toBe(204);
    await mail.waitFor(known.email);
    expect(mail.messages.some((message) => message.to.includes('nobody-at-all@example.com') || message.to.includes(suspended.email))).toBe(
      false,
    );
  });

  it('uses a reset_url from PASSWORD_RESET_URL_ALLOW_LIST and refuses any other with 400, known user or not', async () => {
    const user = await server.createUser();
    expect((await requestReset({ email: user.email, reset_url: 'https://app.example.org/reset' })).status).toBe(204);
    expect(linkIn((await mail.waitFor(user.email)).text, 'https://app.example.org/reset')).toBeTruthy();
    for (const email of [user.email, 'unknown-person@example.com']) {
      const refused = await requestReset({ email, reset_url: 'https://attacker.example/reset' });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({
        message: 'Invalid payload. URL "https://attacker.example/reset" can\'t be used to reset passwords.',
        extensions: { code: 'INVALID_PAYLOAD' },
      });
    }
  });

  it('applies the password policy to the new password and keeps the link usable after a refusal', async () => {
    await server.server.ctx.db('directus_settings').update({ auth_password_policy: 'strong' });
    try {
      const user = await server.createUser();
      await requestReset({ email: user.email });
      const token = linkIn((await mail.waitFor(user.email)).text, 'https://cms.example.org/admin/reset-password')!;
      const weak = await reset(token, 'weakpassword');
      expect(weak.status).toBe(400);
      expect(await errorOf(weak)).toMatchObject({ extensions: { code: 'FAILED_VALIDATION', field: 'password' } });
      expect((await errorOf(await reset(token, 'weakpassword'))).message).toContain("Provided password doesn't match password policy");
      expect((await reset(token, 'Strong-enough-1')).status).toBe(204);
    } finally {
      await server.server.ctx.db('directus_settings').update({ auth_password_policy: null });
    }
  });

  it('refuses a tampered token (403 INVALID_TOKEN) and a token of another scope (403 FORBIDDEN)', async () => {
    const user = await server.createUser();
    await requestReset({ email: user.email });
    const token = linkIn((await mail.waitFor(user.email)).text, 'https://cms.example.org/admin/reset-password')!;
    const tampered = await reset(`${token.slice(0, -4)}AAAA`, 'Whatever-pass-1');
    expect(tampered.status).toBe(403);
    expect((await errorOf(tampered)).extensions.code).toBe('INVALID_TOKEN');
    const { access_token } = await server.login(user.email, user.password);
    const wrongScope = await reset(access_token, 'Whatever-pass-1');
    expect(wrongScope.status).toBe(403);
    expect((await errorOf(wrongScope)).extensions.code).toBe('FORBIDDEN');
    const missing = await server.request('/auth/password/reset', { method: 'POST', json: { token } });
    expect((await errorOf(missing)).message).toBe('Invalid payload. "password" is required.');
  });
});
