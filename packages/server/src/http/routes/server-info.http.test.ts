import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Info = Record<string, unknown> & { project: Record<string, unknown> };

const SIGNED_IN_KEYS = ['extensions', 'project', 'queryLimit', 'rateLimit', 'rateLimitGlobal', 'version', 'websocket'];

describe.each(DATABASES)('/server/info on %s', (client) => {
  describe('with the rate limiter on and query limits set', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer({
        client,
        env: {
          LOGIN_STALL_TIME: '0',
          RATE_LIMITER_ENABLED: 'true',
          RATE_LIMITER_POINTS: '500',
          RATE_LIMITER_DURATION: '2',
          QUERY_LIMIT_DEFAULT: '25',
          QUERY_LIMIT_MAX: '200',
        },
      });
      const user = await server.createUser({ role: await server.createRole() });
      token = (await server.login(user.email, user.password)).access_token;
    });
    afterAll(async () => server?.close());

    const info = async (response: Response): Promise<Info> => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Info }).data;
    };

    it('gives the public the project block only', async () => {
      const data = await info(await server.request('/server/info'));
      expect(Object.keys(data)).toEqual(['project']);
      expect(data.project.project_name).toBe('Tessera');
    });

    it('gives a signed-in user the limits and features the clients read', async () => {
      const data = await info(await server.request('/server/info', { token }));
      expect(Object.keys(data).sort()).toEqual(SIGNED_IN_KEYS);
      expect(data).toMatchObject({
        rateLimit: { points: 500, duration: 2 },
        rateLimitGlobal: false,
        queryLimit: { default: 25, max: 200 },
        extensions: { limit: null },
        websocket: false,
      });
      // Resumable (tus) uploads are off: no `uploads` key, as in the reference.
      expect(data).not.toHaveProperty('uploads');
      expect(data.project.project_name).toBe('Tessera');
    });

    it('gives an admin the same answer as any signed-in user', async () => {
      const admin = await info(await server.asAdmin('/server/info'));
      const user = await info(await server.request('/server/info', { token }));
      expect(admin).toEqual(user);
    });
  });

  describe('with the defaults', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ client });
    });
    afterAll(async () => server?.close());

    it('reports the rate limiter off and the default query limits', async () => {
      const response = await server.asAdmin('/server/info');
      const data = ((await response.json()) as { data: Info }).data;
      expect(data).toMatchObject({ rateLimit: false, rateLimitGlobal: false, queryLimit: { default: 100, max: -1 }, websocket: false });
      const anonymous = ((await (await server.request('/server/info')).json()) as { data: Info }).data;
      expect(Object.keys(anonymous)).toEqual(['project']);
    });
  });
});
