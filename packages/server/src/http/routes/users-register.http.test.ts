import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const tokenIn = (text: string, base: string) => new RegExp(`${base.replace(/[.?/]/g, '\\$&')}\\?token=([\\w.-]+)`).exec(text)?.[1];
const VERIFY = 'https://cms.example.org/users/register/verify-email';

describe.each(DATABASES)('POST /users/register and its verification link on %s', (client) => {
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
        REGISTER_STALL_TIME: '0',
        LOGIN_RATE_LIMIT_POINTS: '100000',
        RATE_LIMITER_REGISTRATION_POINTS: '100000',
        PUBLIC_URL: 'https://cms.example.org/',
        USER_REGISTER_URL_ALLOW_LIST: 'https://app.example.org/verify',
      },
    });
    role = await server.createRole({ name: 'Registered' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const settings = async (json: Record<string, unknown>) =>
    expect((await server.asAdmin('/settings', { method: 'PATCH', json })).status).toBe(200);
  const register = (json: unknown) => server.request('/users/register', { method: 'POST', json });
  const userRow = (email: string) =>
    server.server.ctx.db('directus_users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first('id', 'status', 'role', 'first_name');
  const verify = (token: string) =>
    server.request(`/users/register/verify-email?token=${encodeURIComponent(token)}`, { redirect: 'manual' });

  it('is refused with 403 while settings.public_registration is off (the default)', async () => {
    const response = await register({ email: 'closed@example.com', password: 'Secret-password-1' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).extensions.code).toBe('FORBIDDEN');
    expect(await userRow('closed@example.com')).toBeUndefined();
  });

  it('without verification creates an active user with public_registration_role who can sign in', async () => {
    await settings({ public_registration: true, public_registration_verify_email: false, public_registration_role: role });
    const response = await register({ email: 'direct@example.com', password: 'Secret-password-1', first_name: 'Dee' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await userRow('direct@example.com')).toMatchObject({ status: 'active', role, first_name: 'Dee' });
    expect((await server.login('direct@example.com', 'Secret-password-1')).access_token).toBeTruthy();
  });

  it('with verification creates an unverified user, mails a 7-day link that activates once and redirects', async () => {
    await settings({ public_registration: true, public_registration_verify_email: true, public_registration_role: role });
    expect((await register({ email: 'Verify-Me@example.com', password: 'Secret-password-1' })).status).toBe(204);
    const row = await userRow('verify-me@example.com');
    expect(row).toMatchObject({ status: 'unverified', role });
    const caught = await mail.waitFor('verify-me@example.com');
    expect(caught.text).toContain('Subject: Verify your email address');
    const token = tokenIn(caught.text, VERIFY);
    expect(token).toBeTruthy();
    const claims = decodeJwt(token!);
    expect(claims).toMatchObject({ scope: 'pending-registration', email: 'Verify-Me@example.com' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 86_400);
    // Not before the link is followed.
    const early = await server.request('/auth/login', {
      method: 'POST',
      json: { email: 'verify-me@example.com', password: 'Secret-password-1' },
    });
    expect(early.status).toBe(401);

    const followed = await verify(token!);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`/admin/users/${row.id}`);
    expect((await userRow('verify-me@example.com')).status).toBe('active');
    expect((await server.login('verify-me@example.com', 'Secret-password-1')).access_token).toBeTruthy();

    const reused = await verify(token!);
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toMatchObject({
      message: 'Invalid payload. Invalid verification code.',
      extensions: { code: 'INVALID_PAYLOAD' },
    });
  });

  it('answers a bad, expired, foreign-scope or missing token as the reference', async () => {
    const tampered = await verify('not-a-jwt');
    expect(tampered.status).toBe(403);
    expect((await errorOf(tampered)).extensions.code).toBe('INVALID_TOKEN');
    const secret = new TextEncoder().encode(server.server.ctx.secrets.secret);
    const past = Math.floor(Date.now() / 1000) - 10;
    const sign = (scope: string, exp: number) =>
      new SignJWT({ scope, email: 'direct@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('directus')
        .setIssuedAt(past - 100)
        .setExpirationTime(exp)
        .sign(secret);
    const expired = await verify(await sign('pending-registration', past));
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).extensions.code).toBe('TOKEN_EXPIRED');
    const invite = await verify(await sign('invite', past + 3600));
    expect(invite.status).toBe(403);
    const missing = await server.request('/users/register/verify-email', { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).extensions.code).toBe('INVALID_PAYLOAD');
  });

  it('answers a taken e-mail with a silent 204 and leaves that user alone; an unverified one is mailed again', async () => {
    const existing = await server.createUser({ email: 'taken@example.com' });
    const response = await register({ email: 'TAKEN@example.com', password: 'Other-password-1' });
    expect(response.status).toBe(204);
    expect((await server.login(existing.email, existing.password)).access_token).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.some((message) => message.to.includes('taken@example.com'))).toBe(false);

    expect((await register({ email: 'twice@example.com', password: 'Secret-password-1' })).status).toBe(204);
    expect((await register({ email: 'twice@example.com', password: 'Secret-password-1' })).status).toBe(204);
    await mail.waitFor('twice@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.messages.filter((message) => message.to.includes('twice@example.com'))).toHaveLength(2);
    expect(await server.server.ctx.db('directus_users').whereRaw('lower(email) = ?', ['twice@example.com']).count({ n: '*' })).toEqual([
      { n: expect.anything() },
    ]);
  });

  it('refuses an e-mail outside public_registration_email_filter with 403', async () => {
    await settings({ public_registration_email_filter: { _and: [{ email: { _ends_with: '@allowed.example' } }] } });
    const refused = await register({ email: 'someone@other.example', password: 'Secret-password-1' });
    expect(refused.status).toBe(403);
    expect(await userRow('someone@other.example')).toBeUndefined();
    expect((await register({ email: 'someone@allowed.example', password: 'Secret-password-1' })).status).toBe(204);
    expect(await userRow('someone@allowed.example')).toMatchObject({ status: 'unverified' });
    await settings({ public_registration_email_filter: null });
  });

  it('mails to an allowed verification_url and refuses any other', async () => {
    const refused = await register({ email: 'url@example.com', password: 'Secret-password-1', verification_url: 'https://evil.example/x' });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(
      'Invalid payload. URL "https://evil.example/x" can\'t be used to verify registered users.',
    );
    expect(await userRow('url@example.com')).toBeUndefined();
    expect(
      (await register({ email: 'url@example.com', password: 'Secret-password-1', verification_url: 'https://app.example.org/verify' }))
        .status,
    ).toBe(204);
    expect(tokenIn((await mail.waitFor('url@example.com')).text, 'https://app.example.org/verify')).toBeTruthy();
  });

  it('applies the password policy', async () => {
    await settings({ auth_password_policy: '/^.{12,}$/' });
    const weak = await register({ email: 'weak@example.com', password: 'short' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).extensions.code).toBe('FAILED_VALIDATION');
    expect(await userRow('weak@example.com')).toBeUndefined();
    await settings({ auth_password_policy: null });
  });

  it('refuses bodies that try to pick role, status or hostile keys, and malformed values', async () => {
    for (const extra of [{ role: null }, { status: 'active' }, { admin_access: true }, { constructor: 'x' }]) {
      const response = await register({ email: 'picky@example.com', password: 'Secret-password-1', ...extra });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/is not allowed/);
    }
    const proto = await server.request('/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"picky@example.com","password":"Secret-password-1","__proto__":{"role":null}}',
    });
    expect(proto.status).toBe(400);
    for (const body of [[], 'text', { email: 'not-an-email', password: 'x' }, { email: 'a@b.co' }, { email: 'a@b.co', password: 5 }])
      expect((await register(body)).status).toBe(400);
    expect(await userRow('picky@example.com')).toBeUndefined();
  });
});

describe.each(DATABASES)('the registration limiter on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { REGISTER_STALL_TIME: '0' } });
  });
  afterAll(async () => server?.close());

  it('allows the reference 5 requests per minute per IP, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await server.request('/users/register', {
        method: 'POST',
        json: { email: `flood${index}@example.com`, password: 'x' },
      });
      statuses.push(response.status);
      if (index === 5) {
        expect((await errorOf(response)).extensions.code).toBe('REQUESTS_EXCEEDED');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    // Registration is off here: the first five get the reference's 403, the sixth the limiter's 429.
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});

describe('the registration limiter in Redis, shared by every instance, and the reference stall', () => {
  const namespace = `tessera-test-${randomUUID()}`;
  const servers: TestServer[] = [];
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis('redis://127.0.0.1:6379');
    for (let index = 0; index < 2; index++)
      servers.push(
        await startTestServer({
          client: 'sqlite3',
          env: { RATE_LIMITER_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379', RATE_LIMITER_NAMESPACE: namespace, IP_TRUST_PROXY: 'true' },
        }),
      );
    for (const server of servers) await server.asAdmin('/settings', { method: 'PATCH', json: { public_registration: true } });
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts one IP across instances and stalls every answer at least 750 ms', async () => {
    const existing = await servers[0]!.createUser({ email: 'stalled@example.com' });
    const register = (server: TestServer) =>
      server.request('/users/register', {
        method: 'POST',
        json: { email: existing.email, password: 'Secret-password-1' },
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
    const statuses: number[] = [];
    for (const server of [servers[0]!, servers[1]!, servers[0]!, servers[1]!, servers[0]!]) {
      const startedAt = performance.now();
      statuses.push((await register(server)).status);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(700);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect((await register(servers[1]!)).status).toBe(429);
    expect(await redis.get(`${namespace}:registration-ip:198.51.100.9`)).toBe('6');
  });
});
