import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const REAL_ADDRESS = '127.0.0.1';
const codeOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code;

async function withServer(options: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer(options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe.each(DATABASES)('the client address and X-Forwarded-For on %s', (client) => {
  describe.each<{ name: string; env: Record<string, string>; isTrusted: boolean }>([
    { name: 'by default', env: {}, isTrusted: false },
    { name: 'with IP_TRUST_PROXY=true', env: { IP_TRUST_PROXY: 'true' }, isTrusted: true },
  ])('$name', ({ env, isTrusted }) => {
    it(`${isTrusted ? 'takes' : 'ignores'} the header for a role's ip_access`, async () => {
      await withServer({ client, env }, async (server) => {
        const userOf = async (ipAccess: string) => {
          const token = `ip-token-${randomUUID()}`;
          await server.createUser({ role: await server.createRole({ ip_access: ipAccess }), token });
          return (forwardedFor?: string) =>
            server.request('/users/me', { token, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
        };
        const elsewhere = await userOf('203.0.113.9');
        const spoofedIn = await elsewhere('203.0.113.9');
        expect(spoofedIn.status).toBe(isTrusted ? 200 : 401);
        if (!isTrusted) expect(await codeOf(spoofedIn)).toBe('INVALID_IP');
        expect(await codeOf(await elsewhere())).toBe('INVALID_IP');

        const here = await userOf(REAL_ADDRESS);
        expect((await here()).status).toBe(200);
        expect((await here('203.0.113.50')).status).toBe(isTrusted ? 401 : 200);
      });
    });

    it(`${isTrusted ? 'takes' : 'ignores'} the header for the per-IP rate limit`, async () => {
      await withServer(
        { client, env: { ...env, RATE_LIMITER_ENABLED: 'true', RATE_LIMITER_POINTS: '2', RATE_LIMITER_DURATION: '60' } },
        async (server) => {
          const ping = (forwardedFor: string) => server.request('/server/ping', { headers: { 'x-forwarded-for': forwardedFor } });
          const statuses = [];
          for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await ping(address)).status);
          expect(statuses).toEqual(isTrusted ? [200, 200, 200] : [200, 200, 429]);
          if (isTrusted) {
            expect((await ping('198.51.100.1')).status).toBe(200);
            expect((await ping('198.51.100.1')).status).toBe(429);
          }
        },
      );
    });
  });
});

describe('the warning about IP_TRUST_PROXY without a proxy', () => {
  const WARNING = 'IP_TRUST_PROXY is true but the first request came without X-Forwarded-For';
  const startLogged = async (env: Record<string, string>) => {
    const lines: string[] = [];
    const server = await startTestServer({
      env: { ...env, LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    const warnings = () => lines.filter((line) => line.includes(WARNING)).map((line) => JSON.parse(line) as { level: number });
    return { server, warnings };
  };

  it('is logged once, at warn level, when the first request has no X-Forwarded-For', async () => {
    const { server, warnings } = await startLogged({ IP_TRUST_PROXY: 'true' });
    try {
      for (let i = 0; i < 3; i++) expect((await server.request('/server/ping')).status).toBe(200);
      expect(warnings()).toEqual([expect.objectContaining({ level: 40 })]);
    } finally {
      await server.close();
    }
  });

  it('is not logged when the first request came through a proxy, nor when the setting is off', async () => {
    for (const [env, first] of [
      [{ IP_TRUST_PROXY: 'true' }, { 'x-forwarded-for': '198.51.100.4' }],
      [{}, {}],
    ] as const) {
      const { server, warnings } = await startLogged(env);
      try {
        await server.request('/server/ping', { headers: first });
        await server.request('/server/ping');
        expect(warnings()).toEqual([]);
      } finally {
        await server.close();
      }
    }
  });
});
