import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('server routes on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('answers ping with pong as text', async () => {
    const response = await server.request('/server/ping');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('pong');
  });

  it('gives the public only the overall status of health', async () => {
    const response = await server.request('/server/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/health\+json/);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports a reachable database as healthy', async () => {
    const response = await server.asAdmin('/server/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/health\+json/);
    const body = (await response.json()) as { status: string; checks: Record<string, Array<{ status: string; componentType: string }>> };
    expect(body.status).toBe('ok');
    expect(body.checks[`${client}:responseTime`]?.[0]).toMatchObject({ status: 'ok', componentType: 'datastore' });
  });

  it('gives the public the project fields of info but not the version', async () => {
    const response = await server.request('/server/info');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { project: Record<string, unknown>; version?: string } };
    expect(body.data.project.project_name).toBe('Tessera');
    expect(body.data.project.default_language).toBe('en-US');
    expect(body.data.project).toHaveProperty('project_descriptor', null);
    // Reference section 11: the server version is for authenticated users only.
    expect(body.data).not.toHaveProperty('version');
  });

  it('gives signed-in users, not only admins, the version in info', async () => {
    const role = await server.createRole();
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    for (const response of [await server.request('/server/info', { token: access_token }), await server.asAdmin('/server/info')]) {
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { project: Record<string, unknown>; version?: string } };
      expect(body.data.project.project_name).toBe('Tessera');
      expect(body.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('answers unknown routes with ROUTE_NOT_FOUND in the error shape', async () => {
    const response = await server.request('/nothing/here?x=1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ message: "Route /nothing/here doesn't exist.", extensions: { code: 'ROUTE_NOT_FOUND', path: '/nothing/here' } }],
    });
  });

  it('answers a malformed JSON body with INVALID_PAYLOAD, not a crash', async () => {
    const response = await server.request('/server/info', {
      method: 'SEARCH',
      headers: { 'content-type': 'application/json' },
      body: '{"a": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    expect(body.errors[0]?.message).toMatch(/^Invalid payload\. /);
    expect((await server.request('/server/ping')).status).toBe(200);
  });

  it('gives every answer a request id', async () => {
    const response = await server.request('/server/ping', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe.each(DATABASES)('health with the database down on %s', (client) => {
  it('answers 503 with the failing check instead of crashing', async () => {
    const server = await startTestServer({ client });
    try {
      // The admin's token is resolved (and cached) while the database is still up.
      expect((await server.asAdmin('/server/health')).status).toBe(200);
      // A real outage: the database goes away under the running server.
      if (client === 'sqlite3') await server.server.ctx.db.destroy();
      else await server.database.drop();
      const response = await server.asAdmin('/server/health');
      expect(response.status).toBe(503);
      const body = (await response.json()) as { status: string; checks: Record<string, Array<{ status: string; output?: string }>> };
      expect(body.status).toBe('error');
      expect(body.checks[`${client}:responseTime`]?.[0]?.status).toBe('error');
      expect(body.checks[`${client}:responseTime`]?.[0]?.output).toEqual(expect.any(String));
      expect(await (await server.request('/server/ping')).text()).toBe('pong');
    } finally {
      await server.server.app.close();
      if (client !== 'sqlite3') await server.server.ctx.db.destroy().catch(() => {});
      await server.database.drop();
    }
  });
});
