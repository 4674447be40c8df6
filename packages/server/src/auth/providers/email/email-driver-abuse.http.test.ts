import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../../test/harness/start-test-server.js';

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;
const STALL_MS = 400;

/** Protocol edges of the e-mail driver: they do not depend on the database, so SQLite only. */
describe('e-mail link sign-in against hostile callers (sqlite3)', () => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({
      env: {
        ...mail.env,
        LOGIN_STALL_TIME: String(STALL_MS),
        LOGIN_RATE_LIMIT_POINTS: '6',
        LOGIN_RATE_LIMIT_DURATION: '60',
        IP_TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://cms.example.org/',
        AUTH_PROVIDERS: 'magic',
        AUTH_MAGIC_DRIVER: 'email',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const ask = (body: string, headers: Record<string, string> = {}) =>
    server.request('/auth/login/magic', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  /** Each case from an address of its own, so the per-IP budget of one case does not spill into the next. */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers a known and an unknown address alike: 204 after at least LOGIN_STALL_TIME', async () => {
    const user = await server.createUser({ email: 'timed@example.com' });
    for (const email of [user.email, 'nobody@example.com']) {
      const startedAt = performance.now();
      const response = await ask(JSON.stringify({ email }));
      expect(response.status).toBe(204);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(STALL_MS - 5);
    }
    await mail.waitFor(user.email);
    expect(mail.messages.some((message) => message.to.includes('nobody@example.com'))).toBe(false);
  });

  it('refuses hostile and oversized bodies with 400 INVALID_PAYLOAD, never a 500', async () => {
    const bodies = [
      '{"__proto__":{"email":"a@example.com"}}',
      '{"constructor":{"prototype":{"email":"a@example.com"}}}',
      '{"email":"a@example.com","__proto__":{"admin":true}}',
      JSON.stringify({ email: '__proto__' }),
      JSON.stringify({ email: 'constructor' }),
      JSON.stringify({ email: `${'a'.repeat(250)}@example.com` }),
      JSON.stringify({ email: `a@${'b'.repeat(100_000)}.com` }),
      JSON.stringify({ email: ['a@example.com'] }),
      JSON.stringify({ email: 'a@example.com', mode: 'json' }),
      JSON.stringify({ email: 'a@example.com', redirect: 42 }),
      JSON.stringify({ email: 'a@example.com', redirect: `/${'x'.repeat(5_000)}` }),
      '[]',
      '{}',
    ];
    for (const body of bodies) {
      const response = await ask(body);
      expect(response.status, body.slice(0, 80)).toBe(400);
      expect((await errorOf(response)).extensions.code).toBe('INVALID_PAYLOAD');
    }
  });

  it('refuses a missing, oversized or non-JWT callback token without a 500', async () => {
    const cases: Array<[string, number, string]> = [
      ['', 400, 'INVALID_PAYLOAD'],
      ['?token=', 400, 'INVALID_PAYLOAD'],
      [`?token=${'a'.repeat(5_000)}`, 400, 'INVALID_PAYLOAD'],
      ['?token=__proto__', 403, 'INVALID_TOKEN'],
      ['?token[constructor]=x', 400, 'INVALID_PAYLOAD'],
      ['?token=a.b.c', 403, 'INVALID_TOKEN'],
    ];
    for (const [query, status, code] of cases) {
      const response = await server.request(`/auth/login/magic/callback${query}`, { redirect: 'manual' });
      expect(response.status, query.slice(0, 40)).toBe(status);
      expect((await errorOf(response)).extensions.code).toBe(code);
    }
  });

  it('rate limits a flood of link requests with 429 REQUESTS_EXCEEDED, per address and per account', async () => {
    const byIp = [];
    for (let index = 0; index < 8; index += 1)
      byIp.push((await ask(JSON.stringify({ email: `flood-${index}@example.com` }), from('203.0.113.7'))).status);
    expect(byIp.slice(0, 6)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(byIp.slice(6)).toEqual([429, 429]);
    const limited = await ask(JSON.stringify({ email: 'flood-9@example.com' }), from('203.0.113.7'));
    expect((await errorOf(limited)).extensions.code).toBe('REQUESTS_EXCEEDED');

    const byAccount = [];
    for (let index = 0; index < 7; index += 1)
      byAccount.push((await ask(JSON.stringify({ email: 'victim@example.com' }), from(`198.51.100.${index + 1}`))).status);
    expect(byAccount).toEqual([204, 204, 204, 204, 204, 204, 429]);
  });
});

describe('e-mail driver settings', () => {
  it.each(['soon', '0', '500ms', '2d'])('refuses AUTH_<NAME>_LINK_TTL=%s at start, naming the variable', async (ttl) => {
    await expect(
      startTestServer({ env: { AUTH_PROVIDERS: 'magic', AUTH_MAGIC_DRIVER: 'email', AUTH_MAGIC_LINK_TTL: ttl } }),
    ).rejects.toThrow(/AUTH_MAGIC_LINK_TTL/);
  });
});
