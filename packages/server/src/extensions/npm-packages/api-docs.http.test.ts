import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmExtensionsFolder } from '../../../test/harness/npm-extension-project.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type OpenApi = { openapi: string; info: { title: string }; paths: Record<string, unknown> };

/**
 * `directus-extension-api-docs@3.0.2`, as published: it mounts swagger-ui-express's `serve` (an
 * array of handlers) with `router.use('/', …)` and builds its document from SpecificationService
 * (issue 41, point 6). The server starts with it, and `/api-docs/oas` answers our API's paths.
 */
describe.each(TEST_DATABASES)('directus-extension-api-docs from npm on %s', (client) => {
  let server: TestServer;
  let extensions: Awaited<ReturnType<typeof npmExtensionsFolder>>;

  beforeAll(async () => {
    extensions = await npmExtensionsFolder('directus-extension-api-docs');
    server = await startTestServer({ client, env: { EXTENSIONS_PATH: extensions.path, LOG_LEVEL: 'warn' } });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'articles', schema: {}, fields: [{ field: 'title', type: 'string' }] },
    });
    expect(created.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await extensions?.remove();
  });

  it('is listed as registered and answers the OpenAPI document with our paths, collections included', async () => {
    const listed = (await (await server.asAdmin('/extensions')).json()) as { data: Array<{ schema: { name?: string } | null }> };
    expect(listed.data.some((entry) => entry.schema?.name === 'directus-extension-api-docs')).toBe(true);
    const response = await server.request('/api-docs/oas');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApi;
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/items/articles', '/items/articles/{id}', '/users', '/server/info']),
    );
  });

  it('serves the swagger UI assets its serve array mounts, and 404 for what it does not have', async () => {
    const init = await server.request('/api-docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('/api-docs/oas');
    expect((await server.request('/api-docs/package.json')).status).toBe(404);
    const missing = await server.request('/api-docs/__proto__/../constructor');
    expect(missing.status).toBe(404);
  });
});
