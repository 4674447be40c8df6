import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlow } from '../../../test/harness/flow-fixtures.js';
import { npmExtensionsFolder } from '../../../test/harness/npm-extension-project.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

/**
 * `@directus-labs/liquidjs-operation`, as published: a sandboxed operation asking for
 * `request.urls: ["http://*", "https://*"]`. Its saved-template mode reads the template over HTTP
 * from this server (issue 41, point 7), its custom mode renders one given in the options; each in
 * single and batch mode, through a webhook flow.
 */
describe.each(TEST_DATABASES)('@directus-labs/liquidjs-operation from npm on %s', (client) => {
  let server: TestServer;
  let extensions: Awaited<ReturnType<typeof npmExtensionsFolder>>;
  let templateKey: number;

  beforeAll(async () => {
    extensions = await npmExtensionsFolder('@directus-labs/liquidjs-operation');
    // The saved mode fetches from this server, on loopback: only the metadata address stays denied here.
    server = await startTestServer({
      client,
      env: { EXTENSIONS_PATH: extensions.path, IMPORT_IP_DENY_LIST: '169.254.169.254', LOG_LEVEL: 'warn' },
    });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'mail_templates',
        schema: {},
        fields: [
          { field: 'subject', type: 'string' },
          { field: 'body', type: 'text' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const item = await server.asAdmin('/items/mail_templates', {
      method: 'POST',
      json: { subject: 'Hi {# name #}', body: '{# name | upcase #} has {# count #} items' },
    });
    templateKey = ((await item.json()) as { data: { id: number } }).data.id;
  });
  afterAll(async () => {
    await server?.close();
    await extensions?.remove();
  });

  const run = async (options: Record<string, unknown>, data: unknown) => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      options: { method: 'POST' },
      operations: [{ key: 'render', type: 'liquidjs-operation', options: { ...options, data: '{{ $trigger.body.data }}' } }],
    });
    const response = await server.asAdmin(`/flows/trigger/${flow.id}`, { method: 'POST', json: { data } });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('renders a custom template for one data object and for a batch', async () => {
    const custom = { mode: 'custom', template: 'Dear {# name #}', publicUrl: `${server.url}/` };
    expect(await run({ ...custom, operationMode: 'single' }, { name: 'Ada' })).toEqual({ status: 200, body: { template: 'Dear Ada' } });
    expect(await run({ ...custom, operationMode: 'batch', dataReturnFields: ['name'] }, [{ name: 'Ada' }, { name: 'Bo' }])).toEqual({
      status: 200,
      body: [
        { name: 'Ada', template: 'Dear Ada' },
        { name: 'Bo', template: 'Dear Bo' },
      ],
    });
  });

  it('renders a saved template it reads from this server over HTTP, within its http://* scope', async () => {
    const saved = {
      mode: 'saved',
      collection: 'mail_templates',
      item: { key: templateKey },
      fields: ['subject', 'body'],
      accessToken: TEST_ADMIN.token,
      publicUrl: `${server.url}/`,
    };
    expect(await run({ ...saved, operationMode: 'single' }, { name: 'ada', count: 3 })).toEqual({
      status: 200,
      body: { subject: 'Hi ada', body: 'ADA has 3 items' },
    });
    expect(
      await run({ ...saved, operationMode: 'batch' }, [
        { name: 'a', count: 1 },
        { name: 'b', count: 2 },
      ]),
    ).toEqual({
      status: 200,
      body: [
        { subject: 'Hi a', body: 'A has 1 items' },
        { subject: 'Hi b', body: 'B has 2 items' },
      ],
    });
  });

  it('still may not reach the addresses the outbound guard denies, whatever its wildcard scope', async () => {
    const saved = { mode: 'saved', collection: 'x', item: { key: 1 }, fields: ['a'], publicUrl: 'http://169.254.169.254/' };
    // The run fails at that step; the webhook answers what the failed step left ($last: its error).
    const { body } = await run({ ...saved, operationMode: 'single' }, {});
    expect(body).toEqual({
      name: 'Error',
      message: 'Invalid payload. Requested URL "http://169.254.169.254/items/x/1" resolves to a denied IP address.',
    });
  });
});
