import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
type Tokens = { data: { access_token: string; refresh_token: string; expires: number } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const CALLBACK = 'https://cms.example.org/auth/login/magic/callback';
const COOKIE_CALLBACK = 'https://cms.example.org/auth/login/magic-cookie/callback';
const DONE = 'https://app.example.org/done';

describe.each(DATABASES)('e-mail link sign-in (driver email) on %s', (client) => {
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
        PUBLIC_URL: 'https://cms.example.org/',
        AUTH_PROVIDERS: 'magic,magic-cookie,corp',
        AUTH_MAGIC_DRIVER: 'email',
        AUTH_MAGIC_REDIRECT_ALLOW_LIST: DONE,
        'AUTH_MAGIC-COOKIE_DRIVER': 'email',
        'AUTH_MAGIC-COOKIE_MODE': 'cookie',
        'AUTH_MAGIC-COOKIE_LINK_TTL': '90s',
        'AUTH_MAGIC-COOKIE_REDIRECT_ALLOW_LIST': DONE,
        AUTH_CORP_DRIVER: 'email',
      },
    });
    expect((await server.asAdmin('/settings', { method: 'PATCH', json: { project_name: 'Acme CMS' } })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });
  afterEach(() => void vi.useRealTimers());

  const ask = (json: unknown, provider = 'magic') => server.request(`/auth/login/${provider}`, { method: 'POST', json });
  const follow = (token: string, provider = 'magic') =>
    server.request(`/auth/login/${provider}/callback?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  const mailsTo = (email: string) => mail.messages.filter((message) => message.to.includes(email.toLowerCase()));
  /** Asks for a link and answers the token of the newest mail to `email`. */
  const linkFor = async (email: string, extra: Record<string, unknown> = {}, provider = 'magic', base = CALLBACK) => {
    const before = mailsTo(email).length;
    expect((await ask({ email, ...extra }, provider)).status).toBe(204);
    for (let waited = 0; mailsTo(email).length === before; waited += 50) {
      if (waited > 5_000) throw new Error(`no sign-in mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const text = mailsTo(email).at(-1)!.text;
    const token = new RegExp(`${base.replace(/[.?/]/g, '\\$&')}\\?token=([\\w.-]+)`).exec(text)?.[1];
    expect(token).toBeTruthy();
    return { token: token!, text };
  };
  const me = async (accessToken: string) => {
    const response = await server.request('/users/me', { token: accessToken });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(';')[0];

  it('is listed by GET /auth as driver email, and left out of ?sessionOnly (it never leaves for another site)', async () => {
    const listed = (await (await server.request('/auth')).json()) as { data: Array<{ name: string; driver: string }> };
    expect(listed.data).toContainEqual({ name: 'magic', label: 'magic', driver: 'email', icon: null });
    const sessionOnly = (await (await server.request('/auth?sessionOnly')).json()) as { data: unknown[] };
    expect(sessionOnly.data).toEqual([]);
  });

  it('mails a 15-minute link to the callback that signs in once; the second use is INVALID_TOKEN', async () => {
    const user = await server.createUser({ email: 'Once@Example.com' });
    const { token, text } = await linkFor('once@example.com');
    expect(text).toContain('Subject: Sign in to Acme CMS');
    expect(text).toContain('expires in 15 minutes');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ scope: 'login-link', email: 'Once@Example.com', provider: 'magic' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);

    const first = await follow(token);
    expect(first.status).toBe(200);
    const tokens = ((await first.json()) as Tokens).data;
    expect(tokens.refresh_token).toBeTruthy();
    expect(await me(tokens.access_token)).toBe(user.id);

    const second = await follow(token);
    expect(second.status).toBe(403);
    expect(await errorOf(second)).toMatchObject({ message: 'Invalid token.', extensions: { code: 'INVALID_TOKEN' } });
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    await server.createUser({ email: 'race@example.com' });
    const { token } = await linkFor('race@example.com');
    const statuses = (await Promise.all([follow(token), follow(token), follow(token)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 403, 403]);
  });

  it('kills a link mailed before another sign-in of the account (here with the password)', async () => {
    const user = await server.createUser({ email: 'superseded@example.com' });
    const { token } = await linkFor(user.email);
    await server.login(user.email, user.password);
    const late = await follow(token);
    expect(late.status).toBe(403);
    expect((await errorOf(late)).extensions.code).toBe('INVALID_TOKEN');
  });

  it('stays single-use when the clock does not move between sign-ins (a database keeping whole seconds)', async () => {
    const standing = new Date(Math.floor(Date.now() / 1000) * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: standing });
    const user = await server.createUser({ email: 'still@example.com', last_access: standing });
    const { token } = await linkFor(user.email);
    expect((await follow(token)).status).toBe(200);
    expect((await follow(token)).status).toBe(403);
  });

  it('in session mode sets the session cookie and redirects; the app trades it for json tokens', async () => {
    const user = await server.createUser({ email: 'session@example.com' });
    const { token } = await linkFor(user.email, { redirect: `${DONE}?tab=1` });
    expect(decodeJwt(token).redirect).toBe(`${DONE}?tab=1`);
    const followed = await follow(token);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${DONE}?tab=1`);
    const cookie = cookieOf(followed, 'directus_session_token');
    expect(cookie).toBeTruthy();
    expect(cookieOf(followed, 'directus_refresh_token')).toBeUndefined();
    const traded = await server.request('/auth/refresh', { method: 'POST', json: { mode: 'json' }, headers: { cookie: cookie! } });
    expect(traded.status).toBe(200);
    expect(await me(((await traded.json()) as Tokens).data.access_token)).toBe(user.id);

    const reused = await follow(token);
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toBe(`${DONE}?tab=1&reason=INVALID_TOKEN`);
    expect(reused.headers.getSetCookie()).toEqual([]);
  });

  it('in cookie mode sets the refresh cookie, and its LINK_TTL (90s) is in the token and the mail', async () => {
    const user = await server.createUser({ email: 'cookie@example.com' });
    const { token, text } = await linkFor(user.email, { redirect: '/admin/content' }, 'magic-cookie', COOKIE_CALLBACK);
    expect(text).toContain('expires in 90 seconds');
    const claims = decodeJwt(token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(90);
    const followed = await follow(token, 'magic-cookie');
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/admin/content');
    const cookie = cookieOf(followed, 'directus_refresh_token');
    expect(cookie).toBeTruthy();
    expect(cookieOf(followed, 'directus_session_token')).toBeUndefined();
    const refreshed = await server.request('/auth/refresh', { method: 'POST', json: { mode: 'json' }, headers: { cookie: cookie! } });
    expect(await me(((await refreshed.json()) as Tokens).data.access_token)).toBe(user.id);
  });

  it('refuses a link on another provider’s callback, and a tampered one, with INVALID_TOKEN', async () => {
    await server.createUser({ email: 'foreign@example.com' });
    const { token } = await linkFor('foreign@example.com', { redirect: DONE });
    const foreign = await follow(token, 'magic-cookie');
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).extensions.code).toBe('INVALID_TOKEN');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), email: 'admin@example.com' })).toString('base64url');
    for (const tampered of [`${header}.${forged}.${signature}`, `${header}.${payload}.${signature!.slice(0, -4)}AAAA`, 'not-a-jwt']) {
      const refused = await follow(tampered);
      // No redirect is trusted from a token whose signature fails: the error itself, not a 302.
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).extensions.code).toBe('INVALID_TOKEN');
    }
    expect((await follow(token)).status).toBe(302);
  });

  it('answers an expired link with TOKEN_EXPIRED: 401, or back to its redirect with ?reason=', async () => {
    const user = await server.createUser({ email: 'expired@example.com' });
    const secret = new TextEncoder().encode(server.server.ctx.secrets.secret);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = (redirect?: string) =>
      new SignJWT({ scope: 'login-link', email: user.email, hash: 'x', provider: 'magic', ...(redirect ? { redirect } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('directus')
        .setIssuedAt(past - 900)
        .setExpirationTime(past)
        .sign(secret);
    const plain = await follow(await expired());
    expect(plain.status).toBe(401);
    expect((await errorOf(plain)).extensions.code).toBe('TOKEN_EXPIRED');
    const back = await follow(await expired(DONE));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${DONE}?reason=TOKEN_EXPIRED`);
  });

  it('mails nothing, after the same 204, for an unknown, suspended, invited or unverified address or an SSO user', async () => {
    await server.createUser({ email: 'suspended@example.com', status: 'suspended' });
    await server.createUser({ email: 'invited@example.com', status: 'invited' });
    await server.createUser({ email: 'unverified@example.com', status: 'unverified' });
    await server.createUser({ email: 'sso@example.com', provider: 'corp-sso', external_identifier: 'sso-1' });
    const silent = ['nobody@example.com', 'suspended@example.com', 'invited@example.com', 'unverified@example.com', 'sso@example.com'];
    for (const email of silent) {
      const response = await ask({ email });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
    // A user of another e-mail provider gets no link from this one either, but one from its own.
    await server.createUser({ email: 'corp@example.com', provider: 'corp' });
    expect((await ask({ email: 'corp@example.com' })).status).toBe(204);
    await linkFor('corp@example.com', {}, 'corp', 'https://cms.example.org/auth/login/corp/callback');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const email of silent) expect(mailsTo(email)).toEqual([]);
    expect(mailsTo('corp@example.com')).toHaveLength(1);
  });

  it('refuses a link once its user is suspended (INVALID_CREDENTIALS) and announces auth.login each time', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const off = server.server.ctx.events.onAction('auth.login', (meta) => void seen.push(meta as Record<string, unknown>));
    try {
      const user = await server.createUser({ email: 'announced@example.com' });
      const { token } = await linkFor(user.email);
      const { token: later } = await linkFor(user.email);
      expect((await follow(later)).status).toBe(200);
      const { token: third } = await linkFor(user.email);
      await server.server.ctx.db('directus_users').where('id', user.id).update({ status: 'suspended' });
      const refused = await follow(third);
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).extensions.code).toBe('INVALID_CREDENTIALS');
      expect((await follow(token)).status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.map(({ status, user: id, provider }) => ({ status, user: id, provider }))).toEqual([
        { status: 'success', user: user.id, provider: 'magic' },
        { status: 'fail', user: null, provider: 'magic' },
        { status: 'fail', user: null, provider: 'magic' },
      ]);
      expect(seen[0]).toMatchObject({ event: 'auth.login', payload: { email: user.email } });
    } finally {
      off();
    }
  });

  it('refuses a redirect off the allow-list with 400 before anything is mailed', async () => {
    await server.createUser({ email: 'redirect@example.com' });
    for (const redirect of [
      'https://evil.example/steal',
      '//evil.example/x',
      'javascript:alert(1)',
      'https://app.example.org.evil.example/done',
    ]) {
      const response = await ask({ email: 'redirect@example.com', redirect });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).extensions.code).toBe('INVALID_PAYLOAD');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('redirect@example.com')).toEqual([]);
  });
});
