import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
/** The code of the previous 30-second step: still inside the window, and not the one later steps of a test use. */
const previousCode = (secret: string) => authenticator.clone({ epoch: Date.now() - 30_000 }).generate(secret);

describe.each(DATABASES)('two-factor authentication on %s', (client) => {
  let server: TestServer;
  let role: string;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
    role = await server.createRole({ name: 'Staff' });
  });
  afterAll(async () => server?.close());

  const post = (path: string, token: string, json: unknown) => server.request(path, { method: 'POST', token, json });

  /** A signed-in user with TFA set up through the API; returns the secret too. */
  async function userWithTfa() {
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const generated = await post('/users/me/tfa/generate', access_token, { password: user.password });
    const { secret } = ((await generated.json()) as { data: { secret: string } }).data;
    // Each code is accepted once: enabling spends the previous step's, leaving the current one to the test.
    expect((await post('/users/me/tfa/enable', access_token, { secret, otp: previousCode(secret) })).status).toBe(204);
    return { ...user, secret, token: access_token };
  }

  it('generates a secret and otpauth URL only after the password is confirmed', async () => {
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const wrong = await post('/users/me/tfa/generate', access_token, { password: 'not it' });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).extensions.code).toBe('INVALID_CREDENTIALS');
    const missing = await post('/users/me/tfa/generate', access_token, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe('Invalid payload. "password" is required.');
    const response = await post('/users/me/tfa/generate', access_token, { password: user.password });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { secret: string; otpauth_url: string } };
    expect(data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(data.otpauth_url).toBe(
      `otpauth://totp/Tessera:${encodeURIComponent(user.email)}?secret=${data.secret}&period=30&digits=6&algorithm=SHA1&issuer=Tessera`,
    );
    // Nothing is stored until the user proves their app has the secret.
    expect(await server.server.ctx.db('directus_users').where('id', user.id).first('tfa_secret')).toEqual({ tfa_secret: null });
    expect((await post('/users/me/tfa/generate', '', { password: 'x' })).status).toBe(401);
  });

  it('enables TFA only with a valid OTP of the secret, then refuses a second enable', async () => {
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const secret = authenticator.generateSecret();
    const bad = await post('/users/me/tfa/enable', access_token, {
      secret,
      otp: '000000' === authenticator.generate(secret) ? '111111' : '000000',
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ message: 'Invalid payload. "otp" is invalid.', extensions: { code: 'INVALID_PAYLOAD' } });
    expect((await post('/users/me/tfa/enable', access_token, { secret, otp: authenticator.generate(secret) })).status).toBe(204);
    expect(await server.server.ctx.db('directus_users').where('id', user.id).first('tfa_secret')).toEqual({ tfa_secret: secret });
    const again = await post('/users/me/tfa/enable', access_token, { secret, otp: authenticator.generate(secret) });
    expect(again.status).toBe(400);
    // Read back it is concealed like any secret.
    const me = ((await (await server.request('/users/me', { token: access_token })).json()) as { data: Record<string, unknown> }).data;
    expect(me.tfa_secret).toBe('**********');
  });

  it('asks a TFA user for the OTP at sign-in: missing or wrong → 401 INVALID_OTP, right → signed in', async () => {
    const user = await userWithTfa();
    const attempt = (otp?: string) =>
      server.request('/auth/login', {
        method: 'POST',
        json: { email: user.email, password: user.password, ...(otp === undefined ? {} : { otp }) },
      });
    const missing = await attempt();
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).extensions.code).toBe('INVALID_OTP');
    const current = authenticator.generate(user.secret);
    const wrong = await attempt(current === '123456' ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).extensions.code).toBe('INVALID_OTP');
    // A wrong password still says nothing about the OTP.
    const badPassword = await server.request('/auth/login', {
      method: 'POST',
      json: { email: user.email, password: 'nope', otp: current },
    });
    expect((await errorOf(badPassword)).extensions.code).toBe('INVALID_CREDENTIALS');
    expect((await attempt(authenticator.generate(user.secret))).status).toBe(200);
  });

  it('disables TFA with a current OTP; a bad one is 400 "otp" is invalid', async () => {
    const user = await userWithTfa();
    const bad = await post('/users/me/tfa/disable', user.token, {
      otp: authenticator.generate(user.secret) === '000000' ? '111111' : '000000',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid payload. "otp" is invalid.');
    expect((await post('/users/me/tfa/disable', user.token, { otp: authenticator.generate(user.secret) })).status).toBe(204);
    expect((await server.login(user.email, user.password)).access_token).toBeTruthy();
  });

  it('lets only an admin disable TFA of another user', async () => {
    const user = await userWithTfa();
    const other = await server.createUser({ role });
    const { access_token } = await server.login(other.email, other.password);
    const refused = await post(`/users/${user.id}/tfa/disable`, access_token, {});
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).extensions.code).toBe('FORBIDDEN');
    expect((await server.asAdmin(`/users/${user.id}/tfa/disable`, { method: 'POST' })).status).toBe(204);
    expect(await server.server.ctx.db('directus_users').where('id', user.id).first('tfa_secret')).toEqual({ tfa_secret: null });
  });

  it('holds a user of an enforce_tfa role to the set-up routes until TFA is on', async () => {
    const enforced = await server.createRole({ name: 'Enforced', enforce_tfa: true });
    const user = await server.createUser({ role: enforced });
    const { access_token, refresh_token } = await server.login(user.email, user.password);
    const as = (path: string, init: RequestInit & { json?: unknown } = {}) => server.request(path, { ...init, token: access_token });
    const held = await as('/users/me', { method: 'PATCH', json: { first_name: 'Not yet' } });
    expect(held.status).toBe(403);
    expect((await errorOf(held)).extensions.code).toBe('FORBIDDEN');
    expect((await as('/permissions/me')).status).toBe(403);
    expect((await as('/users/me')).status).toBe(200);
    expect((await as('/server/health')).status).toBe(200);
    const refreshed = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token } });
    expect(refreshed.status).toBe(200);

    const generated = await as('/users/me/tfa/generate', { method: 'POST', json: { password: user.password } });
    expect(generated.status).toBe(200);
    const { secret } = ((await generated.json()) as { data: { secret: string } }).data;
    expect((await as('/users/me/tfa/enable', { method: 'POST', json: { secret, otp: authenticator.generate(secret) } })).status).toBe(204);
    expect((await as('/users/me', { method: 'PATCH', json: { first_name: 'Now' } })).status).toBe(200);
    expect((await as('/permissions/me')).status).toBe(200);
  });

  it('gives an admin role with enforce_tfa no way around it either', async () => {
    const enforcedAdmins = await server.createRole({ name: 'Enforced admins', enforce_tfa: true, admin_access: true });
    const user = await server.createUser({ role: enforcedAdmins });
    const { access_token } = await server.login(user.email, user.password);
    expect((await server.request('/users', { token: access_token })).status).toBe(403);
    expect((await server.request('/users', { token: server.adminToken })).status).toBe(200);
  });
});
