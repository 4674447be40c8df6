import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { markDraining } from './draining.js';

const DATABASES = testDatabasesFor(import.meta.url);

type HealthBody = { status: string; checks: Record<string, Array<{ status: string; componentType: string; output?: string }>> };

describe.each(DATABASES)('health of an instance that is shutting down on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('answers 503 with a shutdown check beside the healthy database, and still serves requests', async () => {
    const before = await server.asAdmin('/server/health');
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).toBe('keep-alive');
    // What SIGTERM does first (cli/start.ts → server.drain); start-drain.test.ts proves the signal path.
    markDraining(server.server.ctx);
    const response = await server.asAdmin('/server/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/health\+json/);
    const body = (await response.json()) as HealthBody;
    expect(body.status).toBe('error');
    expect(body.checks[`${client}:responseTime`]?.[0]).toMatchObject({ status: 'ok', componentType: 'datastore' });
    expect(body.checks['server:shutdown']).toEqual([{ componentType: 'system', status: 'error', output: 'Shutting down' }]);
    expect(await (await server.request('/server/health')).json()).toEqual({ status: 'error' });
    const served = await server.asAdmin('/users?fields=id');
    expect(served.status).toBe(200);
    // Each answer now ends its keep-alive connection, so the client's next request goes through the balancer again.
    expect(served.headers.get('connection')).toBe('close');
  });
});
