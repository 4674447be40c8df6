import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ldapProviderEnv } from '../../../../test/harness/ldap-provider-env.js';
import { startLdapServer, type LdapTestServer } from '../../../../test/harness/ldap-server.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';
import { readProviderConfigs } from '../provider-config.js';
import { createLdapDriver } from './ldap-driver.js';

type ErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };
const STALL = 250;

/** A TCP server that accepts and never answers: a hung directory. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ldap://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nobody listens on (taken, then released). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `ldap://127.0.0.1:${port}`;
}

// Protocol edges: they do not depend on the database, so SQLite only.
describe('LDAP sign-in refusals (sqlite3)', () => {
  let directory: LdapTestServer;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let server: TestServer;
  beforeAll(async () => {
    directory = await startLdapServer({
      users: [
        { cn: 'alice', password: 'alice-pass', mail: 'alice@example.org' },
        { cn: 'mallory', password: 'mallory-pass', userAccountControl: 0x202 },
        { cn: 'sam', password: 'sam-pass', mail: 'sam@example.org' },
        { cn: '__proto__', password: 'proto-pass' },
        { cn: 'rita', password: 'rita-pass' },
        { cn: 'otto', password: 'otto-pass' },
      ],
    });
    silent = await startSilentServer();
    server = await startTestServer({
      env: {
        LOGIN_STALL_TIME: String(STALL),
        LOGIN_RATE_LIMIT_POINTS: '100000',
        AUTH_PROVIDERS: 'corp,closed,badbind,down,silent',
        ...ldapProviderEnv('corp', directory),
        ...ldapProviderEnv('closed', directory, { ALLOW_PUBLIC_REGISTRATION: 'false' }),
        ...ldapProviderEnv('badbind', directory, { BIND_PASSWORD: 'not-the-reader-password' }),
        ...ldapProviderEnv('down', directory, { CLIENT_URL: await closedPortUrl() }),
        ...ldapProviderEnv('silent', directory, { CLIENT_URL: silent.url, TIMEOUT: '300' }),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await directory?.close();
    await silent?.close();
  });

  const signIn = (provider: string, json: unknown) => server.request(`/auth/login/${provider}`, { method: 'POST', json });
  const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as ErrorBody).errors[0]! });
  const timed = async (work: () => Promise<Response>) => {
    const started = performance.now();
    const response = await work();
    return { response, ms: performance.now() - started };
  };

  it('answers a wrong password and an unknown identifier alike: 401 INVALID_CREDENTIALS after the same stall', async () => {
    const wrong = await timed(() => signIn('corp', { identifier: 'alice', password: 'nope' }));
    const unknown = await timed(() => signIn('corp', { identifier: 'nobody', password: 'nope' }));
    const a = await refusal(wrong.response);
    const b = await refusal(unknown.response);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 401, message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } });
    expect(wrong.ms).toBeGreaterThanOrEqual(STALL - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(STALL - 5);
  });

  it('escapes the identifier: "*)(cn=*" and "*" are values, never filter syntax', async () => {
    const injected = await signIn('corp', { identifier: '*)(cn=*', password: 'alice-pass' });
    expect((await refusal(injected)).extensions.code).toBe('INVALID_CREDENTIALS');
    const wildcard = await signIn('corp', { identifier: '*', password: 'alice-pass' });
    expect((await refusal(wildcard)).extensions.code).toBe('INVALID_CREDENTIALS');
    expect(directory.filters).toContain('(cn=\\2a\\29\\28cn=\\2a)');
    expect(directory.binds.filter((bind) => bind.dn === directory.dnOf('alice') && bind.ok)).toHaveLength(0);
  });

  it('refuses an empty password before any bind (an unauthenticated bind would "succeed")', async () => {
    const before = directory.binds.length;
    const response = await signIn('corp', { identifier: 'alice', password: '' });
    expect(response.status).toBe(400);
    expect((await refusal(response)).extensions.code).toBe('INVALID_PAYLOAD');
    expect(directory.binds.length).toBe(before);
  });

  it('refuses an account the directory marks disabled (userAccountControl) even with its password', async () => {
    const response = await signIn('corp', { identifier: 'mallory', password: 'mallory-pass' });
    expect((await refusal(response)).extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await server.server.ctx.db('directus_users').where('external_identifier', directory.dnOf('mallory')).first()).toBeUndefined();
  });

  it('refuses a linked user suspended in Tessera', async () => {
    expect((await signIn('corp', { identifier: 'sam', password: 'sam-pass' })).status).toBe(200);
    await server.server.ctx.db('directus_users').where('external_identifier', directory.dnOf('sam')).update({ status: 'suspended' });
    server.server.ctx.auth.invalidate();
    const response = await signIn('corp', { identifier: 'sam', password: 'sam-pass' });
    expect(await refusal(response)).toMatchObject({ status: 401, extensions: { code: 'INVALID_CREDENTIALS' } });
  });

  it('creates no user when ALLOW_PUBLIC_REGISTRATION=false is set for the provider', async () => {
    const response = await signIn('closed', { identifier: 'alice', password: 'alice-pass' });
    expect((await refusal(response)).extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await server.server.ctx.db('directus_users').where('provider', 'closed').first()).toBeUndefined();
  });

  it('answers 503 INVALID_PROVIDER_CONFIG when BIND_DN/BIND_PASSWORD are refused, without the password in the answer', async () => {
    const response = await signIn('badbind', { identifier: 'alice', password: 'alice-pass' });
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'INVALID_PROVIDER_CONFIG', provider: 'badbind' } }] });
    expect(text).not.toContain('not-the-reader-password');
  });

  it('answers 503 SERVICE_UNAVAILABLE quickly when the directory is down', async () => {
    const { response, ms } = await timed(() => signIn('down', { identifier: 'alice', password: 'alice-pass' }));
    expect(await refusal(response)).toMatchObject({ status: 503, extensions: { code: 'SERVICE_UNAVAILABLE', service: 'ldap' } });
    expect(ms).toBeLessThan(2000);
  });

  it('answers 503 within TIMEOUT when the directory accepts the connection and never answers', async () => {
    const { response, ms } = await timed(() => signIn('silent', { identifier: 'alice', password: 'alice-pass' }));
    expect(await refusal(response)).toMatchObject({ status: 503, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(ms).toBeLessThan(2000);
  });

  it('closes its directory connections after each sign-in', async () => {
    expect((await signIn('corp', { identifier: 'alice', password: 'alice-pass' })).status).toBe(200);
    await expect.poll(() => directory.openConnections(), { timeout: 2000 }).toBe(0);
  });

  it.each([
    { name: 'a missing identifier', body: { password: 'x' }, code: 'INVALID_PAYLOAD', status: 400 },
    { name: 'an identifier that is not a string', body: { identifier: { $ne: 1 }, password: 'x' }, code: 'INVALID_PAYLOAD', status: 400 },
    { name: 'a huge identifier', body: { identifier: 'a'.repeat(100_000), password: 'x' }, code: 'INVALID_PAYLOAD', status: 400 },
    { name: 'a huge password', body: { identifier: 'alice', password: 'p'.repeat(5000) }, code: 'INVALID_PAYLOAD', status: 400 },
    { name: 'an unknown mode', body: { identifier: 'alice', password: 'alice-pass', mode: 'jwt' }, code: 'INVALID_PAYLOAD', status: 400 },
    { name: 'an array body', body: [{ identifier: 'alice' }], code: 'INVALID_PAYLOAD', status: 400 },
    { name: '"constructor" as identifier', body: { identifier: 'constructor', password: 'x' }, code: 'INVALID_CREDENTIALS', status: 401 },
  ])('refuses $name with $code', async ({ body, code, status }) => {
    expect(await refusal(await signIn('corp', body))).toMatchObject({ status, extensions: { code } });
  });

  it('treats "__proto__" as just a name, in the identifier and in the body', async () => {
    expect((await signIn('corp', { identifier: '__proto__', password: 'wrong' })).status).toBe(401);
    const raw = await server.request('/auth/login/corp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"identifier":"alice","password":"alice-pass"}}',
    });
    expect((await refusal(raw)).extensions.code).toBe('INVALID_PAYLOAD');
    expect((await signIn('corp', { identifier: '__proto__', password: 'proto-pass' })).status).toBe(200);
  });

  it('asks a user with two-factor sign-in for a current OTP after the directory accepted the password', async () => {
    expect((await signIn('corp', { identifier: 'otto', password: 'otto-pass' })).status).toBe(200);
    const secret = authenticator.generateSecret();
    await server.server.ctx.db('directus_users').where('external_identifier', directory.dnOf('otto')).update({ tfa_secret: secret });
    const without = await signIn('corp', { identifier: 'otto', password: 'otto-pass' });
    expect(await refusal(without)).toMatchObject({ status: 401, extensions: { code: 'INVALID_OTP' } });
    const wrong = await signIn('corp', { identifier: 'otto', password: 'otto-pass', otp: '000000' });
    expect((await refusal(wrong)).extensions.code).toBe('INVALID_OTP');
    expect((await signIn('corp', { identifier: 'otto', password: 'otto-pass', otp: authenticator.generate(secret) })).status).toBe(200);
  });

  it('refresh() keeps a live directory user and refuses one disabled or removed from the directory', async () => {
    const driver = createLdapDriver(readProviderConfigs(server.config).get('corp')!);
    expect((await signIn('corp', { identifier: 'rita', password: 'rita-pass' })).status).toBe(200);
    const { id } = await server.server.ctx.db('directus_users').where('external_identifier', directory.dnOf('rita')).first('id');
    await expect(driver.refresh!(server.server.ctx, id)).resolves.toBeUndefined();
    directory.addUser({ cn: 'rita', password: 'rita-pass', userAccountControl: 0x2 });
    await expect(driver.refresh!(server.server.ctx, id)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    directory.removeUser('rita');
    await expect(driver.refresh!(server.server.ctx, id)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // A user of another provider is not this driver's to vouch for.
    const local = await server.createUser();
    await expect(driver.refresh!(server.server.ctx, local.id)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('announces auth.login with its status and never the password', async () => {
    const seen: unknown[] = [];
    const off = server.server.ctx.events.onAction('auth.login', (meta) => void seen.push(meta));
    try {
      await signIn('corp', { identifier: 'alice', password: 'wrong-pass' });
      await signIn('corp', { identifier: 'alice', password: 'alice-pass' });
    } finally {
      off();
    }
    expect(seen).toMatchObject([
      { payload: { identifier: 'alice' }, status: 'fail', user: null, provider: 'corp' },
      { payload: { identifier: 'alice' }, status: 'success', provider: 'corp' },
    ]);
    expect(JSON.stringify(seen)).not.toContain('alice-pass');
  });
});

describe('LDAP sign-in rate limits (sqlite3)', () => {
  let directory: LdapTestServer;
  let server: TestServer;
  beforeAll(async () => {
    directory = await startLdapServer({ users: [{ cn: 'alice', password: 'alice-pass' }] });
    server = await startTestServer({
      env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '3', AUTH_PROVIDERS: 'corp', ...ldapProviderEnv('corp', directory) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await directory?.close();
  });

  it('stops guessing with 429 REQUESTS_EXCEEDED before asking the directory again', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        (await server.request('/auth/login/corp', { method: 'POST', json: { identifier: 'alice', password: `guess-${attempt}` } })).status,
      ).toBe(401);
    const binds = directory.binds.length;
    const limited = await server.request('/auth/login/corp', { method: 'POST', json: { identifier: 'alice', password: 'alice-pass' } });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).errors[0]!.extensions.code).toBe('REQUESTS_EXCEEDED');
    expect(directory.binds.length).toBe(binds);
  });
});
