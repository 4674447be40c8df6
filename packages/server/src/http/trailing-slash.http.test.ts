import type { EndpointHandler } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionFixtures, type ExtensionFixtures } from '../../test/harness/endpoint-fixture.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../test/harness/test-databases.js';
import { createExtensionContext } from '../extensions/context/create-extension-context.js';
import { mountEndpoint } from '../extensions/endpoints/mount-endpoint.js';

const ECHO_ENDPOINT = `
export default (router) => {
  router.get('/', (req, res) => res.json({ at: 'root' }));
  router.post('/things', (req, res) => res.status(201).json({ got: req.body }));
};
`;

type Scenario = { method: string; path: string; json?: unknown; status: number };

/**
 * The reference answers a path with a trailing slash as the path without it, on every route: its
 * admin app saves permissions with `POST /permissions/` (issue 41, point 1).
 */
describe.each(TEST_DATABASES)('a trailing slash on %s', (client) => {
  let server: TestServer;
  let fixtures: ExtensionFixtures;
  let roleId: string;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const fields = [
      { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
      { field: 'name', type: 'string' },
    ];
    const made = await server.asAdmin('/collections', { method: 'POST', json: { collection: 'tags', schema: {}, meta: {}, fields } });
    expect(made.status).toBe(200);
    await server.asAdmin('/items/tags', { method: 'POST', json: { name: 'first' } });
    roleId = await server.createRole();
    fixtures = extensionFixtures();
    const handler = (await fixtures.endpoint('slash-echo', ECHO_ENDPOINT)) as unknown as EndpointHandler;
    const ctx = server.server.ctx;
    mountEndpoint(server.server.app, ctx, {
      id: 'slash-echo',
      handler,
      context: createExtensionContext(ctx, 'slash-echo'),
      extension: 'slash-echo',
    });
  });
  afterAll(async () => {
    await server?.close();
    fixtures?.remove();
  });

  const scenarios = (): Scenario[] => [
    { method: 'GET', path: '/items/tags/', status: 200 },
    { method: 'POST', path: '/items/tags/', json: { name: 'second' }, status: 200 },
    { method: 'PATCH', path: '/items/tags/1/', json: { name: 'renamed' }, status: 200 },
    { method: 'GET', path: '/items/tags/1/', status: 200 },
    { method: 'GET', path: '/roles/', status: 200 },
    { method: 'GET', path: '/users/', status: 200 },
    { method: 'GET', path: '/users/me/', status: 200 },
    { method: 'GET', path: '/fields/tags/', status: 200 },
    { method: 'GET', path: '/collections/', status: 200 },
    { method: 'GET', path: '/relations/', status: 200 },
    { method: 'GET', path: '/server/info/', status: 200 },
    { method: 'POST', path: '/permissions/', json: { role: roleId, collection: 'tags', action: 'read', fields: ['*'] }, status: 200 },
    { method: 'GET', path: '/slash-echo/', status: 200 },
    { method: 'POST', path: '/slash-echo/things/', json: { a: 1 }, status: 201 },
  ];

  it('answers every route as it answers the path without the slash', async () => {
    for (const scenario of scenarios()) {
      const response = await server.asAdmin(scenario.path, { method: scenario.method, json: scenario.json });
      expect({ ...scenario, json: undefined, status: response.status, body: await response.text() }).toMatchObject({
        ...scenario,
        json: undefined,
      });
    }
  });

  it('keeps unknown routes unknown, with or without the slash', async () => {
    for (const path of ['/no-such-route/', '/items/', '/items/tags/1/nested/']) {
      const response = await server.asAdmin(path);
      expect([403, 404]).toContain(response.status);
      const plain = await server.asAdmin(path.slice(0, -1));
      expect(response.status).toBe(plain.status);
    }
  });
});
