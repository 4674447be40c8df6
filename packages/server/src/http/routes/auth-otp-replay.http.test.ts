import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;
/** The code of the step `offset` steps from now (±1 is still inside the window). */
const codeAt = (secret: string, offset: number) => authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

describe.each(DATABASES)('one-time codes are used once on %s', (client) => {
  let server: TestServer;
  let role: string;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
    role = await server.createRole({ name: 'Staff' });
  });
  afterAll(async () => server?.close());

  async function userWithTfa() {
    const secret = authenticator.generateSecret();
    return { ...(await server.createUser({ role, tfa_secret: secret })), secret };
  }
  const signIn = (user: { email: string; password: string }, otp: string) =>
    server.request('/auth/login', { method: 'POST', json: { email: user.email, password: user.password, otp } });

  it('refuses a code already used to sign in (401 INVALID_OTP), even after signing out; a fresh code works', async () => {
    const user = await userWithTfa();
    const code = codeAt(user.secret, 0);
    const first = await signIn(user, code);
    expect(first.status).toBe(200);
    const { refresh_token } = ((await first.json()) as { data: { refresh_token: string } }).data;
    expect((await server.request('/auth/logout', { method: 'POST', json: { refresh_token } })).status).toBe(204);
    const replay = await signIn(user, code);
    expect(replay.status).toBe(401);
    expect(await codeOf(replay)).toBe('INVALID_OTP');
    expect((await signIn(user, codeAt(user.secret, 1))).status).toBe(200);
  });

  it('lets only one of two concurrent sign-ins with the same code through', async () => {
    const user = await userWithTfa();
    const code = codeAt(user.secret, 0);
    const statuses = (await Promise.all([signIn(user, code), signIn(user, code), signIn(user, code)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([200, 401, 401]);
  });

  it("keeps the users apart: one user spending a step leaves another user's code of that step valid", async () => {
    const [alice, bob] = [await userWithTfa(), await userWithTfa()];
    expect((await signIn(alice, codeAt(alice.secret, 0))).status).toBe(200);
    expect((await signIn(bob, codeAt(bob.secret, 0))).status).toBe(200);
  });

  it('spends the code that enabled TFA: it cannot disable TFA or sign in afterwards', async () => {
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const generated = await server.request('/users/me/tfa/generate', {
      method: 'POST',
      token: access_token,
      json: { password: user.password },
    });
    const { secret } = ((await generated.json()) as { data: { secret: string } }).data;
    const code = codeAt(secret, 0);
    expect(
      (await server.request('/users/me/tfa/enable', { method: 'POST', token: access_token, json: { secret, otp: code } })).status,
    ).toBe(204);
    const disable = await server.request('/users/me/tfa/disable', { method: 'POST', token: access_token, json: { otp: code } });
    expect(disable.status).toBe(400);
    expect(await codeOf(disable)).toBe('INVALID_PAYLOAD');
    expect(await codeOf(await signIn(user, code))).toBe('INVALID_OTP');
    expect(
      (await server.request('/users/me/tfa/disable', { method: 'POST', token: access_token, json: { otp: codeAt(secret, 1) } })).status,
    ).toBe(204);
  });

  it('prunes steps that no window reaches any more, and never serves the table as a collection', async () => {
    const user = await userWithTfa();
    const db = server.server.ctx.db;
    const stale = Math.floor(Date.now() / 30_000) - 10;
    await db('tessera_otp_used').insert({ user: user.id, step: stale });
    expect((await signIn(user, codeAt(user.secret, 0))).status).toBe(200);
    expect(await db('tessera_otp_used').where('step', stale).first()).toBeUndefined();
    expect((await db('tessera_otp_used').where('user', user.id)).length).toBe(1);
    expect((await server.asAdmin('/items/tessera_otp_used')).status).toBe(403);
    const collections = ((await (await server.asAdmin('/collections')).json()) as { data: Array<{ collection: string }> }).data;
    expect(collections.map((row) => row.collection)).not.toContain('tessera_otp_used');
  });
});
