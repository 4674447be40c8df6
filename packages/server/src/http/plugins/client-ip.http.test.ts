import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ extensions: { code: string } }> };
const CLIENT = '203.0.113.5';

describe.each(DATABASES)('IP_CUSTOM_HEADER on %s', (client) => {
  let server: TestServer;
  let user: { id: string; email: string; password: string };
  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: {
        IP_CUSTOM_HEADER: 'CF-Connecting-IP',
        LOGIN_STALL_TIME: '0',
        RATE_LIMITER_ENABLED: 'true',
        RATE_LIMITER_POINTS: '3',
        RATE_LIMITER_DURATION: '60',
      },
    });
    const role = await server.createRole({ name: 'Office only', ip_access: `${CLIENT},198.51.100.0/24` });
    user = await server.createUser({ role });
  });
  afterAll(async () => server?.close());

  const login = (headers: Record<string, string>) =>
    server.request('/auth/login', { method: 'POST', headers, json: { email: user.email, password: user.password } });

  it("takes the client's address from the header for ip_access, and records it", async () => {
    const allowed = await login({ 'cf-connecting-ip': CLIENT });
    expect(allowed.status).toBe(200);
    const { access_token } = ((await allowed.json()) as { data: { access_token: string } }).data;
    expect(
      (await server.request('/users/me?fields=id', { token: access_token, headers: { 'cf-connecting-ip': '198.51.100.7' } })).status,
    ).toBe(200);
    const elsewhere = await server.request('/users/me?fields=id', { token: access_token, headers: { 'cf-connecting-ip': '192.0.2.1' } });
    expect(elsewhere.status).toBe(401);
    expect(((await elsewhere.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_IP');
    const row = await server.server.ctx.db('directus_activity').where({ action: 'login', user: user.id }).orderBy('id', 'desc').first();
    expect(row?.ip).toBe(CLIENT);
  });

  it('ignores a missing or malformed header and keeps the connection address', async () => {
    for (const headers of [{}, { 'cf-connecting-ip': 'not-an-ip' }, { 'cf-connecting-ip': `${CLIENT}, 10.0.0.1` }] as Record<
      string,
      string
    >[]) {
      const response = await login(headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_IP');
    }
  });

  it('keys per-IP limits by that address', async () => {
    const statuses = async (ip: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 4; i++) seen.push((await server.request('/server/ping', { headers: { 'cf-connecting-ip': ip } })).status);
      return seen;
    };
    expect(await statuses('192.0.2.10')).toEqual([200, 200, 200, 429]);
    expect(await statuses('192.0.2.11')).toEqual([200, 200, 200, 429]);
  });
});

describe('the client address while IP_CUSTOM_HEADER is unset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOGIN_STALL_TIME: '0' } });
  });
  afterAll(async () => server?.close());

  it('ignores CF-Connecting-IP and other such headers: ip_access sees the connection address', async () => {
    const role = await server.createRole({ name: 'Office only', ip_access: CLIENT });
    const user = await server.createUser({ role });
    const response = await server.request('/auth/login', {
      method: 'POST',
      headers: { 'cf-connecting-ip': CLIENT, 'x-real-ip': CLIENT, 'true-client-ip': CLIENT },
      json: { email: user.email, password: user.password },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('INVALID_IP');
  });
});
